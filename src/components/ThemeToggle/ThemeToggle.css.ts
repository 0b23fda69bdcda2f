import { style } from '@vanilla-extract/css';
import { needsScripts } from '@/styles/a11y.css';
import { onHover } from '@/styles/hover';
import { topBarButton } from '@/styles/patterns.css';
import { vars } from '@/styles/theme.css';
import { colorTransition, radius } from '@/styles/tokens';

// Only a script works it: with scripting off it is not offered.
export const root = style([
  needsScripts,
  topBarButton,
  {
    borderRadius: radius.chip,
    color: vars.color.text,
    transition: `background-color ${colorTransition}, border-color ${colorTransition}, color ${colorTransition}`,
    '@media': onHover({ borderColor: vars.accent.primary.solid, color: vars.accent.primary.text }),
  },
]);

// Both icons are in the markup; the attribute picks one so the right icon shows before hydration.
export const sun = style({ selectors: { ':root[data-theme="dark"] &': { display: 'none' } } });
export const moon = style({ display: 'none', selectors: { ':root[data-theme="dark"] &': { display: 'block' } } });
