/**
 * The text fields of a content folder, found through the model, and the hostile words the
 * property test (hostile-content.ts) writes into them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { type FieldDef, LIMITS } from '../../src/content/model.ts';
import { documentTypeOf, listFiles } from '../content/check/walk.ts';

/** One text value in one file: where it is (a YAML path) and how long it may be. */
export type TextField = { file: string; path: (string | number)[]; maxLength: number; link?: true };

/** Every plain-text value (names, titles, sentences, chips) and web link the files under `dir` hold. */
export function textFields(dir: string): TextField[] {
  const fields: TextField[] = [];
  for (const file of listFiles(dir)) {
    const def = documentTypeOf(file);
    const doc = parseDocument(readFileSync(join(dir, file), 'utf8'));
    if (def && isMap(doc.contents)) walk(file, doc.contents, def.fields, [], fields);
  }
  return fields;
}

function walk(file: string, node: Node, defs: Record<string, FieldDef>, at: (string | number)[], out: TextField[]) {
  if (!isMap(node)) return;
  for (const [name, def] of Object.entries(defs)) {
    const value = node.get(name, true) as Node | undefined;
    if (!value) continue;
    const path = [...at, name];
    if (def.kind === 'string' && !def.format && isScalar(value)) out.push({ file, path, maxLength: def.maxLength });
    else if (def.kind === 'url' && def.schemes.includes('https') && !def.siteAddress && isScalar(value))
      out.push({ file, path, maxLength: LIMITS.url, link: true });
    else if (def.kind === 'nested') walk(file, value, def.of.fields, path, out);
    else if (def.kind === 'list' && isSeq(value))
      value.items.forEach((item, index) => {
        if (def.of === 'enum') return;
        if (def.of !== 'string') walk(file, item as Node, def.of.fields, [...path, index], out);
        else if (isScalar(item)) out.push({ file, path: [...path, index], maxLength: def.maxLength });
      });
  }
}

/** Writes values into their fields, as the yaml library quotes and escapes them; returns what each now reads as. */
export function writeFields(
  dir: string,
  values: Map<TextField, string>,
): Map<TextField, { value: string; line: number }> {
  const byFile = new Map<string, TextField[]>();
  for (const field of values.keys()) byFile.set(field.file, [...(byFile.get(field.file) ?? []), field]);
  const written = new Map<TextField, { value: string; line: number }>();
  for (const [file, fields] of byFile) {
    const doc = parseDocument(readFileSync(join(dir, file), 'utf8'));
    for (const field of fields) doc.setIn(field.path, values.get(field));
    const text = doc.toString({ lineWidth: 0 });
    writeFileSync(join(dir, file), text);
    // Read back as the owner's file now says: a lone surrogate is saved as U+FFFD.
    const lines = new LineCounter();
    const reread = parseDocument(readFileSync(join(dir, file), 'utf8'), { lineCounter: lines });
    for (const field of fields) {
      const node = reread.getIn(field.path, true) as Node | undefined;
      written.set(field, {
        value: String(reread.getIn(field.path)),
        line: lines.linePos(node?.range?.[0] ?? 0).line,
      });
    }
  }
  return written;
}

/** Words that pass the check and have broken pages: replacement patterns, markup, bidi, marks, long words. */
const ACCEPTED = [
  "$'",
  '$`',
  '$&',
  '$$',
  '$1',
  '$<x>',
  "echo $'tab'",
  '<!--app-html-->',
  '<!--app-head-->',
  '</script><script>alert(1)</script>',
  '<b>bold</b>',
  '&amp; &lt;',
  '"double"',
  "'single'",
  '`tick`',
  '\u202Eevil\u202C',
  '\u2067مرحبا\u2069',
  'e\u0301\u0302\u0303\u0304\u0305\u0306 Việt Nam ཀྵྭྱ',
  '👩🏽‍💻🇮🇪',
  '𝒜𝓁𝓅𝒽𝒶',
  '\u2028',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-looking text is what it tests.
  '{{x}} ${x} %s',
  '\\u0000',
  'Ω'.repeat(3),
  'w'.repeat(1000),
];

/** Text the check must refuse at its line: NUL, other controls, half a surrogate pair, 12 stacked accents. */
export const REFUSED = [
  '\u0000',
  '\u001B[31m',
  '\u007F',
  '\u0085',
  '\uD800',
  '\uDC00x',
  `Z${'\u0301\u0316'.repeat(6)}`,
];

/** One hostile value: a few words from the list above and random printable text, joined by spaces. */
export const hostileText = fc
  .array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ACCEPTED) }, { weight: 1, arbitrary: fc.string() }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((words) => `${words.join(' ')} ·`);

/** The value for a field: cut to its limit in characters, never inside a surrogate pair; a link's without spaces. */
export function fitted(text: string, field: TextField): string {
  const value = field.link ? `https://hostile.example/${text.replace(/\s/g, '')}` : text;
  return [...value].slice(0, field.maxLength).join('');
}
