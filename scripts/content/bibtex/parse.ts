/**
 * A .bib file's text to the section entries it makes, and the problems that keep an entry out,
 * each at its line and naming its key (and field). Pure, text in and data out: the content check
 * reports the problems, the build writes the entries (documents.ts), and both read a file alike.
 *
 * @retorquere/bibtex-parser (Better BibTeX for Zotero's) does the reading: @string, crossref, TeX
 * accents and commands, names, and it goes on after a broken entry, so one never hides the others.
 * docs/sections.md has how it compared with the other parsers on tests/bibtex/.
 */
import { type Entry, FieldMode, parse } from '@retorquere/bibtex-parser';
import { toSlug } from '../../slug.ts';
import { type BibEntry, makeEntry } from './entry.ts';
import { withSigns } from './tex.ts';

export type { BibEntry };

type BibProblem = { line: number; key: string; field: string; message: string };
export type BibResult = { entries: BibEntry[]; problems: BibProblem[] };

/** TeX's own spacing commands, which the parser leaves as they are. */
const SPACING: Record<string, string> = { '\\ ': ' ', '\\/': '', '\\@': '', '\\TeX': 'TeX' };

/** Links are addresses, written as they are: a `%` or `_` in them is no TeX. */
const VERBATIM = [...FieldMode.verbatim, 'html', 'code', 'slides', 'video', 'website'];

/** How the site reads a file: TeX decoded (`raw`: the values as written, for citations, cite.ts). */
export const options = (raw: boolean) =>
  ({
    raw,
    english: false,
    sentenceCase: false,
    caseProtection: false,
    applyCrossRef: true,
    verbatimFields: VERBATIM,
    // Paragraphs kept apart: an abstract's blank lines.
    fieldMode: { abstract: 'richtext' },
    // Marked, so the field that holds it is named (entry.ts, UNKNOWN_COMMAND).
    unsupported: (_node: unknown, tex: string) => SPACING[tex] ?? `\uE000${tex}\uE001`,
  }) as const;

/** The line an offset into `text` is on. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

const ENTRY_HEAD = /^@\s*[\w-]+\s*[{(]\s*([^,\s})]*)/;

/** What a parse error says, in words: where the entry breaks and what the owner can do. */
function errorMessage(error: string, input: string): string {
  const mismatch = /^Token mismatch, expected "(.+?)", found "(.*?)"(?:\.\.\.)? at line (\d+)/s.exec(error);
  if (mismatch?.[2]?.startsWith('@'))
    return `is not closed: a "}" is missing before the next entry on line ${mismatch[3]}; close this entry with "}"`;
  if (mismatch)
    return `cannot be read at line ${mismatch[3]}: expected "${mismatch[1]}" there; put a comma between fields and close each value`;
  const equals = /^(\S+) = value expected, equals sign missing.* at line (\d+)/s.exec(error);
  if (equals) return `has no "=" after ${equals[1]} on line ${equals[2]}; write ${equals[1]} = {value}`;
  const quote = /^Unterminated quote-value .* at line (\d+)/s.exec(error);
  if (quote) return `has a value opened with " on line ${quote[1]} and never closed; close it with "`;
  return `cannot be read (${error.split('\n')[0]}, near "${input.slice(0, 40)}"); check its braces and commas`;
}

type Located = { entry: Entry; start: number };

/** Each entry the parser read whole, with where its text starts (one it could not finish has none). */
function locate(text: string, entries: readonly Entry[]): Located[] {
  let cursor = 0;
  const located: Located[] = [];
  for (const entry of entries) {
    const start = entry.input ? text.indexOf(entry.input, cursor) : -1;
    if (start === -1) continue;
    cursor = start + entry.input.length;
    located.push({ entry, start });
  }
  return located;
}

