import { style } from '@vanilla-extract/css';
import { eyebrow, factLabel, iconList, iconListItem } from '@/styles/patterns.css';
import { vars } from '@/styles/theme.css';
import { colorFade, fontSize, fontWeight, lineHeight, radius, space, up } from '@/styles/tokens';

export const root = style({
  display: 'grid',
  gridTemplateAreas: '"panel" "main"',
  gap: space(3),
  padding: space(2.5),
  '@media': {
    [up('sm')]: { padding: space(4) },
    [up('md')]: {
      gridTemplateAreas: '"main panel"',
      gridTemplateColumns: `minmax(0, 1fr) ${space(32)}`,
      gap: space(5),
    },
  },
});

export const main = style({ gridArea: 'main', display: 'grid', alignContent: 'start', gap: space(2) });

export const title = style({
  fontSize: fontSize.h2,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const description = style({ transition: colorFade, color: vars.color.textMuted, fontSize: fontSize.lg });

export const subheading = eyebrow;

export const features = iconList;

export const feature = iconListItem;

export const check = style({ transition: colorFade, marginTop: '0.2em', color: vars.accent.secondary.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space(1.5), marginTop: space(1) });

// A compact row above the text on phones, a centred side panel from `md` up.
export const panel = style({
  transition: colorFade,
  gridArea: 'panel',
  display: 'flex',
  alignItems: 'center',
  gap: space(2),
  padding: space(2),
  borderRadius: radius.card,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.accent.primary.soft}, ${vars.accent.secondary.soft})`,
  '@media': {
    [up('md')]: { flexDirection: 'column', justifyContent: 'center', padding: space(3), textAlign: 'center' },
  },
});

export const panelIcon = style({
  transition: colorFade,
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: space(8),
  height: space(8),
  borderRadius: '50%',
  background: vars.color.surface,
  color: vars.accent.primary.text,
  boxShadow: vars.shadow.card,
  '@media': { [up('md')]: { width: space(10), height: space(10) } },
});

export const panelLabel = factLabel;

export const panelValue = style({
  transition: colorFade,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  color: vars.color.text,
});
