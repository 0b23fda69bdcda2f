import { StyleSheet } from '@react-pdf/renderer';
import { resumeColors, resumeFontWeights, resumeSpace, resumeType } from '../../src/styles/resume';

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
  entry: { marginBottom: resumeSpace.entry },
  entryTitle: { fontSize: resumeType.entryTitle, fontWeight: resumeFontWeights.semibold },
  meta: { fontSize: resumeType.small, color: resumeColors.muted },
  line: { marginTop: 1 },
  bullet: { flexDirection: 'row', marginTop: 1 },
  bulletRtl: { flexDirection: 'row-reverse' },
  bulletMark: { width: 9 },
  bulletText: { flex: 1 },
  label: { fontWeight: resumeFontWeights.semibold },
  rtl: { direction: 'rtl', textAlign: 'right' },
});
