import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EntryCard as Entry } from '@/content/sections';
import { entry, entryPage, renderMarked } from '@/messages/no-literals.setup';
import { EntryArticle } from './EntryArticle';
import { EntryCard } from './EntryCard';

// English words in an Arabic page, as the accessor marks an entry's untranslated fields (src/content/untranslated.ts).
const english = { lang: 'en', dir: 'ltr' } as const;
const none = { title: {}, summary: {}, venue: {}, badge: {}, tags: {}, imageAlt: {}, body: {} };
const inEnglish = (...fields: (keyof Entry['languages'])[]): Entry => ({
  ...entry,
  languages: { ...none, ...Object.fromEntries(fields.map((field) => [field, english])) },
});
const language = (element: HTMLElement | null | undefined) => ({
  lang: element?.getAttribute('lang') ?? null,
  dir: element?.getAttribute('dir') ?? null,
});
const body = () => document.querySelector<HTMLElement>('[data-entry-body]');

describe('words a translation leaves out, in a page of another language', () => {
  it("read the post's English body and its contents as English, left to right", async () => {
    await renderMarked(<EntryArticle {...entryPage} entry={inEnglish('body')} />);
    expect(language(body())).toEqual(english);
    expect(language(screen.getByRole('link', { name: 'Αρχή' }).closest('ol'))).toEqual(english);
  });

  it('leave a translated body in the page language', async () => {
    await renderMarked(<EntryArticle {...entryPage} entry={inEnglish('title')} />);
    expect(language(body())).toEqual({ lang: null, dir: null });
  });

  it("read an untranslated title, summary, place and topics on a section's card as English", async () => {
    await renderMarked(<EntryCard entry={inEnglish('title', 'summary', 'venue', 'tags')} />);
    expect(language(screen.getByRole('heading', { name: entry.title }))).toEqual(english);
    expect(language(screen.getByText(entry.summary ?? ''))).toEqual(english);
    expect(language(screen.getByText(entry.venue ?? ''))).toEqual(english);
    expect(screen.getByText('Θέμα')).toHaveAttribute('lang', 'en');
  });

  it('keep translated words on a card in the page language', async () => {
    await renderMarked(<EntryCard entry={inEnglish('summary')} />);
    expect(language(screen.getByRole('heading', { name: entry.title }))).toEqual({ lang: null, dir: 'auto' });
  });

  it("read an owner's untranslated link label as English", async () => {
    const links = [{ kind: 'slides' as const, url: 'https://10.0.0.1/s', label: 'Σλάιντ', language: english }];
    await renderMarked(<EntryCard entry={{ ...entry, links }} />);
    expect(language(screen.getByText('Σλάιντ'))).toEqual(english);
  });

  it("read an untranslated neighbour's title as English", async () => {
    const newer = { title: 'Νεότερη', section: 'ομιλίες', slug: 'νεότερη', language: english };
    await renderMarked(<EntryArticle {...entryPage} newer={newer} />);
    expect(language(screen.getByText('Νεότερη'))).toEqual(english);
    expect(language(screen.getByText('Παλαιότερη'))).toEqual({ lang: null, dir: 'auto' });
  });
});
