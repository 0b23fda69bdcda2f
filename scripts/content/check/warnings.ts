import { appendFileSync } from 'node:fs';
import { findStandIns, formatStandIn, standInMessage } from './import-stand-ins';
import { findSampleMentions, isUntouchedSample, mentionMessage, newMentions, untouchedNote } from './sample-mentions';
import { findPlaceholders, formatPlaceholderWarning, formatWarning, placeholderHolds } from './sample-values';
import { emptySectionMessage, emptySections } from './sections';
import { reportUntranslated } from './untranslated';

/**
 * Prints the check's warnings, which never fail anything (to stdout, where GitHub reads
 * annotations): the sample's values left in placeholder fields, then each other field that
 * mentions the sample owner (or one note while the content is the untouched sample), the
 * stand-ins the JSON Resume import left, the sections started with no entries yet and the
 * untranslated fields. With `summaryFile` ($GITHUB_STEP_SUMMARY) it adds them to the job summary.
 * Returns the lines printed.
 */
export function reportWarnings(dir: string, githubActions = false, summaryFile?: string): string[] {
  const placeholders = findPlaceholders(dir);
  const traces = newMentions(findSampleMentions(dir), placeholders);
  const untouched = isUntouchedSample(dir) && traces.length > 0;
  const standIns = findStandIns(dir);
  const lines = [
    ...placeholders.map((warning) => formatPlaceholderWarning(warning, githubActions)),
    ...(untouched
      ? [`${githubActions ? '::notice title=Sample content::' : 'Note: '}${untouchedNote(traces)}`]
      : traces.map((trace) => formatPlaceholderWarning(trace, githubActions, mentionMessage(trace), 'Sample owner'))),
    ...standIns.map((standIn) => formatStandIn(standIn, githubActions)),
  ];
  for (const line of lines) console.log(line);
  if (summaryFile && lines.length > 0) {
    const items = [
      ...placeholders.map((w) => `- \`${w.file}:${w.line}\` ${w.field} ${placeholderHolds(w)}`),
      ...(untouched
        ? [`- ${untouchedNote(traces)}`]
        : traces.map((trace) => `- \`${trace.file}:${trace.line}\` ${mentionMessage(trace)}`)),
      ...standIns.map((standIn) => `- \`${standIn.file}:${standIn.line}\` ${standInMessage(standIn)}`),
    ];
    appendFileSync(
      summaryFile,
      `### Sample values left in content\n\n${items.join('\n')}\n\nWarnings only: the site builds and deploys.\n\n`,
    );
  }
  const empty = emptySections(dir, dir).map((section) =>
    formatWarning({ ...section, field: 'path' }, emptySectionMessage(section), 'Section', githubActions),
  );
  for (const line of empty) console.log(line);
  return [...lines, ...empty, ...reportUntranslated(dir, githubActions, summaryFile)];
}
