import { style } from '@vanilla-extract/css';
import { pageHeading } from '@/styles/patterns.css';
import { vars } from '@/styles/theme.css';
import { colorFade, fontSize, fontWeight, lineHeight, portraitSize, space, up } from '@/styles/tokens';

export const root = style({
  display: 'grid',
  gridTemplateAreas: '"portrait" "text"',
  gap: space(4),
  alignItems: 'center',
  '@media': {
    [up('md')]: {
      gridTemplateAreas: '"text portrait"',
      gridTemplateColumns: `minmax(0, 1fr) ${portraitSize}px`,
      gap: space(8),
    },
  },
});

export const text = style({
  gridArea: 'text',
  display: 'grid',
  justifyItems: 'center',
  gap: space(2),
  textAlign: 'center',
  '@media': { [up('md')]: { justifyItems: 'start', textAlign: 'start' } },
});

export const heading = pageHeading;

export const title = style({
  transition: colorFade,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.accent.secondary.text,
});

export const intro = style({
  transition: colorFade,
  maxWidth: '60ch',
  color: vars.color.textMuted,
  fontSize: fontSize.lg,
});

export const chips = style({
  justifyContent: 'center',
  '@media': { [up('md')]: { justifyContent: 'flex-start' } },
});

// On a phone each button takes the full row; from `sm` the four sit in two even columns, so
// none is ever left alone on a row, however long the owner's labels are.
export const actions = style({
  display: 'grid',
  gap: space(1.5),
  marginTop: space(1),
  width: '100%',
  '@media': {
    [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, max-content))', justifyContent: 'center' },
    [up('md')]: { justifyContent: 'start' },
  },
});

export const action = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const portrait = style({
  gridArea: 'portrait',
  justifySelf: 'center',
  width: `calc(${portraitSize}px * 0.7)`,
  '@media': { [up('md')]: { width: `${portraitSize}px` } },
});
