/**
 * The sample owner's name, email, phone and links left anywhere in content, after the owner made
 * the site their own: a description or a page's search description that still names the sample
 * owner. Warnings, never failures. While site.yaml still carries the sample's name the content is
 * the untouched sample, and one note stands for them all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { SAMPLE_VALUES, sampleMentions } from '../../../src/content/placeholders';
import type { PlaceholderWarning } from './sample-values';
import { listFiles } from './walk';

export type SampleMention = PlaceholderWarning & { mentions: string[] };

/** Every string in a YAML tree, with its dotted field path (`about.2`, `linkedin.url`). */
function* strings(node: unknown, path: string[] = []): Generator<{ path: string[]; node: Node; value: string }> {
  if (isScalar(node) && typeof node.value === 'string') yield { path, node, value: node.value };
  else if (isMap(node))
    for (const pair of node.items)
      yield* strings(pair.value, [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)]);
  else if (isSeq(node))
    for (const [index, item] of node.items.entries()) yield* strings(item, [...path, String(index)]);
}

/** Each field of each file under `dir` that mentions the sample owner, at its line. */
export function findSampleMentions(dir: string, shownDir = dir): SampleMention[] {
  if (!existsSync(dir)) return [];
  return listFiles(dir)
    .filter((file) => /\.ya?ml$/i.test(file))
    .flatMap((file) => {
      const lineCounter = new LineCounter();
      const doc = parseDocument(readFileSync(join(dir, file), 'utf8').replace(/^\uFEFF/, ''), { lineCounter });
      if (doc.errors.length > 0) return [];
      return [...strings(doc.contents)].flatMap(({ path, node, value }) => {
        const mentions = sampleMentions(value);
        if (mentions.length === 0) return [];
        const line = node.range ? lineCounter.linePos(node.range[0]).line : 1;
        return [{ file: `${shownDir}/${file}`, line, field: path.join('.'), value, kind: 'sample' as const, mentions }];
      });
    });
}

/** True while site.yaml's name is still the sample's: the owner has not started on it yet. */
export function isUntouchedSample(dir: string): boolean {
  const site = join(dir, 'site.yaml');
  if (!existsSync(site)) return false;
  const name = parseDocument(readFileSync(site, 'utf8')).get('name');
  return typeof name === 'string' && name.trim().toLowerCase() === SAMPLE_VALUES.name.toLowerCase();
}

/** The traces not already warned about as a placeholder field (the name itself, the email field). */
export const newMentions = (traces: SampleMention[], warned: PlaceholderWarning[]) =>
  traces.filter((trace) => !warned.some((w) => w.file === trace.file && w.line === trace.line));

export const mentionMessage = (trace: SampleMention) =>
  `${trace.field} still mentions the sample owner's ${trace.mentions.map((m) => `"${m}"`).join(', ')}; say it your own way before you publish.`;

/** The one note for the untouched sample, instead of a warning per field. */
export function untouchedNote(traces: SampleMention[]): string {
  const files = new Set(traces.map((trace) => trace.file)).size;
  return `This is still the sample owner's content: ${traces.length} more fields in ${files} files mention them. Change the name in site.yaml, and the check lists each field left to make your own.`;
}
