/**
 * The sections' .bib files: every problem in every entry, each at its file and line and naming the
 * entry's key (scripts/content/bibtex/parse.ts says what), and an entry whose address a Markdown
 * entry or another .bib entry of its section takes already.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isScalar, type YAMLMap } from 'yaml';
import { bibtexFiles, readBibtex } from '../bibtex/files.ts';
import { parseBibtex } from '../bibtex/parse.ts';
import type { FileCheck } from './fields.ts';
import type { ContentIssue } from './report.ts';
import { pathProblem } from './walk.ts';

/** Every problem of the .bib files under `dir` (`label`: content/ as the owner knows it). */
export function bibtexIssues(dir: string, label: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  // An address each section's .bib entries took: `papers/qiu2021` → where.
  const addresses = new Map<string, string>();
  for (const path of bibtexFiles(dir)) {
    const file = `${label}/${path}`;
    const refused = pathProblem(dir, path);
    const read = refused ? { line: 1, message: refused } : readBibtex(join(dir, path));
    if (!('result' in read)) {
      issues.push({ file, line: read.line, field: '', message: read.message });
      continue;
    }
    for (const problem of read.result.problems)
      issues.push({
        file,
        line: problem.line,
        field: problem.field,
        message: `entry ${problem.key}: ${problem.message}`,
      });
    const section = path.split('/').slice(0, -1).join('/');
    for (const entry of read.result.entries) {
      const address = `${section}/${entry.slug}`;
      const markdown = `${address}.md`;
      const other = existsSync(join(dir, markdown)) ? `${label}/${markdown}` : addresses.get(address);
      if (other)
        issues.push({
          file,
          line: entry.line,
          field: '',
          message: `entry ${entry.key}: makes the address /${address.split('/').slice(1).join('/')}, which ${other} has already; rename the key or the other entry`,
        });
      else addresses.set(address, `${file}:${entry.line} (${entry.key})`);
    }
  }
  return issues;
}

/** Why a Markdown entry's `bibtex` field is no BibTeX entry, or null when it is exactly one. */
function bibtexFieldProblem(value: string): string | null {
  const { entries, problems } = parseBibtex(value);
  const [problem] = problems;
  if (problem) return `is not one BibTeX entry: ${problem.key ? `${problem.key} ` : ''}${problem.message}`;
  if (entries.length !== 1) return `must hold exactly one BibTeX entry, @type{key, …}, got ${entries.length}`;
  return null;
}

/** A Markdown entry's `bibtex` field, which the Cite action offers as it is: exactly one BibTeX entry. */
export function checkBibtexField(check: FileCheck, root: YAMLMap): void {
  const node = root.get('bibtex', true);
  if (!isScalar(node) || typeof node.value !== 'string') return;
  const problem = bibtexFieldProblem(node.value);
  if (problem) check.report(check.line(node), 'bibtex', problem);
}
