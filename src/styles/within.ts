import { globalStyle } from '@vanilla-extract/css';

/**
 * A global rule for elements inside `parent` (a class): `selectors` are relative to it and
 * comma-separated, outside `:is()`. For markup a style's own class cannot reach, such as a post's
 * compiled body. Called from a `*.css.ts` file, which owns the rule.
 */
export const within = (parent: string, selectors: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(
    selectors
      .split(/,(?![^(]*\))/)
      .map((part) => `${parent} ${part.trim()}`)
      .join(','),
    rule,
  );
