/**
 * The printed résumé's look: points, not pixels, and the light theme's text, muted, accent and
 * border colours (src/styles/palette.ts), so the PDF reads like the site on paper.
 */
import { StyleSheet } from '@react-pdf/renderer';
import { palette } from '../../src/styles/palette';

const { color, accent } = palette.light;

const resumeColors = { text: color.text, muted: color.textMuted, accent: accent.primary.text, rule: color.border };

const resumeType = {
  name: 20,
  title: 11.5,
  heading: 11,
  entryTitle: 10,
  body: 9,
  small: 8.5,
  lineHeight: 1.35,
} as const;

/** Page margins and the gaps between sections and entries, in points (1/72 inch). */
const resumeSpace = { margin: 40, section: 10, entry: 6, line: 2 } as const;

/** Inter weights the PDF uses (files from @fontsource/inter). */
export const resumeFontWeights = { regular: 400, semibold: 600, bold: 700 } as const;

export const styles = StyleSheet.create({
  page: {
    fontSize: resumeType.body,
    lineHeight: resumeType.lineHeight,
    color: resumeColors.text,
    padding: resumeSpace.margin,
  },
  name: { fontSize: resumeType.name, fontWeight: resumeFontWeights.bold, lineHeight: 1.15 },
  title: { fontSize: resumeType.title, fontWeight: resumeFontWeights.semibold, color: resumeColors.accent },
  contact: { fontSize: resumeType.small, color: resumeColors.muted, marginTop: resumeSpace.line },
  link: { color: resumeColors.accent, textDecoration: 'none' },
  section: { marginTop: resumeSpace.section },
  heading: {
    fontSize: resumeType.heading,
    fontWeight: resumeFontWeights.bold,
    color: resumeColors.accent,
    borderBottomWidth: 0.75,
    borderBottomColor: resumeColors.rule,
    paddingBottom: 1,
    marginBottom: resumeSpace.entry / 2,
  },
  entry: { marginTop: resumeSpace.entry },
  entryTitle: { fontSize: resumeType.entryTitle, fontWeight: resumeFontWeights.semibold },
  meta: { fontSize: resumeType.small, color: resumeColors.muted },
  line: { marginTop: 1 },
  bullet: { flexDirection: 'row', marginTop: 1 },
  bulletRtl: { flexDirection: 'row-reverse' },
  bulletMark: { width: 9 },
  bulletText: { flex: 1 },
  label: { fontWeight: resumeFontWeights.semibold },
  rtl: { direction: 'rtl', textAlign: 'right' },
  alignRight: { textAlign: 'right' },
});
