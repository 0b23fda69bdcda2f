import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { toDisplayDate } from '@/content/format';
import { MessagesProvider } from '@/hooks/useMessages';
import en from '@/messages/en.json';
import { entry, entryPage } from '@/messages/no-literals.setup';
import { EntryArticle } from './EntryArticle';
import { EntryCard } from './EntryCard';

/** Renders in the shipped English words, inside a router of one page, as the site's components expect. */
async function renderEnglish(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <MessagesProvider value={en}>{ui}</MessagesProvider> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return render(<RouterProvider router={router} />);
}

describe('an entry a build leaves out, as npm run dev shows it', () => {
  it("says Draft on a draft's card, above its title", async () => {
    await renderEnglish(<EntryCard entry={{ ...entry, publication: { state: 'draft' } }} />);
    const badge = screen.getByText('Draft');
    expect(badge.compareDocumentPosition(screen.getByRole('heading')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says on a scheduled post's page the day it goes out", async () => {
    const date = toDisplayDate('2030-06-16', en.dates);
    await renderEnglish(
      <EntryArticle {...entryPage} entry={{ ...entry, publication: { state: 'scheduled', date } }} />,
    );
    expect(screen.getByText('Scheduled for 16 Jun 2030')).toBeInTheDocument();
    expect(screen.queryByText('Draft')).toBeNull();
  });

  it('says nothing on an entry that is published', async () => {
    await renderEnglish(<EntryCard entry={{ ...entry, publication: null }} />);
    expect(screen.queryByText(/^(Draft|Scheduled for)/)).toBeNull();
  });
});

describe('an entry updated after it was published', () => {
  it('says when on its own page, as a date a machine reads too, and not on its card', async () => {
    const updated = toDisplayDate('2024-05-03', en.dates);
    await renderEnglish(<EntryArticle {...entryPage} entry={{ ...entry, updated, publication: null }} />);
    expect(screen.getByText('Updated 3 May 2024')).toHaveAttribute('datetime', '2024-05-03');
    cleanup();
    await renderEnglish(<EntryCard entry={{ ...entry, updated, publication: null }} />);
    expect(screen.queryByText(/^Updated/)).toBeNull();
  });
});
