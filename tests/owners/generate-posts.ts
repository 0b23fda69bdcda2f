/**
 * Posts for measuring search: `count` blog posts of about 700 words each, the same every run (a
 * seeded generator), written as an owner writes them. Words come from a vocabulary of 20,000
 * made-up words whose use follows Zipf's law, as a language's does, so an index of them
 * grows as one of real posts would. The search benchmark (`npm run bench -- search`) and its index
 * comparison read them; `--out DIR` writes them into a content folder as `sections/<section>/`.
 *
 *   npx tsx tests/owners/generate-posts.ts --posts 1000 --out .dist-bench/content [--section journal]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export type GeneratedPost = {
  slug: string;
  title: string;
  date: string;
  summary: string;
  tags: string[];
  body: string;
};

/** A small seeded generator (mulberry32): the same posts for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ner', 'sta', 'vin', 'tor', 'que', 'dal', 'fen', 'gra', 'hul', 'ji', 'bre', 'cor'];
const COMMON = ['the', 'a', 'of', 'and', 'to', 'in', 'is', 'that', 'it', 'for', 'on', 'with', 'as', 'we', 'was'];
const TAGS = ['Cloud', 'Kubernetes', 'TypeScript', 'Testing', 'Databases', 'Networking', 'Security', 'Careers'];

/** `count` posts, newest first, dated a few days apart. */
export function generatePosts(count: number, seed = 1000): GeneratedPost[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  // 20,000 made-up words of two to four syllables, each used as often as its rank says (Zipf).
  const vocabulary = Array.from({ length: 20_000 }, () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(SYLLABLES)).join(''),
  );
  const weights = vocabulary.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let sum = 0;
  const cumulative = weights.map((weight) => {
    sum += weight / total;
    return sum;
  });
  const word = () => {
    if (next() < 0.35) return pick(COMMON);
    const at = next();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < at) low = middle + 1;
      else high = middle;
    }
    return vocabulary[low] as string;
  };
  const sentence = (words: number) => {
    const text = Array.from({ length: words }, word).join(' ');
    return `${text[0]?.toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () =>
    Array.from({ length: 4 + Math.floor(next() * 4) }, () => sentence(10 + Math.floor(next() * 11))).join(' ');
  return Array.from({ length: count }, (_, index) => {
    const sections = Array.from({ length: 3 + Math.floor(next() * 2) }, () =>
      [`## ${sentence(3 + Math.floor(next() * 3)).slice(0, -1)}`, paragraph(), paragraph()].join('\n\n'),
    );
    const day = new Date(Date.UTC(2024, 11, 31) - index * 3 * 86_400_000);
    return {
      slug: `post-${String(index + 1).padStart(4, '0')}`,
      title: sentence(4 + Math.floor(next() * 5)).slice(0, -1),
      date: day.toISOString().slice(0, 10),
      summary: sentence(12 + Math.floor(next() * 8)),
      tags: [pick(TAGS), pick(TAGS)].filter((tag, at, all) => all.indexOf(tag) === at),
      body: `${paragraph()}\n\n${sections.join('\n\n')}\n`,
    };
  });
}

/** Writes the posts as a section of `contentDir`: its page file and one Markdown file a post. */
function writePosts(contentDir: string, posts: readonly GeneratedPost[], section = 'journal'): void {
  mkdirSync(join(contentDir, 'sections', section), { recursive: true });
  mkdirSync(join(contentDir, 'pages'), { recursive: true });
  const name = `${section[0]?.toUpperCase()}${section.slice(1)}`;
  writeFileSync(
    join(contentDir, 'pages', `${section}.yaml`),
    [
      `path: /${section}`,
      `name: ${name}`,
      'order: 8',
      `heading: ${name}`,
      `metaTitle: ${name}`,
      `metaDescription: ${posts.length} generated posts.`,
      `intro: ${posts.length} generated posts.`,
      '',
    ].join('\n'),
  );
  for (const post of posts)
    writeFileSync(
      join(contentDir, 'sections', section, `${post.slug}.md`),
      `---\ntitle: ${post.title}\ndate: ${post.date}\nsummary: ${post.summary}\ntags: [${post.tags.join(', ')}]\n---\n\n${post.body}`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { posts: { type: 'string', default: '100' }, out: { type: 'string' }, section: { type: 'string' } },
  });
  if (!values.out) throw new Error('Name the content folder to write into: --out DIR');
  writePosts(resolve(values.out), generatePosts(Number(values.posts)), values.section);
}
