/**
 * The printed résumé's look (scripts/resume): points, not pixels, and the light theme's text,
 * muted and accent colours (theme.css.ts), so the PDF reads like the site on paper.
 */
export const resumeColors = {
  text: '#111827',
  muted: '#4B5563',
  accent: '#4F46E5',
  rule: '#E5E7EB',
} as const;

export const resumeType = {
  name: 20,
  title: 11.5,
  heading: 11,
  entryTitle: 10,
  body: 9,
  small: 8.5,
  lineHeight: 1.35,
} as const;

/** Page margins and the gaps between sections and entries, in points (1/72 inch). */
export const resumeSpace = { margin: 40, section: 10, entry: 6, line: 2 } as const;

/** Inter weights the PDF uses (files from @fontsource/inter). */
export const resumeFontWeights = { regular: 400, semibold: 600, bold: 700 } as const;
