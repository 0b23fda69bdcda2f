/**
 * Replacements in a text that keep track of lines: each pass of the post's conversion rewrites
 * some spans, and what a later pass reports at a line of its text is told at the owner's line.
 */
export type Edit = { start: number; end: number; text: string };

export type Spliced = {
  text: string;
  /** The line of the text handed in that a line of the result comes from. */
  sourceLine: (line: number) => number;
};

const linesIn = (text: string) => text.split('\n').length - 1;

/** `text` with each edit's span replaced; edits must not overlap. */
export function splice(text: string, edits: readonly Edit[]): Spliced {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const out: string[] = [];
  // [first line of the result, first line of the source, whether lines run one to one] per span.
  const spans: [number, number, boolean][] = [];
  let outLine = 1;
  let srcLine = 1;
  let at = 0;
  const push = (piece: string, source: string, same: boolean) => {
    spans.push([outLine, srcLine, same]);
    out.push(piece);
    outLine += linesIn(piece);
    srcLine += linesIn(source);
  };
  for (const edit of sorted) {
    if (edit.start < at) continue;
    const kept = text.slice(at, edit.start);
    push(kept, kept, true);
    const replaced = text.slice(edit.start, edit.end);
    // A replacement of as many lines (a fence for a shortcode's pair) keeps them one to one.
    push(edit.text, replaced, linesIn(edit.text) === linesIn(replaced));
    at = edit.end;
  }
  const rest = text.slice(at);
  push(rest, rest, true);
  return {
    text: out.join(''),
    sourceLine: (line) => {
      let found = spans[0] ?? [1, 1, true];
      for (const span of spans) if (span[0] <= line) found = span;
      return found[2] ? found[1] + (line - found[0]) : found[1];
    },
  };
}

/** The line an offset of `text` is on. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line++;
  return line;
}
