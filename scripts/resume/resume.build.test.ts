import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentlayerEnv } from '../env';
import { makeSandbox } from '../test/sandbox';

const require = createRequire(import.meta.url);
const { validate } = require('@jsonresume/schema') as {
  validate: (json: unknown, done: (errors: unknown, valid: boolean) => void) => void;
};

// A small owner writing in Polish, Greek and Russian, on US Letter (tests/resume/content).
const FIXTURE = resolve('tests/resume/content');
const sandbox = makeSandbox();
const out = join(sandbox.dir, 'out');
const run = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: sandbox.dir,
    env: contentlayerEnv(sandbox.dir, { CONTENT_DIR: FIXTURE }),
    encoding: 'utf8',
  });
const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });

let text = '';
beforeAll(() => {
  run('scripts/content/build-content.ts');
  run('scripts/resume/cli.ts', out);
  text = poppler('pdftotext', '-enc', 'UTF-8', join(out, 'resume.pdf'), '-');
}, 120_000);
afterAll(() => sandbox.remove());

/** Fails unless every item appears in the text, each after the one before it. */
function expectInOrder(items: string[]) {
  let from = 0;
  for (const item of items) {
    const at = text.indexOf(item, from);
    expect(at, `"${item}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + item.length;
  }
}

describe('resume.pdf from the fixture content', () => {
  it('reads in one column: name, title, contact, profile, experience, projects, skills, education, certificates', () => {
    expectInOrder([
      'Żaneta Wróblewska',
      'Inżynier oprogramowania',
      'zaneta@example.org',
      'Profil',
      'Buduję niezawodne systemy.',
      'Experience',
      'Projects',
      'Księga Rachunkowa',
      'Skills',
      'Education',
      'Certificates',
      'Сертифицированный администратор Kubernetes',
    ]);
  });

  it('lists every role newest first, with dates, places and achievements', () => {
    expectInOrder([
      'Kierownik Zespołu · Łódzkie Systemy · Zespół Płatności',
      '1 Mar 2023 – Present · Łódź, Polska',
      'Skróciłam czas wdrożenia o połowę.',
      'Μηχανικός Λογισμικού · Αθηναϊκή Τεχνολογία',
      'Σχεδίασα την υπηρεσία πληρωμών.',
      'Стажёр-разработчик · Облачные Системы',
      'Client: Северный Банк',
    ]);
  });

  it('groups the skills under every category, in content order', () => {
    expectInOrder(['Języki: Rust', 'Πλατφόρμες: Kubernetes', 'Инструменты: Git']);
  });

  it('lists every degree newest first', () => {
    expectInOrder(['Magister Informatyki · Uniwersytet Jagielloński', 'Πτυχίο Πληροφορικής · Πανεπιστήμιο Αθηνών']);
  });

  it("lists the owner's sections that ask for it (resume: true), in page order, after the certificates", () => {
    expectInOrder([
      'Certificates',
      'Nagrody',
      'Pierwsze miejsce w Hakatonie Krakowskim',
      'Hakaton Krakowski',
      'Zespół trzech osób, 48 godzin, system rezerwacji dla schronisk.',
      'Wystąpienia',
      'Rust w systemach płatności',
      'Piotr Nowak, Żaneta Wróblewska',
      'Rust Kraków Meetup',
    ]);
  });

  it('is one US Letter page with the owner as title and author', () => {
    const info = poppler('pdfinfo', join(out, 'resume.pdf'));
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    expect(info).toMatch(/^Title:\s+Żaneta Wróblewska – Inżynier oprogramowania$/m);
    expect(info).toMatch(/^Author:\s+Żaneta Wróblewska$/m);
  });

  it('embeds only Inter, so no character falls back to a font the reader may lack', () => {
    const fonts = poppler('pdffonts', join(out, 'resume.pdf')).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/^[A-Z]{6}\+Inter-[\w-]+\s.*\byes\s+yes\s+yes\b/);
  });

  it('is named after the owner in ASCII, and still written as resume.pdf for old links', () => {
    const named = readFileSync(join(out, 'Zaneta-Wroblewska-CV.pdf'));
    expect(named.equals(readFileSync(join(out, 'resume.pdf')))).toBe(true);
  });

  it('says its language and, being untagged (react-pdf writes no structure tree), its title and author', () => {
    const raw = readFileSync(join(out, 'resume.pdf')).toString('latin1');
    expect(raw).toContain('/Lang (en)');
    expect(poppler('pdfinfo', join(out, 'resume.pdf'))).toMatch(/^Tagged:\s+no$/m);
  });

  it('links the email, phone, site, profiles, project, product and credential', () => {
    const html = poppler('pdftohtml', '-xml', '-i', '-stdout', join(out, 'resume.pdf'));
    const links = [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(links)).toEqual(
      new Set([
        'mailto:zaneta@example.org',
        'tel:+48600100200',
        'https://zaneta.example.org',
        'https://www.linkedin.com/in/zaneta-fixture',
        'https://github.com/zaneta-fixture',
        'https://blog.zaneta.example.org',
        'https://github.com/zaneta-fixture/ledger',
        'https://ledger.example.org',
        'https://verify.example.org/cka-1234',
      ]),
    );
  });
});

describe('resume.json from the fixture content', () => {
  const json = () => JSON.parse(readFileSync(join(out, 'resume.json'), 'utf8'));

  it('is a valid JSON Resume', () => {
    validate(json(), (errors, valid) => {
      expect(errors).toBeNull();
      expect(valid).toBe(true);
    });
  });

  it('carries the same roles, skills, degrees and certificates as the PDF', () => {
    const resume = json();
    expect(resume.basics).toMatchObject({ name: 'Żaneta Wróblewska', label: 'Inżynier oprogramowania' });
    expect(resume.basics.location).toEqual({ city: 'Kraków', region: 'Polska' });
    expect(resume.work.map((role: { position: string }) => role.position)).toEqual([
      'Kierownik Zespołu',
      'Μηχανικός Λογισμικού',
      'Стажёр-разработчик',
    ]);
    expect(resume.work[0]).not.toHaveProperty('endDate');
    expect(resume.work[1]).toMatchObject({ startDate: '2021-01-04', endDate: '2023-02-28' });
    expect(resume.skills).toEqual([
      { name: 'Języki', keywords: ['Rust'] },
      { name: 'Πλατφόρμες', keywords: ['Kubernetes'] },
      { name: 'Инструменты', keywords: ['Git'] },
    ]);
    expect(resume.education.map((entry: { studyType: string }) => entry.studyType)).toEqual([
      'Magister Informatyki',
      'Πτυχίο Πληροφορικής',
    ]);
    expect(resume.certificates).toEqual([
      {
        name: 'Сертифицированный администратор Kubernetes',
        issuer: 'CNCF',
        date: '2022-04-01',
        url: 'https://verify.example.org/cka-1234',
      },
    ]);
  });

  it("carries the owner's sections as the PDF does: awards in JSON Resume's own list, a talk under its section's name", () => {
    const resume = json();
    expect(resume.awards).toEqual([
      {
        title: 'Pierwsze miejsce w Hakatonie Krakowskim',
        date: '2023-05-20',
        awarder: 'Hakaton Krakowski',
        summary: 'Zespół trzech osób, 48 godzin, system rezerwacji dla schronisk.',
      },
    ]);
    expect(resume.talks).toEqual([
      {
        name: 'Rust w systemach płatności',
        date: '2024-03-14',
        venue: 'Rust Kraków Meetup',
        url: 'https://slides.example.org/rust-platnosci',
        summary: 'Jak typy chronią pieniądze klientów.',
      },
    ]);
  });
});
