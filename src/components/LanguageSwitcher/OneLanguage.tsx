/**
 * What a site in one language builds in the switcher's place (scripts/i18n/plugin.ts): nothing,
 * so its pages carry neither the switcher's code nor its styles.
 */
export const LanguageSwitcher = () => null;
export const LanguageMenuList = () => null;
