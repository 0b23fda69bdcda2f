/**
 * A section entry's own share image, `<section>/<slug>/og.png`: the site's card drawn with the
 * entry's title, when and where, and its topics, so a shared post previews as itself. Drawn once
 * and kept (share-cache.ts): an unchanged post's image is copied, never drawn again.
 */
import { join } from 'node:path';
import { palette } from '../../src/styles/palette';
import { renderShareCard } from './og-image';
import type { SeoFacts } from './seo-build';
import { cachedShareImage } from './share-cache';

export type OwnShareImage = { file: string; alt: string };

/** What the server entry's render gives for an entry page: the card's words and its alt text, in the page's language. */
type EntryShare = { title: string; location: string; chips: readonly string[]; alt: string };

/** Where an entry's card goes, relative to the site, and its alt text: what its head tags name. */
export const entryShareImage = (path: string, share: EntryShare, site: SeoFacts): OwnShareImage => ({
  file: `${path.replace(/^\/+/, '')}/og.png`,
  alt: `${share.title}, ${site.name}`,
});

/** Draws and writes one entry's card at `file`, starting from the right in a right-to-left language as the home card does. */
export async function writeEntryShareImage(
  siteDir: string,
  file: string,
  share: EntryShare,
  site: SeoFacts,
  direction: 'ltr' | 'rtl' = 'ltr',
): Promise<void> {
  const card = {
    dir: direction,
    name: share.title,
    monogram: site.name,
    title: site.name,
    location: share.location,
    chips: share.chips,
    siteUrl: site.siteUrl,
  };
  await cachedShareImage(join(siteDir, file), { card, theme: palette.light }, () =>
    renderShareCard(card, palette.light),
  );
}
