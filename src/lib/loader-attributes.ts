/**
 * The `data-` attributes through which the prerendered page, its inline loader
 * (scripts/page-load/loader.ts), the app and the tests talk: one home for their names.
 */

/** On the loader's `<script>`: the page's modules, space-separated, each after the modules it imports. */
export const MODULES_ATTRIBUTE = 'data-modules';

/** On the loader's `<script>`: the site's whole stylesheets, which the app adds when it starts. */
export const STYLES_ATTRIBUTE = 'data-styles';

/** On `<html>`, once the app has hydrated the page and answers input itself. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** On `<html>` for the frame in which the colour mode changes: no colour fades then. */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';

/**
 * On `<html>` when a module the app needs failed to load: the app leaves the prerendered page as it
 * is, and the loader lets button presses through as plain HTML (a form posts, a link loads).
 */
export const START_FAILED_ATTRIBUTE = 'data-start-failed';

/**
 * Matches `<html>` once the page's start has ended, in the app or in giving up: what the
 * startup-failure spec waits for and its benchmark times, said once.
 */
export const START_ENDED_SELECTOR = `html[${HYDRATED_ATTRIBUTE}], html[${START_FAILED_ATTRIBUTE}]`;

/**
 * On the contact form in the prerendered page: its `mailto:` action, which the loader sets only
 * when the app gives up. Shipped as `action`, Chromium reports the form as mixed content on every
 * HTTPS load (Lighthouse's Best Practices 79), though the app never posts it.
 */
export const MAIL_ACTION_ATTRIBUTE = 'data-mail-action';

/** In a post's body, the empty element beside a code block that the app fills with its copy button. */
export const COPY_SLOT_ATTRIBUTE = 'data-copy';

/**
 * In a post's body, where the page's own words go (the body is compiled once for every language):
 * `data-label="diagram"` becomes the diagram's name, an empty `<summary data-label="diagramSource">` its words.
 */
export const LABEL_ATTRIBUTE = 'data-label';
