/**
 * A section entry's two parts, split as the content check reads them: the front matter as YAML at
 * the file's own line numbers, and the body below it.
 */

const FENCE = /^---[ \t]*$/;

export type MarkdownParts = { yaml: string } | { line: number; message: string };

/**
 * The front matter as YAML text with the same line numbers as the file: the fences and the body
 * become empty lines, so every field is reported at the line the owner sees.
 */
export function frontMatter(text: string): MarkdownParts {
  // Windows line endings and a byte-order mark are fine, as in every content file.
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? ''))
    return { line: 1, message: 'must start with a line "---", then the fields, then another "---" before the text' };
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end === -1) return { line: 1, message: 'has no closing "---" line after its fields' };
  return { yaml: ['', ...lines.slice(1, end)].join('\n') };
}

/** A Markdown entry's body: what follows its front matter, trimmed; '' when it has none. */
export function bodyOf(text: string): string {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (!FENCE.test(lines[0] ?? '')) return text.trim();
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  return end === -1
    ? ''
    : lines
        .slice(end + 1)
        .join('\n')
        .trim();
}
