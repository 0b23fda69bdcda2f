import { style } from '@vanilla-extract/css';

// The skip link focuses <main> itself; a ring around the whole page would only be noise.
export const main = style({ minHeight: '100vh', outline: 'none' });
