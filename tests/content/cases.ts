/**
 * The content corpus: each case under broken/ or valid/ holds only the files it changes; a case
 * is laid over a copy of the fixture content (tests/fixtures/content, laid out as the sample content/
 * is), so every message reads exactly as the owner sees it and no owner edit to content/ moves it.
 * A case's remove.txt lists fixture files to delete; symlinks.txt lists links to make, `path ->
 * target`: a link loop kept in the repository would trap every tool that walks it (biome,
 * globbing), so the case only describes it. What the check says of each broken case is a snapshot
 * (tests/content/__snapshots__/), written by `npm run test:build -- -u` and read in the diff.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent, formatIssue } from '../../scripts/content/check/check';
import { layContent } from '../../scripts/test/overlay';
import { SAMPLE_VALUES } from '../../src/content/placeholders';

const HERE = dirname(fileURLToPath(import.meta.url));
const FIXTURE = join(HERE, '..', 'fixtures', 'content');

export type ContentCase = { name: string; dir: string };

function readCases(kind: 'broken' | 'valid'): ContentCase[] {
  const root = join(HERE, kind);
  return readdirSync(root)
    .sort()
    .map((name) => ({ name, dir: join(root, name) }));
}

export const brokenCases = () => readCases('broken');
export const validCases = () => readCases('valid');

/** A temp content dir: the fixture content with the cases laid over it. Remove it when done. */
export function materialize(...cases: ContentCase[]): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `content-${cases.map((c) => c.name).join('+')}-`));
  layContent(
    FIXTURE,
    cases.map((c) => c.dir),
    dir,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What the content check says of the fixture content with the cases laid over it, as the owner reads it. */
export async function checkMessages(...cases: ContentCase[]): Promise<string[]> {
  const content = materialize(...cases);
  try {
    return (await checkContent(content.dir, 'content')).map(formatIssue);
  } finally {
    content.remove();
  }
}

/** The case of that name; throws when the corpus has none, so a renamed case fails loudly. */
export function brokenCase(name: string): ContentCase {
  const found = brokenCases().find((c) => c.name === name);
  if (!found) throw new Error(`No broken content case named ${name}`);
  return found;
}

/** The fixture content with the sample owner's name, email, site URL and links put back. Remove it when done. */
export function withSampleValues(): { dir: string; remove: () => void } {
  const content = materialize();
  const swap = (file: string, pairs: [string, string][]) => {
    let text = readFileSync(join(content.dir, file), 'utf8');
    for (const [from, to] of pairs) text = text.split(from).join(to);
    writeFileSync(join(content.dir, file), text);
  };
  swap('site.yaml', [
    ['name: Robin Fixture', `name: ${SAMPLE_VALUES.name}`],
    ['email: robin@fixture.test', `email: ${SAMPLE_VALUES.email}`],
    ['siteUrl: https://robin.fixture.test', `siteUrl: ${SAMPLE_VALUES.siteUrl}`],
    ['https://github.com/robin-fixture', 'https://github.com/arjun-kumar-example'],
  ]);
  swap('social/email.yaml', [['mailto:robin@fixture.test', 'mailto:someone@example.org']]);
  return content;
}
