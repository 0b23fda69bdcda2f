/** A section's list page's own rules: the cards (shared.inline.css.ts has the rest). */
import { style } from '@vanilla-extract/css';
import { onHover } from '@/styles/hover';
import { overSite } from '@/styles/over-site';
import { vars } from '@/styles/theme.css';
import { fontSize, fontWeight, lineHeight, space, up } from '@/styles/tokens';
import { muted } from './shared.inline.css';

/** These rules as text (scripts/vite/vanilla-extract.ts fills it in). */
export declare const stylesheet: string;

export const list = style({ display: 'grid', gap: space(3), padding: 0, margin: 0, listStyle: 'none' });

export const card = style({ display: 'grid', overflow: 'hidden' });

export const cardBody = style({
  display: 'grid',
  gap: space(1.5),
  padding: space(2.5),
  minWidth: 0,
  '@media': { [up('sm')]: { padding: space(3) } },
});

export const title = style({
  fontSize: fontSize.h3,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const summary = style({ ...muted, overflowWrap: 'anywhere' });

/** A long section's pages: its numbers and steps are the site's chips (components/Chip), as links, in a chip list. */
export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space(1),
  marginTop: space(4),
});

const stepHover = onHover({ borderColor: vars.accent.primary.solid, color: vars.accent.primary.text });

export const pageNumber = style({
  justifyContent: 'center',
  minWidth: space(4.5),
  textDecoration: 'none',
  '@media': stepHover,
  selectors: {
    '&[aria-current]': {
      borderColor: vars.accent.primary.solid,
      background: vars.accent.primary.soft,
      color: vars.accent.primary.text,
    },
  },
});

export const pageStep = style({
  textDecoration: 'none',
  '@media': stepHover,
  ...overSite({ fontWeight: fontWeight.semibold }),
});

export const pageGap = style({ width: space(2) });
