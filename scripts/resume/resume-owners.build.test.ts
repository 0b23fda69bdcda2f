import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { contentlayerEnv } from '../env';
import { ownerBuild } from '../test/owner-builds';
import { makeSandbox } from '../test/sandbox';
import { PAGE_CAP } from './budget';

// Owners the sample is not: many scripts, far too much to print, nothing to list (three owner sets,
// whose résumés are their builds', shared with the owner-set checks: scripts/test/owner-builds.ts),
// and a role taller than a page with an emoji and an 80-letter word (a copy of tests/resume/content).
const sandbox = makeSandbox();
const OWNER_SETS = ['international', 'large', 'minimal'];
const folders: Record<string, string> = { tall: join(sandbox.dir, 'out', 'tall') };
const outOf = (owner: string) => folders[owner] ?? '';
const tall = join(sandbox.dir, 'tall-content');
const LONG_WORD = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaften';
const paragraph = (n: number) => `${`Punkt ${n} `.repeat(380)}koniec ${n}.`;
const logs: Record<string, string> = {};

/** The résumé of content that is no owner set, rendered as the build renders it. */
function render(owner: string, contentDir: string) {
  const env = contentlayerEnv(sandbox.dir, { CONTENT_DIR: contentDir });
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: sandbox.dir, env, encoding: 'utf8' });
  run('scripts/content/build-content.ts');
  const result = run('scripts/resume/cli.ts', outOf(owner));
  logs[owner] = `${result.stdout}${result.stderr}`;
}
const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });
const pdf = (owner: string) => join(outOf(owner), 'resume.pdf');
const text = (owner: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', pdf(owner), '-'], { encoding: 'utf8' });
const pages = (owner: string) =>
  Number(execFileSync('pdfinfo', [pdf(owner)], { encoding: 'utf8' }).match(/^Pages:\s+(\d+)$/m)?.[1]);

beforeAll(async () => {
  for (const set of OWNER_SETS) {
    const built = await ownerBuild(set, { project: sandbox.dir, builds: resolve('.dist-owners') });
    if (!built.ok) throw new Error(`The owner set ${set} did not build:\n${built.log}`);
    folders[set] = built.env.DIST_DIR as string;
    logs[set] = built.log;
  }
  cpSync(resolve('tests/resume/content'), tall, { recursive: true });
  writeFileSync(
    join(tall, 'experience/tall.yaml'),
    stringify({
      title: `Architekt ${LONG_WORD}`,
      company: 'Wysoka Wieża 🚀',
      start: '2024-01-01',
      location: 'Kraków 🎉 नमस्ते',
      technologies: ['Rust'],
      achievements: [
        paragraph(1),
        paragraph(2),
        paragraph(3),
        'Wdrożyłam system 🎉 na czas.',
        'Powiedziałam नमस्ते zespołowi.',
      ],
    }),
  );
  writeFileSync(
    join(tall, 'projects/long.yaml'),
    stringify({
      title: 'Długi Projekt',
      description: `${'Opis '.repeat(770)}koniec opisu.`,
      features: [`${'Cecha '.repeat(640)}koniec cechy.`],
      techStack: ['Rust'],
      github: 'https://github.com/zaneta-fixture/long',
      icon: 'code',
      category: 'Długie',
      order: 2,
    }),
  );
  render('tall', tall);
}, 300_000);
afterAll(() => sandbox.remove());

describe('resume.pdf for owners the sample is not', () => {
  it('draws Chinese, Cyrillic, Greek and Vietnamese with embedded fonts, and pdftotext reads them back', () => {
    for (const words of [
      'Łucja Trần Thị Ánh',
      'Kỹ sư phần mềm',
      'Инженер-программист',
      '软件工程师',
      '设计并实现了每日处理一千万请求的支付服务。',
      'Σχεδιάζω και χτίζω',
    ])
      expect(text('international')).toContain(words);
    const fonts = poppler('pdffonts', pdf('international')).split('\n').slice(2).filter(Boolean);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
    expect(fonts.some((line) => line.includes('NotoSansSC'))).toBe(true);
  });

  it('draws Arabic whole with IBM Plex Sans Arabic, set from the right, and pdftotext reads it back', () => {
    for (const words of ['مهندسة برمجيات', 'بنك القاهرة', 'قدت فريقاً من خمسة', 'باستخدام التقديم المسبق'])
      expect(text('international')).toContain(words);
    expect(poppler('pdffonts', pdf('international'))).toMatch(
      /IBMPlexSansArabic[\w-]*\s+CID TrueType\s+Identity-H\s+yes yes yes/,
    );
    expect(logs.international).not.toContain('leaves out');
  });

  it(`keeps to ${PAGE_CAP} pages, naming what it leaves out`, () => {
    expect(pages('large')).toBeLessThanOrEqual(PAGE_CAP);
    expect(logs.large).toMatch(
      /Warning: resume\.pdf keeps to 3 pages and leaves out: \d+ older roles \(experience\/role-\d+\.yaml/,
    );
    expect(readdirSync(outOf('large'))).toContain(
      'Maximiliana-Alexandrina-Donaudampfschifffahrtselektrizitaten-CV.pdf',
    );
  });

  it('never prints a blank page, however its last entry falls', () => {
    for (const owner of ['international', 'large', 'minimal', 'tall'])
      for (let page = 1; page <= pages(owner); page++) {
        const words = poppler('pdftotext', '-f', `${page}`, '-l', `${page}`, '-enc', 'UTF-8', pdf(owner), '-');
        expect(words.trim(), `${owner}, page ${page} of ${pages(owner)}`).not.toBe('');
      }
  });

  it('prints no heading for a section with nothing in it', () => {
    expect(text('minimal')).not.toMatch(/^Projects$/m);
    expect(text('minimal')).toMatch(/^Experience$/m);
  });

  it('breaks a role taller than a page across pages, every word readable and inside the page', () => {
    const all = text('tall');
    expect(pages('tall')).toBeGreaterThan(1);
    for (const end of ['koniec 1.', 'koniec 2.', 'koniec 3.', 'koniec opisu.', 'koniec cechy.'])
      expect(all).toContain(end);
    const boxes = execFileSync('pdftotext', ['-bbox', pdf('tall'), '-'], { encoding: 'utf8' });
    const [, width, height] = boxes.match(/<page width="([\d.]+)" height="([\d.]+)"/)?.map(Number) ?? [];
    const most = (edge: string) =>
      Math.max(...[...boxes.matchAll(new RegExp(`${edge}="([\\d.]+)"`, 'g'))].map((m) => Number(m[1])));
    expect(most('xMax')).toBeLessThanOrEqual((width ?? 0) - 30);
    expect(most('yMax')).toBeLessThanOrEqual((height ?? 0) - 30);
  });

  it('draws emoji with an embedded font, so pdftotext reads them back', () => {
    expect(text('tall')).toContain('Kraków 🎉');
    expect(text('tall')).toContain('Wieża 🚀');
    expect(poppler('pdffonts', pdf('tall'))).toMatch(/NotoEmoji[\w-]*\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(logs.tall).not.toContain('🎉');
  });

  it('leaves out a script no embedded font draws, naming the file and field, and keeps the words around it', () => {
    expect(text('tall')).toMatch(/Present · Kraków 🎉$/m);
    expect(logs.tall).toMatch(
      /Warning: resume\.pdf leaves out "न" .* from experience\/tall\.yaml field location: no embedded font draws it/,
    );
  });
});
