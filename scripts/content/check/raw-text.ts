/**
 * What must be refused in a file's text before YAML parses it: line endings the parser misreads,
 * invisible control characters, and nesting deep enough to exhaust a parser's stack. Each is
 * reported at its line, so no parser (the check's, the placeholder scan's, contentlayer2's) sees it.
 */

/** Deeper than any content the model has (it nests four levels at most) and far below any parser's limit. */
export const MAX_DEPTH = 32;

/** C0 and C1 control characters other than tab, line feed and carriage return, and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is what this is for.
const CONTROL = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]/;
/** Unpaired UTF-16 halves, which no font draws and which crash the renderers: `"\uD800"`. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** More accents stacked on one letter than any writing system uses: "Zalgo" text, drawn far above and below its line. */
const STACKED_MARKS = /[\p{Mn}\p{Me}]{7,}/u;

const NAMES: Record<number, string> = { 0: 'NUL', 7: 'BEL', 8: 'backspace', 12: 'form feed', 27: 'ESC', 127: 'DEL' };

const codePoint = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  const name = NAMES[code];
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${name ? ` ${name}` : ''}`;
};

/** Why a text value cannot be published, in words the owner can act on, or null when it can. */
export function characterProblem(value: string): string | null {
  const control = CONTROL.exec(value);
  if (control)
    return `contains an invisible control character (${codePoint(control[0])}); delete it, or retype the text around it`;
  const half = LONE_SURROGATE.exec(value);
  if (half)
    return `contains half of a character (${codePoint(half[0])}, written as an escape like "\\uD800"); write the whole character, e.g. an emoji itself`;
  if (STACKED_MARKS.test(value))
    return 'stacks more than 6 accents or marks on one letter, which would be drawn over the lines around it; keep at most 6';
  return null;
}

const lineAt = (text: string, index: number) => {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
};

/** The first problem in a file's text, at its line, or null when YAML may parse it. */
export function textProblem(text: string): { line: number; message: string } | null {
  const loneCr = /\r(?!\n)/.exec(text);
  if (loneCr)
    return {
      line: lineAt(text, loneCr.index),
      message: text.includes('\n')
        ? 'has a line that ends in a carriage return alone; save the file with Unix (LF) or Windows (CRLF) line endings'
        : 'has old Mac line endings (a carriage return alone), which YAML reads as one line; save the file with Unix (LF) or Windows (CRLF) line endings',
    };
  const control = CONTROL.exec(text);
  if (control) {
    const line = lineAt(text, control.index);
    const column = control.index - text.lastIndexOf('\n', control.index - 1);
    return {
      line,
      message: `contains an invisible control character (${codePoint(control[0])}) at column ${column}; delete it, or retype the text around it`,
    };
  }
  const deep = deepestLine(text);
  if (deep)
    return {
      line: deep.line,
      message: `nests lists or groups more than ${MAX_DEPTH} levels deep; content needs a few levels at most, so check the brackets and indentation here`,
    };
  return null;
}

/**
 * The first line whose nesting passes MAX_DEPTH, counted without parsing: open block indentation
 * levels, plus `- ` and `? ` entries starting on the line, plus open flow brackets. Brackets count
 * only where YAML reads them as brackets (at the start of a value, or inside one), never in text
 * such as `title: C++ [beta]`, and never inside quotes or comments.
 */
function deepestLine(text: string): { line: number } | null {
  const indents: number[] = [];
  let flow = 0;
  // The indentation of a line that opened a block scalar (`|`, `>-`): deeper lines are its text.
  let scalarParent = -1;
  for (const [index, source] of text.split('\n').entries()) {
    const row = source.replace(/\r$/, '');
    const indent = /^ */.exec(row)?.[0].length ?? 0;
    if (scalarParent >= 0 && (!row.trim() || indent > scalarParent)) continue;
    scalarParent = -1;
    if (flow === 0 && row.trim() && !row.trimStart().startsWith('#')) {
      while (indents.length > 0 && (indents.at(-1) ?? 0) > indent) indents.pop();
      if (indents.length === 0 || (indents.at(-1) ?? 0) < indent) indents.push(indent);
      if (/(?:^|[\s:-])[|>][-+0-9]*\s*(?:#.*)?$/.test(row)) scalarParent = indent;
    }
    let at = flow === 0 ? indent : 0;
    let entries = 0;
    if (flow === 0) {
      // Entries that open on this line: `- - x`, `? x`, and a value after `key: ` that opens a bracket.
      for (;;) {
        const entry = /^[-?](?: +|$)/.exec(row.slice(at));
        if (!entry) break;
        entries++;
        at += entry[0].length;
      }
      const value = /^[^\s#'"[{][^:#]*?:(?: +|$)/.exec(row.slice(at));
      if (value && !/^[[{]/.test(row.slice(at))) at += value[0].length;
      if (!/^[[{]/.test(row.slice(at))) {
        if (indents.length + entries > MAX_DEPTH) return { line: index + 1 };
        continue;
      }
    }
    for (; at < row.length; at++) {
      const char = row[at];
      if (char === '#' && (at === 0 || /\s/.test(row[at - 1] ?? ''))) break;
      if (char === '"' || char === "'") {
        const close = char === '"' ? /^"(?:[^"\\]|\\.)*"/.exec(row.slice(at)) : /^'(?:[^']|'')*'/.exec(row.slice(at));
        // A quote that runs onto the next line: its text holds no brackets that count.
        if (!close) break;
        at += close[0].length - 1;
      } else if (char === '[' || char === '{') {
        flow++;
        if (indents.length + entries + flow > MAX_DEPTH) return { line: index + 1 };
      } else if (char === ']' || char === '}') flow = Math.max(0, flow - 1);
    }
    if (indents.length + entries > MAX_DEPTH) return { line: index + 1 };
  }
  return null;
}
