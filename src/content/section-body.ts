import images from 'virtual:content-images';
import mathsFont from 'virtual:maths-font';
import bodies from 'virtual:section-bodies';
import { notFound } from '@tanstack/react-router';

type TocItem = { id: string; text: string; depth: number };
export type EntryBody = { html: string; toc: TocItem[] };

/** The attribute the prerendered body carries: `section/slug`, so the page it hydrates can read it back. */
export const BODY_ATTRIBUTE = 'data-entry-body';
export const TOC_ATTRIBUTE = 'data-toc-depth';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A body image marker (scripts/content/markdown.ts) as the built `<picture>`, like the portrait's.
 * The marker's path is one the check allows (IMAGE_PATTERN: letters, digits, `_.-/`), so it needs no
 * decoding. The alt text is copied as the compiler escaped it (`[^"]*` holds no quote that could end
 * it); every other value is escaped here, the asset address included, so nothing reaches the body
 * unescaped.
 */
function withImages(html: string): string {
  return html.replace(/<img data-content-image="([^"]+)" alt="([^"]*)">/g, (marker, path: string, alt: string) => {
    const image = images[path];
    if (!image) return marker;
    const sources = image.sources
      .map((s) => `<source type="${attribute(s.type)}" srcset="${attribute(s.srcSet)}">`)
      .join('');
    return `<picture>${sources}<img src="${attribute(image.src)}" srcset="${attribute(image.srcSet)}" width="${image.width}" height="${image.height}" alt="${alt}" loading="lazy" decoding="async"></picture>`;
  });
}

/** The body the prerender wrote into this page, when it is the one asked for: hydration reuses it. */
function prerendered(key: string): EntryBody | null {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(`[${BODY_ATTRIBUTE}]`);
  if (element?.getAttribute(BODY_ATTRIBUTE) !== key) return null;
  const toc = [...document.querySelectorAll<HTMLAnchorElement>(`[${TOC_ATTRIBUTE}] > a`)].map((link) => ({
    id: decodeURIComponent(link.hash.slice(1)),
    text: link.textContent ?? '',
    depth: Number(link.parentElement?.getAttribute(TOC_ATTRIBUTE)),
  }));
  return { html: element.innerHTML, toc };
}

/**
 * An entry's body: read back from the prerendered page it hydrates, else its own small module
 * (scripts/vite/sections.ts), so a post's words are never in the scripts a page starts with.
 */
export async function loadEntryBody(section: string, slug: string): Promise<EntryBody> {
  const key = `${section}/${slug}`;
  const found = prerendered(key);
  if (found) return found;
  const load = Object.hasOwn(bodies, key) ? bodies[key] : undefined;
  if (!load) throw notFound();
  const { html, toc } = (await load()).default;
  return { html: withImages(html), toc };
}

/** The maths font's address for a body with maths in it (scripts/content/maths.ts), else null: a page without maths loads none. */
export const mathsFontFor = (html: string): string | null => (html.includes('<math') ? mathsFont : null);
