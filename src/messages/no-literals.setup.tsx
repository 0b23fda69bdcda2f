import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CertificationEntry } from '@/content/certifications';
import type { EducationEntry } from '@/content/education';
import type { ExperienceEntry } from '@/content/experience';
import { toDisplayDate, toPeriod, toYear } from '@/content/format';
import type { Messages, SectionWords } from '@/content/messages';
import type { DocumentDef, FieldDef } from '@/content/model';
import {
  certification as certificationDef,
  education as educationDef,
  experience as experienceDef,
  project as projectDef,
} from '@/content/model/entries';
import { LINK_KINDS } from '@/content/model/vocabulary';
import type { ProjectEntry } from '@/content/projects';
import type { EntryBody } from '@/content/section-body';
import { getSectionWords } from '@/content/section-words';
import type { EntryCard as EntryCardData, EntryPage, TopicIndex, TopicPage } from '@/content/sections';
import { MessagesProvider } from '@/hooks/useMessages';
import { SectionWordsProvider } from '@/hooks/useSectionWords';
import { placeholders } from '@/lib/message';
import en from './en.json';

/** Each message as its key in brackets, keeping its placeholders: "⟦nav.copyright {name}⟧". */
function mark<T>(value: T, key: string): T {
  if (typeof value === 'string')
    return `⟦${key}${placeholders(value)
      .map((name) => ` {${name}}`)
      .join('')}⟧` as T;
  if (Array.isArray(value)) return value.map((item, index) => mark(item, `${key}.${index}`)) as T;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, inner]) => [
      name,
      mark(inner, key ? `${key}.${name}` : name),
    ]),
  ) as T;
}

export const marked: Messages = mark(en, '');
/** The words only the sections' pages say, which the build serves apart from the rest, marked the same way. */
const markedSectionWords: SectionWords = mark(getSectionWords(), '');

/**
 * What is left of the page's text and labels once the marked messages are taken out. Content in
 * these tests is written in Greek, so any Latin letter left is a word the code says itself.
 */
export function latinLeft(root: HTMLElement = document.body): string[] {
  const unmarked = (text: string) => text.replace(/⟦[\w.]+|⟧/g, '');
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    // A page's own stylesheet (the sections' inline rules) is not words it shows.
    if (node.parentElement?.tagName !== 'STYLE' && /[A-Za-z]/.test(unmarked(node.textContent ?? '')))
      found.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*'))
    for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext'])
      if (/[A-Za-z]/.test(unmarked(element.getAttribute(name) ?? '')))
        found.push(`${name}="${element.getAttribute(name)}"`);
  return found;
}

