import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight } from '@/styles/tokens';

// A download means nothing on paper.
export const root = style({ '@media': { print: { display: 'none' } } });

export const details = style({ fontSize: fontSize.sm, fontWeight: fontWeight.regular });
