import { style } from '@vanilla-extract/css';

export const main = style({ minHeight: '100vh' });
