/**
 * Draws the link-preview card and the icons from content at build time: satori lays out the
 * owner's name and title with Inter (text becomes paths, so no font is needed to view them) and
 * sharp turns the SVG into PNG. Colours are the light theme's tokens.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { favicon, shareCard, shareFontWeights, touchIcon } from '../src/styles/share-image';
import type { lightTheme } from '../src/styles/theme.css';

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

const require = createRequire(import.meta.url);

function interFonts() {
  const subsets = ['latin', 'latin-ext'];
  return Object.values(shareFontWeights).flatMap((weight) =>
    subsets.map((subset) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    })),
  );
}

let fonts: ReturnType<typeof interFonts> | undefined;
const loadFonts = () => {
  fonts ??= interFonts();
  return fonts;
};

/** "Arjun Kumar" → "AK"; a single name gives one letter. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('');
}

function monogram(name: string, theme: ImageTheme, size: number, fontSize: number, radius: number): ReactNode {
  return h(
    'div',
    {
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

function cardTree(content: ShareCardContent, theme: ImageTheme): ReactNode {
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
  const chips = distinct([content.location, ...content.chips]).slice(0, s.maxChips);
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: s.width,
      height: s.height,
      backgroundColor: theme.color.background,
      fontFamily: 'Inter',
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
      monogram(content.name, theme, s.monogramSize, s.monogramFontSize, s.monogramRadius),
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
        content.siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
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
  const svg = await satori(cardTree(content, theme), {
    width: shareCard.width,
    height: shareCard.height,
    fonts: loadFonts(),
  });
  return toPng(svg);
}

/** The SVG favicon: the owner's initials on the primary colour, text drawn as paths. */
export function renderFavicon(name: string, theme: ImageTheme): Promise<string> {
  return satori(monogram(name, theme, favicon.size, favicon.fontSize, favicon.radius), {
    width: favicon.size,
    height: favicon.size,
    fonts: loadFonts(),
  });
}

/** The 180x180 opaque home-screen icon as PNG. */
export async function renderTouchIcon(name: string, theme: ImageTheme): Promise<Buffer> {
  const svg = await satori(monogram(name, theme, touchIcon.size, touchIcon.fontSize, 0), {
    width: touchIcon.size,
    height: touchIcon.size,
    fonts: loadFonts(),
  });
  return toPng(svg);
}
