import { STYLES_ATTRIBUTE } from './loader-attributes';

/**
 * A prerendered page carries only the style rules its own markup uses (scripts/page-load/inline-css.ts).
 * The app changes classes (the open menu, the form's states) and renders other pages in place, so
 * it needs every rule: this adds the site's stylesheets the page's loader names in `data-styles`
 * (prefetched after the first paint) and resolves once they have loaded, or failed to.
 */
export function loadSiteStyles(doc: Document = document): Promise<void> {
  const hrefs = doc.querySelector(`script[${STYLES_ATTRIBUTE}]`)?.getAttribute(STYLES_ATTRIBUTE)?.split(' ') ?? [];
  return Promise.all(
    hrefs.filter(Boolean).map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          // A stylesheet that fails to load must not keep the page from becoming interactive.
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          doc.head.append(link);
        }),
    ),
  ).then(() => undefined);
}
