import { describe, expect, it } from 'vitest';
import { canHover, onHover, onHoverLift } from './hover';
import { hoverLift } from './tokens';

const stillForReducedMotion = `${canHover} and (prefers-reduced-motion: reduce)`;

describe('hover styles', () => {
  it('apply only where a pointer hovers, so a tapped element does not stay lit on a phone', () => {
    expect(onHover({ color: 'red' })).toEqual({ [canHover]: { selectors: { '&:hover': { color: 'red' } } } });
  });

  it('lift cards and tiles, and keep them still, with the rest of the hover, for reduced motion', () => {
    expect(onHoverLift({ boxShadow: 'lifted' })).toEqual({
      [canHover]: { selectors: { '&:hover': { transform: hoverLift, boxShadow: 'lifted' } } },
      [stillForReducedMotion]: { selectors: { '&:hover': { transform: 'none' } } },
    });
  });
});
