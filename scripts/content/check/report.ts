/** The content check's report: each problem as `file:line message`, a summary and GitHub annotations. */

/** One problem: where it is and what to do, e.g. `skills[2].level must be 0-100, got 150`. */
export type ContentIssue = { file: string; line: number; field: string; message: string };

/** A description as a clause inside a message: `(Employer)`, not `(Employer.)`. */
export const withoutStop = (text: string) => text.replace(/\.$/, '');

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `file:line message`, the form editors and terminals turn into a link. */
export const formatIssue = (issue: ContentIssue) => `${issue.file}:${issue.line} ${issue.message}`;

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A GitHub Actions annotation, so the error shows on the line in the pull request. */
export function annotation(issue: ContentIssue): string {
  const title = issue.field ? `Content: ${issue.field}` : 'Content check';
  return `::error file=${escapeProperty(issue.file)},line=${issue.line},title=${escapeProperty(title)}::${escapeData(issue.message)}`;
}

/** The whole report the owner reads: every problem, then how to go on. */
export function formatReport(issues: ContentIssue[], githubActions = false): string {
  const files = new Set(issues.map((issue) => issue.file)).size;
  const lines = [
    `Content check failed: ${plural(issues.length, 'problem')} in ${plural(files, 'file')}.`,
    '',
    ...issues.map(formatIssue),
    '',
    'Fix each line above, then run `npm run check:content` again.',
    'docs/content.md, "Editing your content", explains every file and field.',
  ];
  if (githubActions) lines.push(...issues.map(annotation));
  return lines.join('\n');
}

/** A size in the units the owner's file manager shows: `256 KB`, `5.2 MB` (1 KB = 1024 bytes), rounded up. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)} MB`;
}
