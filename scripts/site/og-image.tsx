/**
 * Draws the link-preview card and the icons from content at build time: satori lays out
 * ShareCard.tsx with Inter and Noto fallbacks cut to the text (share-fonts.ts; text becomes paths,
 * so no font is needed to view them) and sharp turns the SVG into PNG. Colours are the light
 * mode's, from src/styles/palette.ts.
 */
import satori from 'satori';
import sharp from 'sharp';
import { type ImageTheme, Monogram, ShareCard } from './ShareCard';
import { shareFonts } from './share-fonts';
import { favicon, shareCard, shareFontWeights, touchIcon } from './share-style';
import { initials, type ShareCardContent, shareText } from './share-text';

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

/** Characters of the card or icons that no embedded font draws (empty when all are drawn). */
export async function missingGlyphs(content: ShareCardContent): Promise<string[]> {
  return (await fontsFor(shareText(content))).missing;
}

/**
 * Full-colour PNG at zlib's default level: a card is 53 KB, and encodes in 8 ms. Quantised to a
 * palette it was 17 KB but took 65 ms, most of a card's cost, for a file only link previews fetch
 * (a thousand posts: a minute of a cold build).
 */
const toPng = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();

/** The 1200x630 Open Graph / Twitter card as PNG. */
export async function renderShareCard(content: ShareCardContent, theme: ImageTheme): Promise<Buffer> {
  const { fonts, families } = await fontsFor(shareText(content));
  const svg = await satori(<ShareCard content={content} theme={theme} fontFamily={families} />, {
    width: shareCard.width,
    height: shareCard.height,
    fonts,
  });
  return toPng(svg);
}

/** The SVG favicon: the owner's initials on the primary colour, text drawn as paths. */
export async function renderFavicon(name: string, theme: ImageTheme): Promise<string> {
  const { fonts, families } = await fontsFor(initials(name));
  const { size, fontSize, radius } = favicon;
  return satori(
    <Monogram name={name} theme={theme} size={size} fontSize={fontSize} radius={radius} fontFamily={families} />,
    { width: size, height: size, fonts },
  );
}

/** The 180x180 opaque home-screen icon as PNG. */
export async function renderTouchIcon(name: string, theme: ImageTheme): Promise<Buffer> {
  const { fonts, families } = await fontsFor(initials(name));
  const { size, fontSize } = touchIcon;
  const svg = await satori(
    <Monogram name={name} theme={theme} size={size} fontSize={fontSize} radius={0} fontFamily={families} />,
    { width: size, height: size, fonts },
  );
  return toPng(svg);
}
