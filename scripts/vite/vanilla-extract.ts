import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';

// vanilla-extract's own ids, as its plugin tests them (queries aside).
const STYLE_MODULE = /\.css\.(js|cjs|mjs|jsx|ts|tsx)(\?.*)?$/;
const VIRTUAL_STYLESHEET = /\.vanilla\.css(\?.*)?$/;

/**
 * vanilla-extract's hooks have no filters, so the bundler calls into JavaScript for every one of
 * the ~730 modules only for the hook to return; filters let it skip all but the style modules.
 */
export function vanillaExtract(): Plugin[] {
  const filters = { transform: STYLE_MODULE, resolveId: VIRTUAL_STYLESHEET, load: VIRTUAL_STYLESHEET } as const;
  return vanillaExtractPlugin().map((plugin) => {
    const filtered: Plugin = { ...plugin };
    for (const [hook, id] of Object.entries(filters) as [keyof typeof filters, RegExp][]) {
      const handler = plugin[hook];
      // biome-ignore lint/suspicious/noExplicitAny: the three hooks' handler types differ
      if (typeof handler === 'function') filtered[hook] = { filter: { id }, handler } as any;
    }
    return filtered;
  });
}
