/** YAML parser errors in the owner's words, with the parser's own words after them. */
import type { YAMLError } from 'yaml';

const HINTS = new Map<string, string>([
  ['BLOCK_AS_IMPLICIT_KEY', 'a value that contains ": " must be put in quotes'],
  ['MULTILINE_IMPLICIT_KEY', 'a line is indented differently from the lines around it'],
  ['BAD_INDENT', 'the spaces at the start of this line do not line up with the lines around it'],
  ['TAB_AS_INDENT', 'lines must be indented with spaces, not tabs'],
]);

/** The line and message for the first YAML error of a file: later ones are usually its echoes. */
export function syntaxProblem(error: YAMLError, text: string): { line: number; message: string } {
  const parserWords = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
  let line = error.linePos?.[0].line ?? 1;
  let hint = HINTS.get(error.code);
  if (error.code === 'MISSING_CHAR' && /quote/.test(parserWords)) {
    // The parser notices at the end of the file; the owner needs the line that opened the quote.
    const opened = text
      .slice(0, error.pos[0])
      .split(/\r?\n/)
      .findLastIndex((source) => /(?:^|[:-]\s+)["'][^"']*$/.test(source));
    if (opened >= 0) line = opened + 1;
    hint = 'a quote is opened but never closed';
  }
  if (error.code === 'DUPLICATE_KEY') {
    const key = /^[^:\n]+/.exec(text.slice(error.pos[0]))?.[0].trim();
    hint = `the field ${key} appears twice; keep one`;
  }
  return { line, message: `is not valid YAML: ${hint ? `${hint} (${parserWords})` : parserWords}` };
}

/**
 * A document that parses but that yaml refuses to turn into data, as contentlayer2 does with it:
 * today only an anchor whose aliases multiply (a "billion laughs"). contentlayer2 gives no line.
 */
export function conversionProblem(error: unknown): string {
  const words = error instanceof Error ? error.message : String(error);
  const hint = /alias/i.test(words)
    ? 'it repeats anchors (&name and *name) too often; write the values out instead'
    : '';
  return `cannot be read: ${hint ? `${hint} (${words})` : words}`;
}
