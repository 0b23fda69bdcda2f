import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/tokens';

export const timeline = style({ maxWidth: `${breakpoints.md}px`, marginInline: 'auto' });
