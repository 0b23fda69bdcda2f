/**
 * The sections' rules both their pages use: an entry's image, its authors, its facts and its
 * links. Like list.inline.css.ts and entry.inline.css.ts, they stay out of the site's stylesheet,
 * which every page loads, so the six pages pay nothing for sections: a section's page carries
 * them in its <head> (SectionStyles).
 */
import { style } from '@vanilla-extract/css';
import { onHover } from '@/styles/hover';
import { overSite } from '@/styles/over-site';
import { vars } from '@/styles/theme.css';
import { colorFade, fontSize, fontWeight, lineHeight, radius, space } from '@/styles/tokens';

/** These rules as text (scripts/vite/vanilla-extract.ts fills it in). */
export declare const stylesheet: string;

/** Secondary text, fading with the theme. */
export const muted = { transition: colorFade, color: vars.color.textMuted };

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16/9',
  objectFit: 'cover',
});

export const authors = style({ margin: 0, fontSize: fontSize.sm, overflowWrap: 'anywhere' });

export const facts = style({
  ...muted,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space(0.5)} ${space(2)}`,
  fontSize: fontSize.sm,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space(1), padding: 0, listStyle: 'none' });

export const link = style({
  transition: colorFade,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(0.75),
  minHeight: space(5.5),
  padding: `0 ${space(1.5)}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.small,
  color: vars.accent.primary.text,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  '@media': onHover({ background: vars.accent.primary.soft }),
});

/** A topic's chip is the site's chip (components/Chip), as a link: its underline goes, and its mark sits against its name. */
export const tag = style({ textDecoration: 'none', ...overSite({ gap: 0 }) });

/** An entry's title as a link, on a list, a topic's page or among a post's related ones. */
export const titleLink = style({
  color: 'inherit',
  textUnderlineOffset: '0.2em',
  '@media': onHover({ color: vars.accent.primary.text }),
});

/** The way back: from a post to its section, from a topic to the topics. */
export const back = style({ alignSelf: 'center', color: vars.accent.primary.text, fontWeight: fontWeight.semibold });

/** Short rows of entries, a title and its facts each: a topic's page, a post's related ones. */
export const rows = style({ display: 'grid', gap: space(2), padding: 0, margin: 0, listStyle: 'none' });

export const row = style({ display: 'grid', gap: space(0.5), minWidth: 0 });

export const rowTitle = style({
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});
