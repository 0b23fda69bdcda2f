/**
 * A post's front matter as other generators write it: YAML between `---` lines (Hugo, Jekyll,
 * Astro, Eleventy, contentlayer), TOML between `+++` lines (Hugo), or a JSON object (Hugo). TOML
 * is read with smol-toml, a TOML 1.0 parser that passes the toml-test suite and keeps a date's
 * written offset.
 */
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { isRecord } from '../record';

export type FrontMatter = {
  format: 'yaml' | 'toml' | 'json' | 'none';
  data: Record<string, unknown>;
  body: string;
  /** The file's line on which the body starts, for reports at the owner's line. */
  bodyLine: number;
};

const FENCES = { '---': 'yaml', '+++': 'toml' } as const;

/** JSON front matter: an object from the first line to the line its braces close on. */
function jsonEnd(lines: string[]): number {
  let depth = 0;
  let quoted = false;
  for (const [index, line] of lines.entries()) {
    for (let at = 0; at < line.length; at++) {
      const char = line[at];
      if (quoted) {
        if (char === '\\') at++;
        else if (char === '"') quoted = false;
      } else if (char === '"') quoted = true;
      else if (char === '{') depth++;
      else if (char === '}' && --depth === 0) return index;
    }
  }
  return -1;
}

/** Splits a post into its front matter and body; throws a plain sentence when the fields cannot be read. */
export function readFrontMatter(source: string): FrontMatter {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  const first = (lines[0] ?? '').trim();
  const fence = first === '---' || first === '+++' ? first : undefined;
  if (!fence && first.startsWith('{')) {
    const end = jsonEnd(lines);
    if (end < 0) throw new Error('its JSON front matter never closes its "{"');
    const data: unknown = JSON.parse(lines.slice(0, end + 1).join('\n'));
    if (!isRecord(data)) throw new Error('its JSON front matter is not an object');
    return { format: 'json', data, body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
  }
  if (!fence) return { format: 'none', data: {}, body: text, bodyLine: 1 };
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === fence);
  if (end < 0) throw new Error(`its front matter has no closing "${fence}" line`);
  const raw = lines.slice(1, end).join('\n');
  const format = FENCES[fence];
  let data: unknown;
  try {
    // YAML 1.2's core schema: a date stays the text written, never a Date in the machine's zone.
    data = format === 'toml' ? parseToml(raw) : parseYaml(raw, { maxAliasCount: 100 });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`its ${format.toUpperCase()} front matter cannot be read: ${message}`);
  }
  if (data !== null && data !== undefined && !isRecord(data))
    throw new Error(`its ${format.toUpperCase()} front matter is not a set of fields`);
  return {
    format,
    data: (data ?? {}) as Record<string, unknown>,
    body: lines.slice(end + 1).join('\n'),
    bodyLine: end + 2,
  };
}