/** Renders inside the marked messages and a router of one page, as the site's components expect. */
export async function renderMarked(ui: ReactNode) {
  const wrapped = (
    <MessagesProvider value={marked}>
      <SectionWordsProvider value={markedSectionWords}>{ui}</SectionWordsProvider>
    </MessagesProvider>
  );
  const router = createRouter({
    routeTree: createRootRoute({ component: () => wrapped }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return render(<RouterProvider router={router} />);
}

// Content in Greek, with addresses without letters: whatever Latin shows came from the code.
const web = 'https://10.0.0.1/α';
export const email = 'ω@10.0.0.1';

/** A name in Greek letters ("company" → "ψομπανυ"), so each field's words differ from every other's. */
const inGreek = (name: string) =>
  [...name.toLowerCase()]
    .map((letter) => 'αβψδεφγηιξκλμνοπθρστυωςχυζ'['abcdefghijklmnopqrstuvwxyz'.indexOf(letter)] ?? letter)
    .join('');

/** A value of a field in the model, in Greek: words for text, a link without letters, a valid choice. */
function greekValue(words: string, field: FieldDef): unknown {
  switch (field.kind) {
    case 'string':
      return field.format === 'email' ? email : words;
    case 'url':
      return web;
    case 'integer':
      return Math.floor((field.min + field.max) / 2);
    case 'enum':
      return field.options[0];
    case 'list':
      return field.of === 'string' ? [words] : field.of === 'enum' ? [field.options[0]] : [];
    default:
      return undefined;
  }
}

/**
 * A document as its accessor hands it to a component, every field the model gives it filled in
 * Greek, so a new field is on the cards these tests render without a line here; `derived` gives
 * what the accessor computes (a period, a year) and what the model does not hold.
 */
function greekEntry<Entry>(def: DocumentDef, derived: Partial<Entry>): Entry {
  const fields = Object.entries(def.fields).map(([name, field]) => [
    name,
    greekValue(`${inGreek(def.name)} ${inGreek(name)}`, field),
  ]);
  return { ...Object.fromEntries(fields), languages: {}, ...derived } as Entry;
}

export const experience = greekEntry<ExperienceEntry>(experienceDef, {
  slug: 'ρόλος',
  period: toPeriod('2024-01-22', null, marked.dates),
});

export const education = greekEntry<EducationEntry>(educationDef, {
  slug: 'πτυχίο',
  period: toPeriod('2017-08-15', '2020-06-15', marked.dates),
});

export const project = greekEntry<ProjectEntry>(projectDef, {
  slug: 'έργο',
  facts: { label: '★ 3', archived: true },
  period: toPeriod('2023-02-01', '2023-09-30', marked.dates),
});

export const certification = greekEntry<CertificationEntry>(certificationDef, {
  slug: 'πιστοποίηση',
  date: toYear('2023-03-15'),
});

// A section entry with every link kind, a badge, a date, a place, topics, its BibTeX and its own page,
// as a draft under `npm run dev`.
export const entry: EntryCardData = {
  section: 'ομιλίες',
  slug: 'ομιλία',
  title: 'Ομιλία',
  date: toDisplayDate('2024-05-02', marked.dates),
  updated: toDisplayDate('2024-06-01', marked.dates),
  publication: { state: 'draft' },
  end: toDisplayDate('2024-06-02', marked.dates),
  summary: 'Για κάτι.',
  venue: 'Αθήνα',
  badge: 'Σήμα',
  authors: [
    { name: 'Ελένη', own: false },
    { name: 'Νίκος', own: true },
  ],
  links: LINK_KINDS.map((kind) => ({ kind, url: `${web}/${kind.length}`, label: null, language: {} })),
  tags: [{ slug: 'θέμα', label: 'Θέμα' }],
  image: null,
  path: '/ομιλίες/ομιλία',
  externalUrl: null,
  readingMinutes: 4,
  cite: { href: '/ομιλίες/ομιλία.bib', file: 'ομιλία.bib' },
  languages: { title: {}, summary: {}, venue: {}, badge: {}, tags: {}, imageAlt: {}, body: {} },
};

export const entryPage: EntryPage & { body: EntryBody } = {
  page: {
    path: '/ομιλίες',
    heading: 'Ομιλίες',
    intro: null,
    empty: null,
    title: 'Ομιλίες',
    description: 'Όλες.',
    languages: {},
  },
  // Its page, as a post still to come on its day.
  entry: { ...entry, publication: { state: 'scheduled', date: toDisplayDate('2030-06-16', marked.dates) } },
  newer: { title: 'Νεότερη', section: 'ομιλίες', slug: 'νεότερη', language: {} },
  older: { title: 'Παλαιότερη', section: 'ομιλίες', slug: 'παλαιότερη', language: {} },
  related: [{ ...entry, slug: 'σχετική', title: 'Σχετική' }],
  body: { html: '<h2 id="α">Αρχή</h2><p>Κείμενο.</p>', toc: [{ id: 'α', text: 'Αρχή', depth: 2 }] },
};

// A topic's page and the index of topics, in Greek.
export const topicPage: TopicPage = {
  page: { ...entryPage.page, path: '/tags/θέμα', heading: 'Θέμα', title: 'Θέμα' },
  topic: { slug: 'θέμα', label: 'Θέμα', count: 1, language: {} },
  groups: [{ section: 'ομιλίες', heading: 'Ομιλίες', headingLanguage: {}, entries: [entry] }],
};
export const topicIndex: TopicIndex = {
  page: { ...entryPage.page, path: '/tags', heading: 'Θέματα', title: 'Θέματα' },
  topics: [topicPage.topic],
};
