import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NavItem } from '@/content/pages';
import { format } from '@/lib/message';
import type { SearchResults } from '@/lib/pagefind';
import en from '@/messages/en.json';
import { type SearchBackend, SearchDialog } from './SearchDialog';

const places: NavItem[] = [
  { name: 'Home', path: '/', language: {} },
  { name: 'Writing', path: '/writing' as NavItem['path'], language: {} },
];

const found: SearchResults = {
  total: 3,
  hits: [
    { url: '/writing/regions', title: 'Moving regions', excerpt: 'a <mark>region</mark> move' },
    { url: '/', title: 'Hi, I am Robin', excerpt: 'across <mark>regions</mark>' },
    { url: '/writing', title: 'Writing', excerpt: 'every <mark>region</mark>' },
  ],
};

function open(search: SearchBackend['search'] = async () => found) {
  const onClose = vi.fn();
  const navigate = vi.fn();
  const backend: SearchBackend = { search: vi.fn(search), prepare: async () => {}, preload: async () => {} };
  render(<SearchDialog onClose={onClose} navigate={navigate} places={places} backend={backend} />);
  const box = screen.getByRole('combobox', { name: en.search.open });
  return { onClose, navigate, backend, box, user: userEvent.setup() };
}

const options = () => screen.queryAllByRole('option');
const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('the search dialog', () => {
  it('opens as a labelled modal with the focus in its search box, and says nothing before a word is typed', () => {
    const { box } = open();
    expect(screen.getByRole('dialog', { name: en.search.open })).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(options()).toEqual([]);
  });

  it('lists what it found with each title, its page or section and the matched words, and says how many', async () => {
    const { box, user, backend } = open();
    await user.type(box, 'region');
    expect(await screen.findByText(format(en.search.count, { count: 3 }))).toHaveAttribute('role', 'status');
    // One search for the word typed, not one a key.
    expect(backend.search).toHaveBeenCalledTimes(1);
    expect(backend.search).toHaveBeenCalledWith('region');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const [first, second] = options();
    expect(first).toHaveAccessibleName(/Writing\s*Moving regions\s*a region move/);
    expect(first).toHaveAttribute('href', '/writing/regions');
    expect(within(first as HTMLElement).getByText('region').tagName).toBe('MARK');
    expect(second).toHaveTextContent(/^HomeHi, I am Robin/);
  });

  it('moves through the results with the arrow keys, round at either end, the focus staying in the box', async () => {
    const { box, user } = open();
    await user.type(box, 'region');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toBe(options()[0]);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption(box)).toBe(options()[0]);
    await user.keyboard('{ArrowUp}');
    expect(activeOption(box)).toBe(options()[2]);
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    expect(box).toHaveFocus();
  });

  it('opens the chosen result with Enter, or the first when none is chosen, and closes', async () => {
    const chosen = open();
    await chosen.user.type(chosen.box, 'region');
    await screen.findAllByRole('option');
    await chosen.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen.navigate).toHaveBeenCalledWith('/');
    expect(chosen.onClose).toHaveBeenCalledTimes(1);
    chosen.box.ownerDocument.body.replaceChildren();

    const first = open();
    await first.user.type(first.box, 'region');
    await screen.findAllByRole('option');
    await first.user.keyboard('{Enter}');
    expect(first.navigate).toHaveBeenCalledWith('/writing/regions');
  });

  it('opens a clicked result in place, and leaves a Ctrl+click to the browser', async () => {
    const { box, user, navigate } = open();
    await user.type(box, 'region');
    const [first, second] = await screen.findAllByRole('option');
    await user.click(first as HTMLElement);
    expect(navigate).toHaveBeenCalledWith('/writing/regions');
    fireEvent.click(second as HTMLElement, { ctrlKey: true });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter to an input method choosing Japanese or Chinese characters', async () => {
    const { box, user, navigate } = open();
    await user.type(box, 'region');
    await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const { user, onClose } = open();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps Tab inside: from its last control to the box, and back with Shift+Tab', async () => {
    const { box, user } = open();
    const close = screen.getByRole('button', { name: en.search.close });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(box).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user, onClose } = open();
    await user.click(screen.getByRole('button', { name: en.search.close }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows more results on asking, the first of them chosen and the focus back in the box', async () => {
    const hit = (at: number) => ({ url: `/writing/${at}`, title: `Post ${at}`, excerpt: `<mark>word</mark> ${at}` });
    const all = Array.from({ length: 12 }, (_, at) => hit(at));
    const { box, user } = open(async () => ({
      total: 12,
      hits: all.slice(0, 10),
      more: async () => ({ total: 12, hits: all }),
    }));
    await user.type(box, 'word');
    await screen.findAllByRole('option');
    expect(options()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: en.search.more }));
    await waitFor(() => expect(options()).toHaveLength(12));
    expect(activeOption(box)).toHaveTextContent('Post 10');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: en.search.more })).toBeNull();
  });

  it('says when nothing matched, naming the words, and when search could not load', async () => {
    const empty = open(async () => ({ total: 0, hits: [] }));
    await empty.user.type(empty.box, 'zebra');
    expect(await screen.findByText(format(en.search.none, { query: 'zebra' }))).toHaveAttribute('role', 'status');
    empty.box.ownerDocument.body.replaceChildren();

    const offline = open(() => Promise.reject(new Error('offline')));
    await offline.user.type(offline.box, 'zebra');
    expect(await screen.findByText(en.search.failed)).toHaveAttribute('role', 'status');
    expect(options()).toEqual([]);
  });
});
