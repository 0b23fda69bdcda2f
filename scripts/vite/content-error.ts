/**
 * A content mistake as Vite shows it while editing: the check's report as the message, the first
 * file and line as the overlay's location, and no stack, which would name the parser, not the file.
 */
import { resolve } from 'node:path';
import type { ContentIssue } from '../content/check/check.ts';
import { formatReport } from '../content/check/check.ts';

export type ContentCheckError = Error & { id: string; loc: { file: string; line: number; column: number } };

export function contentCheckError(issues: readonly ContentIssue[]): ContentCheckError {
  const first = issues[0];
  const file = resolve(first?.file ?? '.');
  const error = new Error(formatReport([...issues])) as ContentCheckError;
  error.name = 'ContentError';
  error.stack = '';
  error.id = file;
  error.loc = { file, line: first?.line ?? 1, column: 1 };
  return error;
}
