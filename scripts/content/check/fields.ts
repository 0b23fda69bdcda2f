/**
 * The field checks of one parsed file: each mapping against its fields in the model (missing,
 * unknown, repeated) and each value against its kind, format and size limit.
 */
import { join } from 'node:path';
import { type Document, isAlias, isMap, isScalar, isSeq, type LineCounter, type Node, type YAMLMap } from 'yaml';
import { type DocumentDef, type FieldDef, type NestedDef, TAGS_SEGMENT } from '../../../src/content/model.ts';
import { tagSlug } from '../../../src/lib/tag-slug.ts';
import { choiceProblem, listHint } from './choice-hints.ts';
import { type ImageRef, imageFileProblem } from './images.ts';
import { characterProblem } from './raw-text.ts';
import { type ContentIssue, plural, withoutStop } from './report.ts';
import { closest, DATE_PATTERN, dateProblem, EMAIL_PATTERN, PHONE_PATTERN, urlProblem } from './rules.ts';
import { isPagePath, pagePathHint, pathGuess } from './sections.ts';

/** The kinds whose value is text: contentlayer2 takes blank text as left out, and refuses it for a date or a flag. */
const TEXT_KINDS = new Set<FieldDef['kind']>(['string', 'url', 'path']);
const fieldNames = (def: NestedDef) => Object.keys(def.fields).join(', ');

/** A value as the owner wrote it, for "got ..." in messages. */
export function describe(node: Node | null | undefined): string {
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

/** Characters as the owner counts them: an emoji or "ł" is one. */
const tooLong = (text: string, max: number) => text.length > max && [...text].length > max;

export class FileCheck {
  readonly issues: ContentIssue[] = [];
  readonly dates = new Map<string, { value: string; line: number }>();
  /** Images the file names, decoded for the whole run at once (see images.ts). */
  readonly images: ImageRef[] = [];
  /** What an unknown top-level field is here, when another generator's (a section entry's, markdown.ts). */
  unknownHint?: (map: YAMLMap, key: string, value: unknown) => string | undefined;

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

  /** Checks a mapping against fields: unknown, repeated, missing and each value. */
  fields(map: YAMLMap, fields: Record<string, FieldDef>, prefix: string, keyLine: number): void {
    const seen = new Map<string, number>();
    for (const pair of map.items) {
      const keyNode = this.resolve(pair.key);
      const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
      const path = prefix ? `${prefix}.${key}` : key;
      // An alias key (`*t : value`) is reported where it is written, not where its anchor is.
      const line = this.line((pair.key as Node | null) ?? keyNode);
      const first = seen.get(key);
      if (first !== undefined) {
        this.report(line, path, `appears twice (first on line ${first}); keep one`);
        continue;
      }
      seen.set(key, line);
      // Own fields only: `toString` or `__proto__` must not find Object.prototype's.
      if (!Object.hasOwn(fields, key)) {
        const names = Object.keys(fields);
        const guess = closest(key, names);
        const hint =
          (prefix ? undefined : this.unknownHint?.(map, key, pair.value)) ??
          (guess ? `did you mean ${guess}?` : `allowed here: ${names.join(', ')}`);
        this.report(line, path, `is not a known field; ${hint}`);
        continue;
      }
      this.value(this.resolve(pair.value), fields[key] as FieldDef, path, line);
    }
    for (const [name, def] of Object.entries(fields)) {
      if (seen.has(name) || def.required === false) continue;
      this.report(keyLine, prefix ? `${prefix}.${name}` : name, `is missing (${withoutStop(def.description)})`);
    }
  }

  /** Checks one value against its field; false when it reported a problem. */
  value(node: Node | null, def: FieldDef, path: string, line: number): boolean {
    const blank = isScalar(node) && typeof node.value === 'string' && !node.value.trim();
    const empty = !node || (isScalar(node) && node.value === null) || (blank && TEXT_KINDS.has(def.kind));
    if (empty) {
      // An optional field left empty counts as left out, as contentlayer2 reads it.
      return def.required === false || this.report(line, path, `is empty (${withoutStop(def.description)})`);
    }
    const at = node.range ? this.line(node) : line;
    const scalar = isScalar(node) ? node.value : undefined;
    const got = describe(node);
    const characters = typeof scalar === 'string' && characterProblem(scalar);
    if (characters) return this.report(at, path, characters);
    switch (def.kind) {
      case 'string': {
        if (typeof scalar !== 'string') {
          const hint = isScalar(node) ? ' (put it in quotes)' : '';
          return this.report(at, path, `must be text, got ${got}${hint}`);
        }
        if (tooLong(scalar, def.maxLength))
          return this.report(at, path, `must be at most ${def.maxLength} characters, got ${[...scalar].length}`);
        if (def.format === 'email' && !EMAIL_PATTERN.test(scalar))
          return this.report(
            at,
            path,
            `must be an email address like name@example.com, got ${got}${scalar.includes('%') ? ' (write it without %)' : ''}`,
          );
        if (def.format === 'phone' && !PHONE_PATTERN.test(scalar))
          return this.report(at, path, `must be a phone number like +353 87 123 4567, got ${got}`);
        if (def.format === 'image') {
          const problem = imageFileProblem(this.contentDir, scalar, got);
          if (problem) return this.report(at, path, problem);
          this.images.push({
            file: join(this.contentDir, scalar),
            path: scalar,
            field: path,
            line: at,
            source: this.file,
          });
        }
        return true;
      }
      case 'url': {
        const problem = urlProblem(scalar, def, got);
        return problem ? this.report(at, path, problem) : true;
      }
      case 'path':
        if (typeof scalar === 'string' && isPagePath(this.contentDir, scalar)) return true;
        return this.report(at, path, `${pagePathHint(this.contentDir)}; got ${got}${pathGuess(scalar)}`);
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
        return this.report(at, path, choiceProblem(def.options, scalar, got));
      case 'nested':
        if (!isMap(node)) return this.report(at, path, `must be a group of fields (${fieldNames(def.of)}), got ${got}`);
        this.fields(node, def.of.fields, path, at);
        return true;
      case 'list': {
        if (!isSeq(node)) return this.report(at, path, `must be a list, got ${got}${listHint(node, def)}`);
        if (node.items.length < def.minItems)
          return this.report(at, path, `must list at least ${plural(def.minItems, 'item')}`);
        if (node.items.length > def.maxItems)
          return this.report(at, path, `must list at most ${def.maxItems} items, got ${node.items.length}`);
        const item: FieldDef =
          def.of === 'string'
            ? { kind: 'string', maxLength: def.maxLength, description: 'An item' }
            : def.of === 'enum'
              ? { kind: 'enum', options: def.options, description: 'An item' }
              : { kind: 'nested', of: def.of, description: def.description };
        node.items.forEach((entry, index) => {
          const itemNode = this.resolve(entry);
          const itemLine = itemNode?.range ? this.line(itemNode) : at;
          const fine = this.value(itemNode, item, `${path}[${index}]`, itemLine);
          const word = isScalar(itemNode) ? itemNode.value : undefined;
          // A topic's page takes its address from its letters and digits: one with none has no page.
          if (fine && def.of === 'string' && def.format === 'tags' && typeof word === 'string' && !tagSlug(word))
            this.report(
              itemLine,
              `${path}[${index}]`,
              `is ${JSON.stringify(word)}, which has no letter or digit for its page's address (/${TAGS_SEGMENT}/…); write the topic in words`,
            );
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
