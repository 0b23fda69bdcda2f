/**
 * Draws the link-preview card and the icons from content at build time: satori lays out the
 * owner's name and title with Inter and Noto fallbacks cut to the text (scripts/build/share-fonts.ts;
 * text becomes paths, so no font is needed to view them) and sharp turns the SVG into PNG.
 * Colours are the light theme's tokens.
 */
import type { ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { favicon, shareCard, shareFontWeights, touchIcon } from '../../src/styles/share-image';
import type { lightTheme } from '../../src/styles/theme.css';
import { shareFonts } from './share-fonts';

export type ImageTheme = typeof lightTheme;

export type ShareCardContent = {
  name: string;
  title: string;
  location: string;
  chips: readonly string[];
  siteUrl: string;
};

type Style = Record<string, string | number>;
type Child = ReactNode;

/** A satori element: the object shape React's JSX produces, without React. */
const h = (type: string, style: Style, ...children: Child[]): ReactNode =>
  ({ type, key: null, props: { style, children: children.length === 1 ? children[0] : children } }) as ReactNode;

const WEIGHTS = Object.values(shareFontWeights);

/** The fonts for one drawing, cut to its text; the icons share the card's initials, so cache. */
const fontCache = new Map<string, ReturnType<typeof shareFonts>>();
function fontsFor(text: string) {
  const cached = fontCache.get(text);
  if (cached) return cached;
  const fonts = shareFonts(text, WEIGHTS);
  fontCache.set(text, fonts);
  return fonts;
}

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

function monogram(name: string, theme: ImageTheme, size: number, fontSize: number, radius: number, fontFamily: string) {
  return h(
    'div',
    {
      fontFamily,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: size,
      height: size,
      borderRadius: radius,
      backgroundColor: theme.color.primaryStrong,
      color: theme.color.onPrimary,
      fontSize,
      fontWeight: shareFontWeights.heavy,
      letterSpacing: shareCard.monogramLetterSpacing,
    },
    initials(name),
  );
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

const cardChips = (content: ShareCardContent) =>
  distinct([content.location, ...content.chips]).slice(0, shareCard.maxChips);
const siteHost = (siteUrl: string) => siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '');

/** Every piece of text the card and the icons draw. */
export function shareText(content: ShareCardContent): string {
  return [initials(content.name), content.name, content.title, ...cardChips(content), siteHost(content.siteUrl)].join(
    '\n',
  );
}

/** Characters of the card or icons that no embedded font draws (empty when all are drawn). */
export async function missingGlyphs(content: ShareCardContent): Promise<string[]> {
  return (await fontsFor(shareText(content))).missing;
}

function cardTree(content: ShareCardContent, theme: ImageTheme, fontFamily: string): ReactNode {
  const s = shareCard;
  const chip = (text: string) =>
    h(
      'div',
      {
        display: 'flex',
        padding: `${s.chipPaddingY}px ${s.chipPaddingX}px`,
        borderRadius: s.chipRadius,
        backgroundColor: theme.accent.primary.soft,
        color: theme.accent.primary.text,
        fontSize: s.chipFontSize,
        fontWeight: shareFontWeights.semibold,
      },
      text,
    );
  const chips = cardChips(content);
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: s.width,
      height: s.height,
      backgroundColor: theme.color.background,
      fontFamily,
    },
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        flexGrow: 1,
        padding: s.padding,
      },
      monogram(content.name, theme, s.monogramSize, s.monogramFontSize, s.monogramRadius, fontFamily),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', gap: s.gap / 2 },
        h(
          'div',
          {
            fontSize: s.nameFontSize,
            fontWeight: shareFontWeights.heavy,
            color: theme.color.text,
            letterSpacing: s.nameLetterSpacing,
            lineHeight: s.nameLineHeight,
          },
          content.name,
        ),
        h(
          'div',
          {
            fontSize: s.titleFontSize,
            fontWeight: shareFontWeights.semibold,
            color: theme.accent.primary.text,
            lineHeight: s.titleLineHeight,
          },
          content.title,
        ),
      ),
      h('div', { display: 'flex', flexWrap: 'wrap', gap: s.chipGap }, ...chips.map(chip)),
      h(
        'div',
        { fontSize: s.footerFontSize, fontWeight: shareFontWeights.regular, color: theme.color.textMuted },
        siteHost(content.siteUrl),
      ),
    ),
    h('div', {
      display: 'flex',
      height: s.stripeHeight,
      backgroundImage: `linear-gradient(90deg, ${theme.color.brandPrimary}, ${theme.color.brandSecondary})`,
    }),
  );
}

const toPng = (svg: string) =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toBuffer();

/** The 1200x630 Open Graph / Twitter card as PNG. */
export async function renderShareCard(content: ShareCardContent, theme: ImageTheme): Promise<Buffer> {
  const { fonts, families } = await fontsFor(shareText(content));
  const svg = await satori(cardTree(content, theme, families), {
    width: shareCard.width,
    height: shareCard.height,
    fonts,
  });
  return toPng(svg);
}

/** The SVG favicon: the owner's initials on the primary colour, text drawn as paths. */
export async function renderFavicon(name: string, theme: ImageTheme): Promise<string> {
  const { fonts, families } = await fontsFor(initials(name));
  return satori(monogram(name, theme, favicon.size, favicon.fontSize, favicon.radius, families), {
    width: favicon.size,
    height: favicon.size,
    fonts,
  });
}

/** The 180x180 opaque home-screen icon as PNG. */
export async function renderTouchIcon(name: string, theme: ImageTheme): Promise<Buffer> {
  const { fonts, families } = await fontsFor(initials(name));
  const svg = await satori(monogram(name, theme, touchIcon.size, touchIcon.fontSize, 0, families), {
    width: touchIcon.size,
    height: touchIcon.size,
    fonts,
  });
  return toPng(svg);
}