/** The entries an error names: a broken entry, or each entry using an @string never defined. */
function errorProblems(text: string, errors: readonly { error: string; input?: string }[], located: Located[]) {
  const problems: BibProblem[] = [];
  for (const { error, input } of errors) {
    const macro = /^Unresolved @string reference "(.+)"$/.exec(error)?.[1];
    if (input) {
      const start = Math.max(text.indexOf(input), 0);
      problems.push({
        line: lineAt(text, start),
        key: ENTRY_HEAD.exec(input)?.[1] ?? '',
        field: '',
        message: errorMessage(error, input),
      });
    } else if (macro) {
      const use = new RegExp(
        `(?:(\\w+)\\s*=|#)\\s*${macro.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(?:[,#})]|$)`,
        'i',
      );
      for (const { entry, start } of located) {
        const found = use.exec(entry.input);
        if (found)
          problems.push({
            line: lineAt(text, start + found.index),
            key: entry.key,
            field: found[1]?.toLowerCase() ?? '',
            message: `${found[1] ? `${found[1].toLowerCase()} ` : ''}uses @string ${macro}, which this file never defines; add @string{${macro} = {…}} above it, or write the value in braces`,
          });
      }
    }
  }
  return problems;
}

/** Reads a .bib file's text: the entries it makes, and every problem, each at its line. */
export function parseBibtex(text: string): BibResult {
  const decoded = parse(text, options(false));
  const located = locate(text, decoded.entries);
  const problems = errorProblems(text, decoded.errors, located);
  const refused = new Set(problems.map((problem) => problem.key.toLowerCase()));
  const keys = new Set(located.map(({ entry }) => entry.key.toLowerCase()));
  // A crossref's target is the book or proceedings its entries are in, not an entry of its own.
  const containers = new Set(
    located.flatMap(({ entry }) =>
      typeof entry.fields.crossref === 'string' ? [entry.fields.crossref.toLowerCase()] : [],
    ),
  );
  const seen = new Map<string, number>();
  const slugs = new Map<string, { key: string; line: number }>();
  const entries: BibEntry[] = [];
  for (const { entry, start } of located) {
    const { key } = entry;
    const line = lineAt(text, start);
    const fieldLine = (field: string) => {
      const found = field ? new RegExp(`[,{(\\s]${field}\\s*=`, 'i').exec(entry.input) : null;
      return found ? lineAt(text, start + found.index + 1) : line;
    };
    const report = (field: string, message: string) =>
      problems.push({ line: fieldLine(field), key, field, message: field ? `${field} ${message}` : message });
    const lower = key.toLowerCase();
    if (containers.has(lower) || refused.has(lower)) continue;
    if (!key) {
      report('', `has no citation key; write one after "@${entry.type}{", e.g. @${entry.type}{qiu2021,`);
      continue;
    }
    const earlier = seen.get(lower);
    if (earlier !== undefined) {
      report('', `uses the key of the entry on line ${earlier} (keys are compared without case); rename or remove one`);
      continue;
    }
    seen.set(lower, line);
    const crossref = entry.fields.crossref;
    if (typeof crossref === 'string' && !keys.has(crossref.toLowerCase())) {
      report('crossref', `names ${crossref}, which is not an entry of this file; add it here or remove the crossref`);
      continue;
    }
    const slug = toSlug(key);
    const taken = slugs.get(slug);
    if (!slug || slug.length > 100 || taken) {
      report(
        '',
        taken
          ? `makes the address ${slug}, as ${taken.key} on line ${taken.line} does; rename one key so they differ in letters or digits`
          : `has a key that makes no address (${slug ? 'over 100 characters' : 'no Latin letter or digit'}); rename it, e.g. qiu2021`,
      );
      continue;
    }
    const fields = Object.fromEntries(
      Object.entries(entry.fields).map(([name, value]) => [
        name,
        typeof value === 'string' ? withSigns(value, entry.input) : value,
      ]),
    );
    const made = makeEntry(fields, { key, line, slug });
    if ('problems' in made) for (const [field, message] of made.problems) report(field, message);
    else {
      slugs.set(slug, { key, line });
      entries.push(made.entry);
    }
  }
  return { entries, problems: problems.sort((a, b) => a.line - b.line) };
}
