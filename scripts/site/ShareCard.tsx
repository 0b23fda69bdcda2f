/** The link-preview card and the icons' monogram, as satori lays them out (flexbox, inline styles). */
import type { Theme } from '../../src/styles/palette';
import { shareCard as s, shareFontWeights } from './share-style';
import { cardChips, initials, type ShareCardContent, siteHost } from './share-text';

export type ImageTheme = Theme;

type MonogramProps = {
  name: string;
  theme: ImageTheme;
  size: number;
  fontSize: number;
  radius: number;
  fontFamily: string;
};

/** The owner's initials on the primary colour. */
export function Monogram({ name, theme, size, fontSize, radius, fontFamily }: MonogramProps) {
  return (
    <div
      style={{
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
        letterSpacing: s.monogramLetterSpacing,
      }}
    >
      {initials(name)}
    </div>
  );
}

function Chip({ text, theme }: { text: string; theme: ImageTheme }) {
  return (
    <div
      style={{
        display: 'flex',
        padding: `${s.chipPaddingY}px ${s.chipPaddingX}px`,
        borderRadius: s.chipRadius,
        backgroundColor: theme.accent.primary.soft,
        color: theme.accent.primary.text,
        fontSize: s.chipFontSize,
        fontWeight: shareFontWeights.semibold,
        maxWidth: '100%',
        wordBreak: 'break-word',
      }}
    >
      {text}
    </div>
  );
}

/**
 * The name and title stay on the card whatever the owner writes: a long word breaks, a third line
 * is cut with an ellipsis, and accents stacked past the line are clipped. Below the last line is
 * room for the tails of Arabic letters (ع, ن), which hang past a tight line; the layout is unchanged.
 */
const fitted = (fontSize: number) =>
  ({
    fontSize,
    display: 'block',
    lineClamp: 2,
    wordBreak: 'break-word',
    overflow: 'hidden',
    paddingBottom: fontSize * s.tailRoom,
    marginBottom: -fontSize * s.tailRoom,
  }) as const;

type ShareCardProps = { content: ShareCardContent; theme: ImageTheme; fontFamily: string };

/** The 1200x630 Open Graph / Twitter card: monogram, name, title, chips, address, brand stripe. */
export function ShareCard({ content, theme, fontFamily }: ShareCardProps) {
  const direction = content.dir ?? 'ltr';
  return (
    <div
      style={{
        direction,
        display: 'flex',
        flexDirection: 'column',
        width: s.width,
        height: s.height,
        backgroundColor: theme.color.background,
        fontFamily,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexGrow: 1,
          padding: s.padding,
        }}
      >
        <Monogram
          name={content.monogram ?? content.name}
          theme={theme}
          size={s.monogramSize}
          fontSize={s.monogramFontSize}
          radius={s.monogramRadius}
          fontFamily={fontFamily}
        />
        <div style={{ display: 'flex', flexDirection: 'column', gap: s.gap / 2 }}>
          <div
            style={{
              fontWeight: shareFontWeights.heavy,
              color: theme.color.text,
              letterSpacing: s.nameLetterSpacing,
              lineHeight: s.nameLineHeight,
              ...fitted(s.nameFontSize),
            }}
          >
            {content.name}
          </div>
          <div
            style={{
              fontWeight: shareFontWeights.semibold,
              color: theme.accent.primary.text,
              lineHeight: s.titleLineHeight,
              ...fitted(s.titleFontSize),
            }}
          >
            {content.title}
          </div>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: s.chipGap }}>
          {cardChips(content).map((text) => (
            <Chip key={text} text={text} theme={theme} />
          ))}
        </div>
        <div
          style={{
            fontSize: s.footerFontSize,
            fontWeight: shareFontWeights.regular,
            color: theme.color.textMuted,
            wordBreak: 'break-word',
          }}
        >
          {siteHost(content.siteUrl)}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          height: s.stripeHeight,
          // From the reading start: the primary colour where the line begins.
          backgroundImage: `linear-gradient(${direction === 'rtl' ? 270 : 90}deg, ${theme.color.brandPrimary}, ${theme.color.brandSecondary})`,
        }}
      />
    </div>
  );
}
