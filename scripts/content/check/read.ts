/**
 * Reads a content file as text, as contentlayer2 will, refusing with a line and a fix what it would
 * misread: a file too large to be content, or one not saved as UTF-8 (Latin-1 turns "Zürich" into
 * "Z�rich" without a word). A byte-order mark and Windows line endings are fine.
 */
import { readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import { LIMITS } from '../../../src/content/model.ts';
import { isRecord } from '../../record.ts';
import { frontMatter } from '../front-matter.ts';
import { formatBytes } from './report.ts';

export type FileText = { text: string } | { line: number; message: string };

// ignoreBOM keeps the mark in the text, so offsets and lines are the file's own.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const windows1252 = new TextDecoder('windows-1252');
const SAVE_AS_UTF8 = 'save the file again as UTF-8 (your editor\'s "Save with Encoding" or "Save As")';

/** `maxBytes`: a .bib file, a whole bibliography, may be larger than one entry's file. */
export function readContentFile(file: string, maxBytes: number = LIMITS.fileBytes): FileText {
  const size = statSync(file).size;
  if (size > maxBytes)
    return {
      line: 1,
      message: `is ${formatBytes(size)}; a content file may be at most ${formatBytes(maxBytes)} (split it into several files or shorten it)`,
    };
  const bytes = readFileSync(file);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { line: 1, message: `is saved as UTF-16; ${SAVE_AS_UTF8}` };
  try {
    return { text: utf8.decode(bytes) };
  } catch {
    return notUtf8(bytes);
  }
}

/** Where the first byte that is not UTF-8 is, shown in the word it belongs to. */
function notUtf8(bytes: Buffer): { line: number; message: string } {
  const at = firstInvalidByte(bytes);
  const line = bytes.subarray(0, at).filter((byte) => byte === 0x0a).length + 1;
  const lineStart = bytes.lastIndexOf(0x0a, at - 1) + 1;
  // Latin-1 and Windows-1252, the usual culprits, spend one byte per character: offsets stay put.
  const row = windows1252.decode(bytes.subarray(lineStart, Math.min(bytes.length, at + 40)));
  const column = at - lineStart;
  const before = /[^\s,.;:!?"'()]*$/.exec(row.slice(0, column))?.[0] ?? '';
  const after = /^[^\s,.;:!?"'()]*/.exec(row.slice(column))?.[0] ?? '';
  const word = `${before}${after}`.slice(0, 40);
  const hex = `0x${(bytes[at] ?? 0).toString(16).toUpperCase().padStart(2, '0')}`;
  return {
    line,
    message: `is not saved as UTF-8: the byte ${hex} in "${word}" is not UTF-8 (Latin-1 or Windows-1252?); ${SAVE_AS_UTF8}`,
  };
}

function firstInvalidByte(bytes: Buffer): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : 4;
    if (length > 1) {
      if (lead > 0xf4 || (lead >= 0x80 && lead < 0xc2)) return index;
      try {
        utf8.decode(bytes.subarray(index, index + length));
      } catch {
        return index;
      }
    }
    index += length;
  }
  return bytes.length;
}

/** A section entry's front matter (its fields), or null when it has none the check can read. */
function frontMatterOf(text: string): string | null {
  const parts = frontMatter(text);
  return 'yaml' in parts ? parts.yaml : null;
}

/**
 * A YAML file's data, or a Markdown entry's front matter (its body is the page's, never compared),
 * or null when it cannot be read (the check reports why).
 */
export function readData(file: string): Record<string, unknown> | null {
  try {
    const text = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n');
    const yaml = /\.md$/i.test(file) ? frontMatterOf(text) : text;
    if (yaml === null) return null;
    const data: unknown = parse(yaml);
    if (data === null || data === undefined) return {};
    return isRecord(data) ? data : null;
  } catch {
    return null;
  }
}
