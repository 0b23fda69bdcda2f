import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';

// vanilla-extract's own ids, as its plugin tests them (queries aside).
const STYLE_MODULE = /\.css\.(js|cjs|mjs|jsx|ts|tsx)(\?.*)?$/;
const VIRTUAL_STYLESHEET = /\.vanilla\.css(\?.*)?$/;
/** A style module whose rules a page carries as text, in its own `<head>`, not in the site's stylesheet. */
const INLINE_STYLE_MODULE = /\.inline\.css\.ts$/;
/** The stylesheet imports vanilla-extract writes into a compiled style module. */
const STYLESHEET_IMPORT = /import\s*(["'])([^"'?]+\.vanilla\.css)(?:\?[^"']*)?\1;?/g;

/**
 * A `*.inline.css.ts` module exports its own rules as `stylesheet`, a string (Vite's `?inline`),
 * instead of adding them to the site's stylesheet, and leaves out the rules of the other inline
 * modules it imports from, which export their own. It declares `export declare const stylesheet: string`.
 */
function inlineStylesheets(): Plugin {
  return {
    name: 'portfolio:inline-stylesheets',
    transform: {
      filter: { id: INLINE_STYLE_MODULE },
      handler(code, id) {
        let own = false;
        const transformed = code.replace(STYLESHEET_IMPORT, (whole, _quote, stylesheet: string) => {
          if (stylesheet.endsWith(`${id}.vanilla.css`)) {
            own = true;
            return `export { default as stylesheet } from ${JSON.stringify(`${stylesheet}?inline`)};`;
          }
          return INLINE_STYLE_MODULE.test(stylesheet.replace(/\.vanilla\.css$/, '')) ? '' : whole;
        });
        return own ? { code: transformed, map: null } : null;
      },
    },
  };
}

/**
 * vanilla-extract's hooks have no filters, so the bundler calls into JavaScript for every one of
 * the ~730 modules only for the hook to return; filters let it skip all but the style modules.
 */
export function vanillaExtract(): Plugin[] {
  const filters = { transform: STYLE_MODULE, resolveId: VIRTUAL_STYLESHEET, load: VIRTUAL_STYLESHEET } as const;
  const plugins = vanillaExtractPlugin().map((plugin) => {
    const filtered: Plugin = { ...plugin };
    for (const [hook, id] of Object.entries(filters) as [keyof typeof filters, RegExp][]) {
      const handler = plugin[hook];
      // biome-ignore lint/suspicious/noExplicitAny: the three hooks' handler types differ
      if (typeof handler === 'function') filtered[hook] = { filter: { id }, handler } as any;
    }
    return filtered;
  });
  // After vanilla-extract's own transform, which compiles the module.
  return [...plugins, inlineStylesheets()];
}
