import { style } from '@vanilla-extract/css';
import { needsScripts } from '@/styles/a11y.css';
import { vars } from '@/styles/theme.css';
import { fontSize, fontWeight, radius, space, up } from '@/styles/tokens';

// Without scripting the form cannot reach the mail client (its mailto: action waits for the loader),
// so it is not offered: the owner's address below is.
export const form = style([needsScripts, { display: 'grid', gap: space(2.5) }]);

export const row = style({
  display: 'grid',
  gap: space(2.5),
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const counter = style({
  marginTop: `-${space(1.5)}`,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  textAlign: 'end',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const submit = style({ width: '100%', '@media': { [up('sm')]: { width: 'auto' } } });

export const fallback = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(1.5),
  marginTop: space(3),
  padding: space(2),
  borderRadius: radius.small,
  background: vars.color.surfaceMuted,
});

export const fallbackText = style({ minWidth: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const address = style({
  color: vars.color.text,
  fontWeight: fontWeight.semibold,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
