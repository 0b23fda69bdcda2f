/**
 * Warnings, never failures, for content that still holds the sample owner's values: the site URL,
 * name, email and profile links (src/content/placeholders.ts holds the fingerprints).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { type PlaceholderKind, placeholderKind } from '../../../src/content/placeholders';

export type PlaceholderWarning = { file: string; line: number; field: string; value: string; kind: PlaceholderKind };

/** The fields an owner must make their own before publishing, by file. */
const SITE_FIELDS = [['name'], ['email'], ['siteUrl'], ['linkedin', 'url'], ['github', 'url']];
const SOCIAL_FIELDS = [['url']];

function scan(dir: string, shownDir: string, file: string, fields: string[][]): PlaceholderWarning[] {
  const path = join(dir, file);
  if (!existsSync(path)) return [];
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''), { lineCounter });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return [];
  const found = fields.flatMap((field) => {
    const node = doc.getIn(field, true);
    if (!isScalar(node) || typeof node.value !== 'string') return [];
    const kind = placeholderKind(node.value);
    if (kind === null) return [];
    const line = node.range ? lineCounter.linePos(node.range[0]).line : 1;
    return [{ file: `${shownDir}/${file}`, line, field: field.join('.'), value: node.value, kind }];
  });
  return found.sort((a, b) => a.line - b.line);
}

/** Every name, email and link in site.yaml and social/ that still holds a sample value. */
export function findPlaceholders(dir: string, shownDir = dir): PlaceholderWarning[] {
  const socialDir = join(dir, 'social');
  const social = existsSync(socialDir)
    ? readdirSync(socialDir)
        .filter((name) => /\.ya?ml$/i.test(name))
        .sort()
        .map((name) => `social/${name}`)
    : [];
  return [
    ...scan(dir, shownDir, 'site.yaml', SITE_FIELDS),
    ...social.flatMap((file) => scan(dir, shownDir, file, SOCIAL_FIELDS)),
  ];
}

/** What the field holds, in a few words: the sample's value, or an address at an example domain. */
export const placeholderHolds = (warning: PlaceholderWarning) =>
  warning.kind === 'sample'
    ? `still holds the sample's "${warning.value}"`
    : `is "${warning.value}", at a domain kept for examples`;

const message = (warning: PlaceholderWarning) =>
  `${warning.field} ${placeholderHolds(warning)}; replace it with your own before you publish` +
  (warning.field === 'siteUrl' ? ' (or leave it out to use the GitHub Pages address).' : '.');

// Workflow-command escaping, as GitHub's toolkit does it.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One line per warning: a GitHub annotation under Actions, a plain warning otherwise. */
export function formatPlaceholderWarning(
  warning: PlaceholderWarning,
  githubActions = false,
  text = message(warning),
  kind = 'Placeholder',
): string {
  return formatWarning(warning, text, kind, githubActions);
}

/** A warning at a field: a line for the terminal, or an annotation GitHub shows on the line. */
export function formatWarning(
  at: Pick<PlaceholderWarning, 'file' | 'line' | 'field'>,
  text: string,
  kind: string,
  githubActions = false,
): string {
  if (!githubActions) return `Warning: ${at.file}:${at.line} ${text}`;
  const title = escapeProperty(`${kind}: ${at.field}`);
  return `::warning file=${escapeProperty(at.file)},line=${at.line},title=${title}::${escapeData(text)}`;
}
