import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { colorTransition, radius, space } from '@/styles/tokens';

export const root = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: space(5),
  height: space(5),
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.chip,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${colorTransition}, border-color ${colorTransition}, color ${colorTransition}`,
  selectors: { '&:hover': { borderColor: vars.accent.primary.solid, color: vars.accent.primary.text } },
});

// Both icons are in the markup; the attribute picks one so the right icon shows before hydration.
export const sun = style({ selectors: { ':root[data-theme="dark"] &': { display: 'none' } } });
export const moon = style({ display: 'none', selectors: { ':root[data-theme="dark"] &': { display: 'block' } } });
