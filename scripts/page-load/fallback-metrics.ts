/**
 * The regular faces' metrics of the platform fallbacks, as Capsize publishes them
 * (@capsizecss/metrics 4.3.0: arial, helvetica, roboto), the fields a font stack reads, in units
 * of each font's em. Kept here rather than installed: that package carries every Google font's
 * metrics, 29,597 files, a third of what `npm ci` writes, for these three, whose font files do not
 * change.
 */
import type { createFontStack } from '@capsizecss/core';

type Metrics = Parameters<typeof createFontStack>[0][number];

export const arial: Metrics = {
  familyName: 'Arial',
  fullName: 'Arial',
  postscriptName: 'ArialMT',
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 913,
  subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } },
};

export const helvetica: Metrics = {
  familyName: 'Helvetica',
  fullName: 'Helvetica',
  postscriptName: 'Helvetica',
  ascent: 1577,
  descent: -471,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 913,
  subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1298 } },
};

export const roboto: Metrics = {
  familyName: 'Roboto',
  fullName: 'Roboto Regular',
  postscriptName: 'Roboto-Regular',
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 911,
  subsets: { latin: { xWidthAvg: 911 }, thai: { xWidthAvg: 908 } },
};
