/** One content file, start to end: read it, parse it, check its fields against its document type. */
import { join } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { DocumentDef, FieldDef } from '../../../src/content/model.ts';
import { frontMatter } from '../front-matter.ts';
import { checkBibtexField } from './bibtex.ts';
import { describe, FileCheck } from './fields.ts';
import { checkMarkdown, foreignHint } from './markdown.ts';
import { checkMessagePlaceholders } from './message-placeholders.ts';
import { textProblem } from './raw-text.ts';
import { readContentFile } from './read.ts';
import { conversionProblem, syntaxProblem } from './yaml-hints.ts';

const requiredNames = (fields: Record<string, FieldDef>) =>
  Object.entries(fields)
    .filter(([, def]) => def.required !== false)
    .map(([name]) => name)
    .join(', ');

/** A file's text, or why no parser may read it: its size and encoding, then what is in it. */
function fileText(file: string): ReturnType<typeof readContentFile> {
  const read = readContentFile(file);
  return ('text' in read && textProblem(read.text)) || read;
}

export function checkFile(dir: string, label: string, path: string, def: DocumentDef): FileCheck {
  const lines = new LineCounter();
  const read = fileText(join(dir, path));
  const text = 'text' in read ? read.text : '';
  // A Markdown entry's fields are its front matter, at the file's own line numbers.
  const parts = def.markdown && 'text' in read ? frontMatter(text) : null;
  const yaml = parts && 'yaml' in parts ? parts.yaml : text;
  const doc = parseDocument(parts && !('yaml' in parts) ? '' : yaml, {
    lineCounter: lines,
    prettyErrors: true,
    uniqueKeys: true,
  });
  const check = new FileCheck(`${label}/${path}`, doc, lines, dir);
  if (def.markdown) check.unknownHint = foreignHint(check);
  if (!('text' in read)) {
    check.report(read.line, '', read.message);
    return check;
  }
  if (parts && 'message' in parts) {
    check.report(parts.line, '', parts.message);
    return check;
  }
  const error = doc.errors[0];
  if (error) {
    const { line, message } = syntaxProblem(error, yaml);
    check.report(line, '', message);
    return check;
  }
  try {
    // What contentlayer2 does with the text (yaml's parse); its refusals have no line, so they are reported here.
    doc.toJS();
  } catch (error) {
    check.report(1, '', conversionProblem(error));
    return check;
  }
  const root = check.resolve(doc.contents);
  if (!root || (isScalar(root) && root.value === null)) {
    check.report(1, '', `is empty; a ${def.name} file needs: ${requiredNames(def.fields)}`);
    return check;
  }
  if (!isMap(root)) {
    check.report(check.line(root), '', `must hold fields written "name: value", got ${describe(root)}`);
    return check;
  }
  check.fields(root, def.fields, '', check.line(root));
  check.periods(def);
  if (def.name === 'Messages') checkMessagePlaceholders(check, root);
  if (def.markdown) {
    checkMarkdown(check, root, text, path.split('/').pop() ?? path);
    checkBibtexField(check, root);
  }
  return check;
}
