/**
 * Writes tests/owners/large/: an owner with 30 roles, 10 projects, 60 skills, certificates on both
 * pages, and words and URLs far longer than a phone is wide. The output is committed; run
 * `npx tsx tests/owners/generate-large.ts` after changing this file. `--scale 10 --out DIR` writes
 * ten times as many entries elsewhere, to see how the content weight grows (README, Budgets).
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, out: { type: 'string' } } });
const SCALE = Number(values.scale);
const OUT = values.out ? resolve(values.out) : join(here, 'large');
const SCHEMAS = '../../../../content/schemas';

const LONG_WORD = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft';
const LONG_URL = `https://very-long-subdomain-name-for-testing-overflow.example.com/${'deeply/nested/'.repeat(8)}path-without-any-break-opportunities-at-all?query=${'x'.repeat(60)}`;
const TECH = ['TypeScript', 'Go', 'Rust', 'Kotlin', 'PostgreSQL', 'Kafka', 'Terraform', 'Kubernetes', LONG_WORD];
const COLORS = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
const ICONS = ['code', 'layers', 'cloud', 'database', 'terminal', 'blocks'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

function write(file: string, schema: string, data: unknown) {
  const path = join(OUT, file);
  mkdirSync(dirname(path), { recursive: true });
  const depth = file.includes('/') ? SCHEMAS : SCHEMAS.replace('../', '');
  writeFileSync(
    path,
    `# yaml-language-server: $schema=${depth}/${schema}.schema.json\n${stringify(data, { lineWidth: 0 })}`,
  );
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(join(OUT, 'assets'), { recursive: true });
copyFileSync(join(here, '../../content/assets/portrait.jpg'), join(OUT, 'assets/portrait.jpg'));
// The set is laid over tests/fixtures/content (scripts/test/overlay.ts); these folders it replaces.
writeFileSync(
  join(OUT, 'remove.txt'),
  `${['certifications', 'education', 'experience', 'projects', 'skills', 'social'].map((dir) => `${dir}/`).join('\n')}\n`,
);

write('site.yaml', 'site', {
  name: `Maximiliana Alexandrina ${LONG_WORD}`,
  greeting: `Hello, I'm Maximiliana ${LONG_WORD}`,
  title: 'Principal Distributed-Systems Engineer, Staff Platform Architect & Site-Reliability Lead',
  intro: `Thirty roles, ten projects and sixty skills: a site that must still fit a phone. ${LONG_WORD}.`,
  description: 'Maximiliana, principal engineer with thirty roles, ten projects and sixty skills.',
  siteUrl: 'https://maximiliana.example.com',
  chips: ['Principal Engineer', 'Platform Architect', LONG_WORD, 'Remote, Earth'],
  aboutTitle: 'About',
  about: Array.from({ length: 4 }, (_, i) => `Paragraph ${i + 1}: ${LONG_WORD} and ${LONG_URL} in running text.`),
  email: 'maximiliana.alexandrina.with.a.very.long.address@subdomain.example.com',
  phone: '+49 30 1234 5678 90',
  location: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales',
  linkedin: { label: 'LinkedIn', url: `https://www.linkedin.com/in/${'maximiliana-'.repeat(6)}example` },
  github: { label: 'GitHub', url: `https://github.com/${'maximiliana'.repeat(3)}` },
  portrait: 'assets/portrait.jpg',
  portraitAlt: 'Portrait of Maximiliana',
  availability: { title: 'Open to opportunities', text: `Reply within a day. ${LONG_WORD}.` },
});

write('messages.yaml', 'messages', {
  notFound: { title: 'Page not found', text: `Nothing here. ${LONG_WORD}.`, homeLink: 'Go to the home page' },
  error: { title: 'This page could not be shown', text: `Please reload. ${LONG_WORD}.`, homeLink: 'Go home' },
});

const pages = [
  ['home', '/', 'Home', 'Home'],
  ['experience', '/experience', 'Experience', 'Thirty Roles'],
  ['projects', '/projects', 'Projects', 'Ten Projects'],
  ['skills', '/skills', 'Skills', 'Sixty Skills'],
  ['education', '/education', 'Education', 'Education'],
  ['contact', '/contact', 'Contact', 'Contact'],
] as const;
pages.forEach(([file, path, name, heading], i) => {
  write(`pages/${file}.yaml`, 'page', {
    path,
    name,
    order: i + 1,
    ...(path === '/' ? {} : { heading, intro: `${heading}: ${LONG_WORD}.` }),
    metaTitle: heading,
    metaDescription: `${heading} of Maximiliana, a principal engineer.`,
  });
});

for (let i = 1; i <= 30 * SCALE; i++) {
  // Scaled copies reuse the thirty years, so every date stays a real one.
  const year = 1995 + ((i - 1) % 30) + 1;
  write(`experience/role-${pad(i)}.yaml`, 'experience', {
    title: i % 5 === 0 ? `Principal ${LONG_WORD} Engineer` : `Engineer, level ${i}`,
    company: `Company Number ${i} GmbH & Co. KG`,
    ...(i % 3 === 0 ? { client: `Client ${i}` } : {}),
    ...(i % 4 === 0 ? { product: `${LONG_URL}&role=${i}` } : {}),
    start: `${year}-01-01`,
    ...(i === 30 ? {} : { end: `${year}-12-31` }),
    location: i % 2 ? 'Remote' : 'Berlin, Germany',
    technologies: TECH.slice(0, 3 + (i % 6)),
    achievements: i % 7 === 0 ? [] : [`Achievement ${i}: shipped ${LONG_WORD}.`, `See ${LONG_URL}`],
  });
}

for (let i = 1; i <= 10 * SCALE; i++) {
  write(`projects/project-${pad(i)}.yaml`, 'project', {
    title: i === 1 ? LONG_WORD : `Project ${i}`,
    description: `Project ${i} does one thing well. ${LONG_WORD}.`,
    features: [`Feature one of ${i}`, `Feature ${LONG_WORD}`, LONG_URL],
    techStack: TECH.slice(0, 2 + (i % 7)),
    github: `https://github.com/maximiliana/${'project-with-a-long-name-'.repeat(3)}${i}`,
    ...(i % 2 ? { demo: `${LONG_URL}&project=${i}` } : {}),
    icon: ICONS[i % ICONS.length],
    category: i % 2 ? 'Infrastructure' : LONG_WORD,
    order: ((i - 1) % 99) + 1,
  });
}

for (let c = 1; c <= 6 * SCALE; c++) {
  write(`skills/category-${c}.yaml`, 'skill-category', {
    title: c === 1 ? LONG_WORD : `Skill category ${c}`,
    icon: ICONS[c % ICONS.length],
    color: COLORS[c % COLORS.length],
    order: ((c - 1) % 99) + 1,
    skills: Array.from({ length: 10 }, (_, s) => ({
      name: s === 0 ? LONG_WORD : `Skill ${c}.${s + 1}`,
      level: (c * 17 + s * 9) % 101,
    })),
  });
}

for (let i = 1; i <= 3; i++) {
  write(`education/degree-${i}.yaml`, 'education', {
    degree: `Degree ${i} in ${LONG_WORD}`,
    institution: `University Number ${i}`,
    start: `${1985 + i * 3}-09-01`,
    ...(i === 3 ? {} : { end: `${1987 + i * 3}-06-30` }),
    location: 'Heidelberg, Germany',
    level: 5 + i,
    website: `${LONG_URL}&degree=${i}`,
    progress: i === 3 ? 40 : 100,
    highlights: i === 2 ? [] : [`Highlight: ${LONG_WORD}`, LONG_URL],
    color: COLORS[i],
  });
}

for (let i = 1; i <= 6 * SCALE; i++) {
  write(`certifications/certificate-${i}.yaml`, 'certification', {
    title: `Certificate ${i}: ${LONG_WORD}`,
    provider: `Provider ${i}`,
    date: `2020-0${((i - 1) % 6) + 1}-15`,
    ...(i % 2 ? { credentialUrl: `${LONG_URL}&cert=${i}` } : {}),
    icon: 'award',
    color: COLORS[i % COLORS.length],
    skills: [LONG_WORD, `Skill ${i}`],
    pages: i % 3 === 0 ? ['skills', 'education'] : i % 2 ? ['skills'] : ['education'],
  });
}

const social = [
  ['linkedin', 'linkedin', `https://www.linkedin.com/in/${'maximiliana-'.repeat(6)}example`],
  ['github', 'github', `https://github.com/${'maximiliana'.repeat(3)}`],
  ['email', 'mail', 'mailto:maximiliana.alexandrina.with.a.very.long.address@subdomain.example.com'],
  ['website', 'globe', LONG_URL],
] as const;
social.forEach(([file, icon, url], i) => {
  write(`social/${file}.yaml`, 'social-link', {
    name: file === 'website' ? LONG_WORD : file,
    icon,
    url,
    color: COLORS[i],
    description: `Find me at ${url}`,
    order: i + 1,
  });
});

console.log(`Wrote ${OUT}.`);
