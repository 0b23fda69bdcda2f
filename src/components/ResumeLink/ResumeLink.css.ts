import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight } from '@/styles/tokens';

export const details = style({ fontSize: fontSize.sm, fontWeight: fontWeight.regular });
