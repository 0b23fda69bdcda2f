/** A palette colour (src/styles/palette.ts) as the browser's computed style writes it: `rgb(r, g, b)`. */
export const computedRgb = (hex: string): string =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
