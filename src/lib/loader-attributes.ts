/**
 * The `data-` attributes through which the prerendered page, its inline loader
 * (src/loader.ts), the app and the tests talk: one home for their names.
 */

/** On the loader's `<script>`: the page's modules, space-separated, each after the modules it imports. */
export const MODULES_ATTRIBUTE = 'data-modules';

/** On the loader's `<script>`: the site's whole stylesheets, which the app adds when it starts. */
export const STYLES_ATTRIBUTE = 'data-styles';

/** On `<html>`, once the app has hydrated the page and answers input itself. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** On `<html>` for the frame in which the colour mode changes: no colour fades then. */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';
