/**
 * Checks every file under a content directory against src/content/model.ts and reports each
 * problem at its file, line and field in plain words. It covers what contentlayer2 does not
 * (links, ranges, real dates, periods, unique slugs, the six routes, emails, images) and repeats
 * the basic cases (YAML syntax, empty file, missing, wrong type, unknown field) with better words.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import {
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  type YAMLMap,
} from 'yaml';
import {
  CONTENT_EXCLUDE,
  type DocumentDef,
  documentDefs,
  type FieldDef,
  type NestedDef,
  ROUTE_PATHS,
} from '../../src/content/model.ts';
import {
  closest,
  DATE_PATTERN,
  dateProblem,
  EMAIL_PATTERN,
  IMAGE_PATTERN,
  isUrl,
  PHONE_PATTERN,
  urlHint,
} from './rules.ts';

/** One problem: where it is and what to do, e.g. `skills[2].level must be 0-100, got 150`. */
export type ContentIssue = { file: string; line: number; field: string; message: string };

/** The file extensions contentlayer2 reads as documents. */
const DOCUMENT_FILE = /\.(?:ya?ml|json|mdx?)$/i;

/** A document type's filePathPattern (`site.yaml`, `skills/*.{yaml,yml}`) as a RegExp. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\{([^}]*)\}/g, (_, list: string) => `(?:${list.split(',').join('|')})`);
  return new RegExp(`^${source}$`);
}

const matchers = documentDefs.map((def) => ({ def, regexp: patternToRegExp(def.filePathPattern) }));

function listFiles(dir: string, sub = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
    const path = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!sub && (CONTENT_EXCLUDE as readonly string[]).includes(entry.name)) continue;
      files.push(...listFiles(dir, path));
    } else if (DOCUMENT_FILE.test(entry.name)) files.push(path);
  }
  return files.sort();
}

/** How the content directory is named in messages: relative to the working directory when inside it. */
function labelFor(dir: string): string {
  const fromCwd = relative(process.cwd(), resolve(dir));
  return fromCwd && !fromCwd.startsWith('..') && !isAbsolute(fromCwd) ? fromCwd.split('\\').join('/') : resolve(dir);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const withoutStop = (text: string) => text.replace(/\.$/, '');

/** A value as the owner wrote it, for "got ..." in messages. */
function describe(node: Node | null | undefined): string {
  if (!node || (isScalar(node) && node.value === null)) return 'nothing';
  if (isSeq(node)) return 'a list';
  if (isMap(node)) return 'a group of fields';
  if (isScalar(node)) {
    const { value } = node;
    if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
    return String(value);
  }
  return 'something else';
}

class FileCheck {
  readonly issues: ContentIssue[] = [];
  readonly dates = new Map<string, { value: string; line: number }>();

  constructor(
    readonly file: string,
    readonly doc: Document,
    readonly lines: LineCounter,
    readonly contentDir: string,
  ) {}

  line(node: Node | null | undefined): number {
    const offset = node?.range?.[0];
    return offset === undefined ? 1 : this.lines.linePos(offset).line;
  }

  report(line: number, field: string, message: string): false {
    this.issues.push({ file: this.file, line, field, message: field ? `${field} ${message}` : message });
    return false;
  }

  resolve(node: unknown): Node | null {
    if (isAlias(node)) return (node.resolve(this.doc) as Node | undefined) ?? null;
    return (node as Node | null) ?? null;
  }

  /** Checks a mapping against fields: missing, unknown and each value. */
  fields(map: YAMLMap, fields: Record<string, FieldDef>, prefix: string, keyLine: number): void {
    const seen = new Set<string>();
    for (const pair of map.items) {
      const keyNode = this.resolve(pair.key);
      const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
      const path = prefix ? `${prefix}.${key}` : key;
      const line = this.line(keyNode);
      seen.add(key);
      const def = fields[key];
      if (!def) {
        const names = Object.keys(fields);
        const guess = closest(key, names);
        this.report(
          line,
          path,
          guess
            ? `is not a known field; did you mean ${guess}?`
            : `is not a known field; allowed here: ${names.join(', ')}`,
        );
        continue;
      }
      this.value(this.resolve(pair.value), def, path, line);
    }
    for (const [name, def] of Object.entries(fields)) {
      if (seen.has(name) || def.required === false) continue;
      this.report(keyLine, prefix ? `${prefix}.${name}` : name, `is missing (${withoutStop(def.description)})`);
    }
  }

  /** Checks one value against its field; false when it reported a problem. */
  value(node: Node | null, def: FieldDef, path: string, line: number): boolean {
    const empty =
      !node || (isScalar(node) && (node.value === null || (typeof node.value === 'string' && !node.value.trim())));
    if (empty) {
      // An optional field left empty counts as left out, as contentlayer2 reads it.
      return def.required === false || this.report(line, path, `is empty (${withoutStop(def.description)})`);
    }
    const at = node.range ? this.line(node) : line;
    const scalar = isScalar(node) ? node.value : undefined;
    const got = describe(node);
    switch (def.kind) {
      case 'string': {
        if (typeof scalar !== 'string') {
          const hint = isScalar(node) ? ' (put it in quotes)' : '';
          return this.report(at, path, `must be text, got ${got}${hint}`);
        }
        if (def.format === 'email' && !EMAIL_PATTERN.test(scalar))
          return this.report(at, path, `must be an email address like name@example.com, got ${got}`);
        if (def.format === 'phone' && !PHONE_PATTERN.test(scalar))
          return this.report(at, path, `must be a phone number like +353 87 123 4567, got ${got}`);
        if (def.format === 'image') {
          if (!IMAGE_PATTERN.test(scalar))
            return this.report(
              at,
              path,
              `must be an image file path inside content/ (.jpg, .png, .webp, .avif or .svg), got ${got}`,
            );
          const file = join(this.contentDir, scalar);
          if (!existsSync(file) || !statSync(file).isFile())
            return this.report(at, path, `names an image that does not exist: ${scalar}`);
        }
        return true;
      }
      case 'url': {
        const names = def.schemes.map((scheme) => (scheme === 'https' ? 'https://' : `${scheme}:`));
        const expected = `must be a full ${names.join(' or ')} address`;
        if (typeof scalar !== 'string') return this.report(at, path, `${expected}, got ${got}`);
        if (/\s/.test(scalar)) return this.report(at, path, `must be a link without spaces, got ${got}`);
        if (isUrl(scalar, def.schemes)) return true;
        const hint = urlHint(scalar, def.schemes);
        return this.report(at, path, `${expected}, got ${got}${hint ? ` (${hint})` : ''}`);
      }
      case 'path':
        if (typeof scalar === 'string' && (ROUTE_PATHS as readonly string[]).includes(scalar)) return true;
        return this.report(at, path, `must be one of the site's pages: ${ROUTE_PATHS.join(', ')}; got ${got}`);
      case 'integer':
        if (typeof scalar !== 'number' || !Number.isInteger(scalar))
          return this.report(at, path, `must be a whole number ${def.min}-${def.max}, got ${got}`);
        if (scalar < def.min || scalar > def.max)
          return this.report(at, path, `must be ${def.min}-${def.max}, got ${got}`);
        return true;
      case 'date': {
        if (typeof scalar !== 'string' || !DATE_PATTERN.test(scalar))
          return this.report(at, path, `must be a date written YYYY-MM-DD, got ${got}`);
        const problem = dateProblem(scalar);
        if (problem) return this.report(at, path, `must be a real date, got ${got} (${problem})`);
        this.dates.set(path, { value: scalar, line: at });
        return true;
      }
      case 'boolean':
        return typeof scalar === 'boolean' || this.report(at, path, `must be true or false, got ${got}`);
      case 'enum':
        if (typeof scalar === 'string' && def.options.includes(scalar)) return true;
        return this.report(at, path, `must be one of: ${def.options.join(', ')}; got ${got}`);
      case 'nested':
        if (!isMap(node)) return this.report(at, path, `must be a group of fields (${fieldNames(def.of)}), got ${got}`);
        this.fields(node, def.of.fields, path, at);
        return true;
      case 'list': {
        if (!isSeq(node)) return this.report(at, path, `must be a list, got ${got}`);
        if (node.items.length < def.minItems)
          return this.report(at, path, `must list at least ${plural(def.minItems, 'item')}`);
        node.items.forEach((item, index) => {
          const itemNode = this.resolve(item);
          const itemPath = `${path}[${index}]`;
          const itemLine = itemNode?.range ? this.line(itemNode) : at;
          if (def.of === 'string') this.value(itemNode, { kind: 'string', description: 'An item' }, itemPath, itemLine);
          else if (def.of === 'enum')
            this.value(itemNode, { kind: 'enum', options: def.options, description: 'An item' }, itemPath, itemLine);
          else this.value(itemNode, { kind: 'nested', of: def.of, description: def.description }, itemPath, itemLine);
        });
        return true;
      }
    }
  }

  /** Periods never end before they start. */
  periods(def: DocumentDef): void {
    for (const [startField, endField] of def.periods ?? []) {
      const start = this.dates.get(startField);
      const end = this.dates.get(endField);
      if (start && end && end.value < start.value)
        this.report(end.line, endField, `must not be before ${startField}: ${end.value} is before ${start.value}`);
    }
  }
}

const fieldNames = (def: NestedDef) => Object.keys(def.fields).join(', ');
const requiredNames = (fields: Record<string, FieldDef>) =>
  Object.entries(fields)
    .filter(([, def]) => def.required !== false)
    .map(([name]) => name)
    .join(', ');

/** YAML parser errors in the owner's words, with the parser's own words after them. */
const YAML_HINTS: Record<string, string> = {
  BLOCK_AS_IMPLICIT_KEY: 'a value that contains ": " must be put in quotes',
  MULTILINE_IMPLICIT_KEY: 'a line is indented differently from the lines around it',
  BAD_INDENT: 'the spaces at the start of this line do not line up with the lines around it',
  TAB_AS_INDENT: 'lines must be indented with spaces, not tabs',
};

/** The first YAML error of a file: later ones are usually its echoes. */
function syntaxIssue(check: FileCheck, text: string): void {
  const error = check.doc.errors[0];
  if (error) {
    const parserWords = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    let line = error.linePos?.[0].line ?? 1;
    let hint = YAML_HINTS[error.code];
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
    check.report(line, '', `is not valid YAML: ${hint ? `${hint} (${parserWords})` : parserWords}`);
  }
}

function checkFile(dir: string, label: string, path: string, def: DocumentDef): FileCheck {
  const lines = new LineCounter();
  const text = readFileSync(join(dir, path), 'utf8');
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  const check = new FileCheck(`${label}/${path}`, doc, lines, dir);
  if (doc.errors.length > 0) {
    syntaxIssue(check, text);
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
  return check;
}

const slugOf = (path: string) => (path.split('/').pop() ?? path).replace(/\.ya?ml$/i, '').toLowerCase();

/** Checks every content file under `dir` and returns all problems, sorted by file and line. */
export function checkContent(dir: string, label = labelFor(dir)): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const slugs = new Map<string, string[]>();
  const pagePaths = new Map<string, string>();
  let pagesComplete = true;
  const found = new Set<DocumentDef>();

  for (const path of listFiles(dir)) {
    const def = matchers.find(({ regexp }) => regexp.test(path))?.def;
    if (!def) {
      const places = documentDefs.map((d) => d.filePathPattern.replace(/\*\.\{yaml,yml\}$/, '')).join(', ');
      issues.push({
        file: `${label}/${path}`,
        line: 1,
        field: '',
        message: `is not a content file the site knows; content goes in ${places}`,
      });
      continue;
    }
    found.add(def);
    const check = checkFile(dir, label, path, def);
    issues.push(...check.issues);

    const slugKey = `${def.name}/${slugOf(path)}`;
    slugs.set(slugKey, [...(slugs.get(slugKey) ?? []), path]);

    if (def.name === 'Page') {
      const pathNode = check.doc.contents && isMap(check.doc.contents) ? check.doc.contents.get('path', true) : null;
      const route = isScalar(pathNode) ? pathNode.value : null;
      if (typeof route !== 'string' || !(ROUTE_PATHS as readonly string[]).includes(route)) {
        pagesComplete = false;
        continue;
      }
      const other = pagePaths.get(route);
      if (other)
        issues.push({
          file: `${label}/${path}`,
          line: check.line(pathNode),
          field: 'path',
          message: `path ${route} is already used by ${other}; each page has exactly one file`,
        });
      else pagePaths.set(route, `${label}/${path}`);
    }
  }

  for (const paths of slugs.values()) {
    // The plain lower-case .yaml file is the original; the others are reported.
    const original = paths.find((path) => path === path.toLowerCase() && path.endsWith('.yaml')) ?? paths[0];
    for (const path of paths)
      if (path !== original)
        issues.push({
          file: `${label}/${path}`,
          line: 1,
          field: '',
          message: `has the same name as ${label}/${original} (names are compared without case and .yaml/.yml); rename or remove one of them`,
        });
  }

  for (const def of documentDefs)
    if (def.isSingleton && !found.has(def))
      issues.push({
        file: `${label}/${def.filePathPattern}`,
        line: 1,
        field: '',
        message: `is missing; the site needs it (${withoutStop(def.description)})`,
      });
  if (pagesComplete)
    for (const route of ROUTE_PATHS)
      if (!pagePaths.has(route))
        issues.push({
          file: `${label}/pages`,
          line: 1,
          field: 'path',
          message: `has no file for the page ${route}; add one with "path: ${route}"`,
        });

  return issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** `file:line message`, the form editors and terminals turn into a link. */
export const formatIssue = (issue: ContentIssue) => `${issue.file}:${issue.line} ${issue.message}`;

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A GitHub Actions annotation, so the error shows on the line in the pull request. */
export function annotation(issue: ContentIssue): string {
  const title = issue.field ? `Content: ${issue.field}` : 'Content check';
  return `::error file=${escapeProperty(issue.file)},line=${issue.line},title=${escapeProperty(title)}::${escapeData(issue.message)}`;
}

/** The whole report the owner reads: every problem, then how to go on. */
export function formatReport(issues: ContentIssue[], githubActions = false): string {
  const files = new Set(issues.map((issue) => issue.file)).size;
  const lines = [
    `Content check failed: ${plural(issues.length, 'problem')} in ${plural(files, 'file')}.`,
    '',
    ...issues.map(formatIssue),
    '',
    'Fix each line above, then run `npm run check:content` again.',
    'README.md, "Editing your content", explains every file and field.',
  ];
  if (githubActions) lines.push(...issues.map(annotation));
  return lines.join('\n');
}
