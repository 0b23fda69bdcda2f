import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entry, entryPage, renderMarked } from '@/messages/no-literals.setup';
import { EntryArticle } from './EntryArticle';
import { EntryCard } from './EntryCard';

// Names are the same in every language: the credits line says so to a translating browser.
const authors = () => document.querySelector('[translate="no"]');

describe("an entry's authors", () => {
  it('are listed as credited, comma-separated, with the owner in bold and each name isolated', async () => {
    await renderMarked(<EntryCard entry={entry} />);
    expect(authors()).toHaveTextContent(/^Ελένη, Νίκος$/);
    expect(screen.getByText('Νίκος').tagName).toBe('STRONG');
    expect(screen.getByText('Ελένη').tagName).toBe('BDI');
  });

  it("head the facts on the entry's own page too", async () => {
    await renderMarked(<EntryArticle {...entryPage} />);
    expect(authors()).toHaveTextContent('Ελένη, Νίκος');
  });

  it('leave no empty line when there are none', async () => {
    await renderMarked(<EntryCard entry={{ ...entry, authors: [] }} />);
    expect(authors()).toBeNull();
  });
});
