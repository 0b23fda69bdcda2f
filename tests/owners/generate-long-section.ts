/**
 * Writes a content folder with a long Writing section: the fixture (tests/fixtures/content) with N
 * generated posts laid over it, each with a title, date, summary, two to four tags drawn so a few
 * tags are on many posts and most on a few (as a blog's are), and a body of headings, paragraphs,
 * a list and a code block. Not committed: the long-section and build budgets make it when they run.
 *
 *   npx tsx tests/owners/generate-long-section.ts [--posts 200] [--out .dist-owners/content-posts-200] [--languages en,ja]
 *
 * `--languages en,ja` declares those languages and translates every third post into the second
 * (words only, as an owner's translations are), so each language's pages are built too.
 * Then build it: `CONTENT_DIR=<out> DIST_DIR=<dist> npx tsx scripts/site/index.ts`.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { layContent } from '../../scripts/test/overlay';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '200' },
    out: { type: 'string' },
    languages: { type: 'string', default: 'en' },
  },
});
const POSTS = Number(values.posts);
if (!Number.isInteger(POSTS) || POSTS < 1)
  throw new Error(`--posts must be a whole number above 0, got ${values.posts}.`);
const OUT = resolve(values.out ?? `.dist-owners/content-posts-${POSTS}`);
const LANGUAGES = (values.languages ?? 'en').split(',').filter(Boolean);

// A few tags on many posts, most on a few: the first is on about one post in three.
const TAGS = [
  'Kubernetes',
  'CI',
  'Go',
  'TypeScript',
  'Observability',
  'Terraform',
  'PostgreSQL',
  'Security',
  'Incidents',
  'Career',
  'Testing',
  'Performance',
  'Rust',
  'Networking',
  'Caching',
  'Kafka',
  'Python',
  'Architecture',
  'Writing',
  'Hiring',
  'Linux',
  'DNS',
  'Cost',
  'Accessibility',
  'React',
  'Serverless',
  'Migrations',
  'Tooling',
  'Open Source',
  'Reliability',
];
// Running English from the project's own documents: titles and summaries as varied as real ones, so
// a page's gzipped size is not flattered by words that repeat from post to post.
const DOCS = join(here, '../../docs');
const WORDS = readdirSync(DOCS)
  .filter((file) => file.endsWith('.md'))
  .flatMap((file) => readFileSync(join(DOCS, file), 'utf8').split(/\s+/))
  .map((word) => word.replace(/[^\p{L}\p{N}'’,.-]/gu, ''))
  .filter((word) => /^\p{L}/u.test(word) && !word.includes('--'));
const TOPICS = ['the cluster', 'the pipeline', 'the database', 'the cache', 'the queue', 'the build', 'the rollout'];

/** A repeatable stream of numbers in [0, 1): the same content on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const next = random(54);
const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
/** `count` words of running text from a random place in the documents. */
const words = (count: number) => {
  const start = Math.floor(next() * (WORDS.length - count));
  return WORDS.slice(start, start + count)
    .join(' ')
    .replace(/[,.]$/, '');
};
const sentence = (count: number) => {
  const text = words(count);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
};
/** A tag index skewed towards the first: tag k is drawn about 1/(k+1) as often as tag 0. */
const skewedTag = () => TAGS[Math.floor(TAGS.length ** next()) - 1] as string;

const pad = (n: number) => String(n).padStart(4, '0');
const paragraph = (topic: string) =>
  `We changed ${topic} one step at a time. ${sentence(30)}. ${sentence(25)}. ${sentence(35)}.`;

function post(index: number) {
  const topic = pick(TOPICS);
  const title = sentence(5 + Math.floor(next() * 6));
  const tags = [...new Set(Array.from({ length: 2 + Math.floor(next() * 3) }, skewedTag))];
  const day = new Date(Date.UTC(2025, 0, 1) - index * 3 * 86_400_000).toISOString().slice(0, 10);
  const front = {
    title,
    date: day,
    summary: `${sentence(14 + Math.floor(next() * 12))}.`,
    tags,
  };
  const body = [
    `Every team meets ${topic} sooner or later. This is what we did about it.`,
    '## Why it mattered',
    paragraph(topic),
    '## What we changed',
    paragraph(topic),
    '- Measure first\n- Change one thing\n- Measure again',
    '```ts\nexport const attempts = (n: number) => Array.from({ length: n }, (_, i) => 2 ** i * 100);\n```',
    '## What we would do again',
    paragraph(topic),
  ].join('\n\n');
  return { front, body, title };
}

const layer = mkdtempSync(join(tmpdir(), 'posts-'));
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(layer, file)), { recursive: true });
  writeFileSync(join(layer, file), text);
};
const page = {
  path: '/writing',
  name: 'Writing',
  order: 7,
  heading: 'Writing',
  metaTitle: 'Writing',
  metaDescription: `${POSTS} posts on platforms, pipelines and the people who run them.`,
  intro: 'Notes from the work.',
};
write('pages/writing.yaml', stringify(page));
const [, second] = LANGUAGES;
if (second) {
  const site = readFileSync(join(here, '../fixtures/content/site.yaml'), 'utf8');
  write('site.yaml', `languages: [${LANGUAGES.join(', ')}]\n${site}`);
  write(`${second}/pages/writing.yaml`, stringify({ name: `Writing (${second})`, heading: `Writing (${second})` }));
}
for (let index = 1; index <= POSTS; index += 1) {
  const { front, body, title } = post(index);
  write(`sections/writing/post-${pad(index)}.md`, `---\n${stringify(front)}---\n\n${body}\n`);
  if (second && index % 3 === 0)
    write(
      `${second}/sections/writing/post-${pad(index)}.md`,
      `---\n${stringify({ title: `${title} (${second})`, tags: front.tags })}---\n\n${body}\n`,
    );
}
layContent(join(here, '../fixtures/content'), [layer], OUT);
rmSync(layer, { recursive: true, force: true });
console.log(`Wrote ${OUT}/: the fixture with ${POSTS} posts in sections/writing/ (${LANGUAGES.join(', ')}).`);
