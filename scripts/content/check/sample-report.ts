import { appendFileSync } from 'node:fs';
import { findPlaceholders, formatPlaceholderWarning, formatWarning, placeholderHolds } from './placeholders';
import { findSampleTraces, isUntouchedSample, newTraces, traceMessage, untouchedNote } from './sample-traces';
import { emptySectionMessage, emptySections } from './sections';
import { findStandIns, formatStandIn, standInMessage } from './stand-ins';
import { reportUntranslated } from './untranslated';

/**
 * Prints every sample value left in content (to stdout, where GitHub reads annotations): the
 * placeholder fields, then each other field that mentions the sample owner, or one note while the
 * content is the untouched sample, then the stand-ins the JSON Resume import left. With `summaryFile` ($GITHUB_STEP_SUMMARY) it adds them to the
 * job summary. Then the sections started with no entries yet, and the untranslated fields. Returns
 * the lines printed; never fails anything.
 */
export function reportSampleValues(dir: string, githubActions = false, summaryFile?: string): string[] {
  const placeholders = findPlaceholders(dir);
  const traces = newTraces(findSampleTraces(dir), placeholders);
  const untouched = isUntouchedSample(dir) && traces.length > 0;
  const standIns = findStandIns(dir);
  const lines = [
    ...placeholders.map((warning) => formatPlaceholderWarning(warning, githubActions)),
    ...(untouched
      ? [`${githubActions ? '::notice title=Sample content::' : 'Note: '}${untouchedNote(traces)}`]
      : traces.map((trace) => formatPlaceholderWarning(trace, githubActions, traceMessage(trace), 'Sample owner'))),
    ...standIns.map((standIn) => formatStandIn(standIn, githubActions)),
  ];
  for (const line of lines) console.log(line);
  if (summaryFile && lines.length > 0) {
    const items = [
      ...placeholders.map((w) => `- \`${w.file}:${w.line}\` ${w.field} ${placeholderHolds(w)}`),
      ...(untouched
        ? [`- ${untouchedNote(traces)}`]
        : traces.map((trace) => `- \`${trace.file}:${trace.line}\` ${traceMessage(trace)}`)),
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
