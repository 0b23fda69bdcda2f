import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contentlayerEnv } from '../env';
import { makeSandbox } from '../test/sandbox';

// The résumé fixture (tests/resume/content, US Letter) declared in English, Polish and Arabic,
// with a few files translated: each language's résumé is rendered as its build renders it.
const sandbox = makeSandbox();
const content = join(sandbox.dir, 'languages-content');
const outOf = (code: string) => join(sandbox.dir, 'out', code);
const LETTER_WIDTH = 612;
const MARGIN = 40;

const TRANSLATIONS: Record<string, Record<string, unknown>> = {
  'pl/site.yaml': { title: 'Inżynierka oprogramowania', aboutTitle: 'O mnie' },
  'pl/pages/experience.yaml': { name: 'Doświadczenie' },
  'pl/pages/skills.yaml': { name: 'Umiejętności' },
  'pl/experience/lead.yaml': { title: 'Liderka zespołu' },
  'ar/site.yaml': {
    name: 'جانيتا فروبليفسكا',
    title: 'مهندسة برمجيات',
    aboutTitle: 'نبذة',
    location: 'كراكوف، بولندا',
  },
  'ar/pages/experience.yaml': { name: 'الخبرة' },
  'ar/experience/lead.yaml': { title: 'قائدة الفريق', achievements: ['قلّصت زمن النشر إلى النصف.'] },
};

function render(code: string) {
  const env = contentlayerEnv(sandbox.dir, { CONTENT_DIR: content, SITE_LANGUAGE: code });
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/resume/cli.ts', outOf(code)], {
    cwd: sandbox.dir,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${code}: ${result.stdout}${result.stderr}`);
}

const pdf = (code: string) => join(outOf(code), 'resume.pdf');
const text = (code: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', pdf(code), '-'], { encoding: 'utf8' });
const json = (code: string) => JSON.parse(readFileSync(join(outOf(code), 'resume.json'), 'utf8'));

/** The first page's lines as pdftotext finds them: each one's left and right edges, in points. */
function lineEdges(code: string) {
  const boxes = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', pdf(code), '-'], { encoding: 'utf8' });
  const words = [...boxes.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"/g)]
    .map((match) => ({ left: Number(match[1]), top: Number(match[2]), right: Number(match[3]) }))
    .sort((a, b) => a.top - b.top);
  const lines: { top: number; left: number; right: number }[] = [];
  for (const word of words) {
    const line = lines.at(-1);
    // Words of one line sit within a few points of each other (fonts differ in ascent).
    if (line && word.top - line.top < 4)
      Object.assign(line, { left: Math.min(line.left, word.left), right: Math.max(line.right, word.right) });
    else lines.push({ ...word });
  }
  return lines;
}

beforeAll(() => {
  cpSync(resolve('tests/resume/content'), content, { recursive: true });
  const site = parse(readFileSync(join(content, 'site.yaml'), 'utf8'));
  writeFileSync(join(content, 'site.yaml'), stringify({ languages: ['en', 'pl', 'ar'], ...site }));
  for (const [file, fields] of Object.entries(TRANSLATIONS)) {
    mkdirSync(dirname(join(content, file)), { recursive: true });
    writeFileSync(join(content, file), stringify(fields));
  }
  const env = contentlayerEnv(sandbox.dir, { CONTENT_DIR: content });
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content/build-content.ts'], { cwd: sandbox.dir, env });
  for (const code of ['en', 'pl', 'ar']) render(code);
}, 240_000);
afterAll(() => sandbox.remove());

describe('the résumé in each of the site’s languages', () => {
  it('is saved under a name that says its language, the owner’s Latin name kept in Arabic', () => {
    expect(readdirSync(outOf('en'))).toContain('Zaneta-Wroblewska-CV.pdf');
    expect(readdirSync(outOf('pl'))).toContain('Zaneta-Wroblewska-CV-pl.pdf');
    expect(readdirSync(outOf('ar'))).toContain('Zaneta-Wroblewska-CV-ar.pdf');
  });

  it('is in the default language from the untranslated files', () => {
    expect(text('en')).toMatch(/^Experience$/m);
    expect(text('en')).toMatch(/^Certificates$/m);
    expect(text('en')).toContain('Kierownik Zespołu');
    expect(readFileSync(pdf('en')).toString('latin1')).toContain('/Lang (en)');
    expect(json('en').meta).toMatchObject({ language: 'en', canonical: 'https://zaneta.example.org/resume.json' });
  });

  it('in Polish has Polish headings, translated titles and its own words around them', () => {
    const polish = text('pl');
    for (const heading of ['O mnie', 'Doświadczenie', 'Umiejętności', 'Certyfikaty'])
      expect(polish).toMatch(new RegExp(`^${heading}$`, 'm'));
    expect(polish).toContain('Inżynierka oprogramowania');
    expect(polish).toContain('Liderka zespołu · Łódzkie Systemy');
    expect(polish).not.toContain('Kierownik Zespołu');
    expect(polish).toContain('Klient: Северный Банк');
    expect(readFileSync(pdf('pl')).toString('latin1')).toContain('/Lang (pl)');
  });

  it('in Polish writes resume.json in Polish, at the Polish pages’ address', () => {
    const resume = json('pl');
    expect(resume.basics).toMatchObject({ name: 'Żaneta Wróblewska', label: 'Inżynierka oprogramowania' });
    expect(resume.work[0]).toMatchObject({ position: 'Liderka zespołu' });
    expect(resume.meta).toMatchObject({ language: 'pl', canonical: 'https://zaneta.example.org/pl/resume.json' });
  });

  it('in Arabic is set from the right margin, its own lines and the untranslated ones alike', () => {
    // pdftotext reads some joined Arabic letters back in another order: words that read back whole.
    for (const words of ['مهندسة برمجيات', 'نبذة', 'الشهادات']) expect(text('ar')).toContain(words);
    expect(readFileSync(pdf('ar')).toString('latin1')).toContain('/Lang (ar)');
    const arabic = lineEdges('ar');
    expect(arabic.length).toBeGreaterThan(15);
    for (const line of arabic) expect(LETTER_WIDTH - MARGIN - line.right, `line at ${line.top} pt`).toBeLessThan(2);
    const english = lineEdges('en');
    for (const line of english) expect(line.left - MARGIN, `line at ${line.top} pt`).toBeLessThan(2);
    expect(arabic.some((line) => line.left > MARGIN + 100)).toBe(true);
  });

  it('in Arabic writes resume.json in Arabic', () => {
    expect(json('ar').basics).toMatchObject({
      name: 'جانيتا فروبليفسكا',
      label: 'مهندسة برمجيات',
      location: { city: 'كراكوف', region: 'بولندا' },
    });
    expect(json('ar').work[0]).toMatchObject({ position: 'قائدة الفريق', highlights: ['قلّصت زمن النشر إلى النصف.'] });
    expect(json('ar').meta.language).toBe('ar');
  });
});
