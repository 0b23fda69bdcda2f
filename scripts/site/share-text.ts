/** The words the share card and the icons draw, picked from content. */
import { shareCard } from './share-style';

export type ShareCardContent = {
  name: string;
  title: string;
  location: string;
  chips: readonly string[];
  siteUrl: string;
  /** Whose initials the monogram shows when `name` is not the owner's (an entry's card); the owner's name. */
  monogram?: string;
  /** The page's language's direction: a right-to-left card starts at the right. */
  dir?: 'ltr' | 'rtl';
};

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** The first letter of a word with its accents; scripts without letters case stay as they are. */
const firstLetter = (word: string) => {
  const letter = [...graphemes.segment(word)].find(({ segment }) => /[\p{L}\p{N}]/u.test(segment))?.segment ?? '';
  return letter.toUpperCase();
};

/**
 * "Arjun Kumar" → "AK"; a single name gives one letter. Names written without spaces (Chinese,
 * Japanese) give their first character.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => firstLetter(word ?? '')).join('');
}

/** Drops chips that repeat an earlier one but for punctuation ("Dublin Ireland" after "Dublin, Ireland"). */
function distinct(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLowerCase().replace(/[^\p{L}\p{N}+]/gu, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The chips the card shows: the location first, no repeats, at most the card's number. */
export const cardChips = (content: ShareCardContent) =>
  distinct([content.location, ...content.chips]).slice(0, shareCard.maxChips);

/** The site's address without its scheme or trailing slash. */
export const siteHost = (siteUrl: string) => siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '');

/** Every piece of text the card and the icons draw. */
export function shareText(content: ShareCardContent): string {
  return [
    initials(content.monogram ?? content.name),
    content.name,
    content.title,
    ...cardChips(content),
    siteHost(content.siteUrl),
    // The ellipsis satori ends a cut name or title with: without a glyph it would draw nothing.
    '…',
  ].join('\n');
}
