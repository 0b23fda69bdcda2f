import type { StyleRule } from '@vanilla-extract/css';

type Rules = NonNullable<StyleRule['selectors']>[string];

/**
 * A rule that changes one of the site's components (a chip) on a section's page. It must win by
 * specificity, not by order: the app adds the site's whole stylesheet after the page's rules
 * (src/lib/site-styles.ts), and on a page it renders React places them itself, so at equal
 * specificity the site's would win once loaded and move what the visitor is reading.
 * scripts/site/section-cascade.build.test.ts finds any rule that forgets.
 */
export const overSite = (rules: Rules) => ({ selectors: { '&&': rules } });
