/** A range of code points, first and last included. */
export type Range = readonly [number, number];

/** A CSS `unicode-range`: "U+0460-052F,U+20B4" → [[0x460, 0x52f], [0x20b4, 0x20b4]]. */
export function parseUnicodeRange(css: string): Range[] {
  return css.split(',').map((part) => {
    const [first = '', last] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last ?? first, 16)] as const;
  });
}

export const inRanges = (ranges: readonly Range[], code: number) =>
  ranges.some(([first, last]) => code >= first && code <= last);
