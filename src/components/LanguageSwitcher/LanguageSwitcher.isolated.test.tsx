import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageInfo } from '@/lib/language';
import { LanguageMenuList, LanguageSwitcher } from './LanguageSwitcher';

const english: LanguageInfo = { code: 'en', name: 'English', dir: 'ltr', prefix: '' };
const polish: LanguageInfo = { code: 'pl', name: 'Polski', dir: 'ltr', prefix: 'pl/' };
const arabic: LanguageInfo = { code: 'ar', name: 'العربية', dir: 'rtl', prefix: 'ar/' };

// The build's language and the site's others are constants of each build: here, set per test.
const site = vi.hoisted(() => ({ language: null as unknown, languages: [] as unknown[] }));
vi.mock('@/lib/language-links', async (original) => ({
  ...(await original<typeof import('@/lib/language-links')>()),
  get LANGUAGE() {
    return site.language;
  },
  get LANGUAGES() {
    return site.languages;
  },
}));

/** The switchers in a page at `address`, where `/`, `/skills` and one section, `/talks`, exist. */
async function renderAt(address: string) {
  const root = createRootRoute({
    component: () => (
      <>
        <LanguageSwitcher />
        <LanguageMenuList />
        <Outlet />
      </>
    ),
    notFoundComponent: () => <h1>Not found</h1>,
  });
  const skills = createRoute({ getParentRoute: () => root, path: '/skills', component: () => <h1>Skills</h1> });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> });
  const section = createRoute({
    getParentRoute: () => root,
    path: '/$section/',
    loader: ({ params }) => {
      if (params.section !== 'talks') throw notFound();
    },
    component: () => <h1>Talks</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, skills, section]),
    history: createMemoryHistory({ initialEntries: [address] }),
  });
  await router.load();
  return render(<RouterProvider router={router} />);
}

describe('the language switcher', () => {
  beforeEach(() => {
    site.language = polish;
    site.languages = [english, polish, arabic];
  });

  it('renders nothing for a site in one language', async () => {
    site.language = english;
    site.languages = [english];
    const { container } = await renderAt('/skills');
    expect(container.querySelector('details, nav')).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('links the same page in every language, each by its own name, the current one marked', async () => {
    await renderAt('/skills');
    expect(screen.getByText('Language:', { exact: false })).toHaveTextContent('Language: Polski');
    for (const list of screen.getAllByRole('list')) {
      const links = within(list).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(['English', 'Polski', 'العربية']);
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/skills', '/pl/skills', '/ar/skills']);
      expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(['en', 'pl', 'ar']);
      expect(links.map((link) => link.getAttribute('lang'))).toEqual(['en', 'pl', 'ar']);
      expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true', null]);
      expect(links[2]).toHaveAttribute('dir', 'rtl');
    }
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
  });

  it("keeps a section's address as the site writes it, without the slash", async () => {
    await renderAt('/talks/');
    const links = within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/talks', '/pl/talks', '/ar/talks']);
  });

  it('offers each language home from an address that has no page, matched by no route or by one that finds nothing', async () => {
    for (const address of ['/no/such/page', '/no-such-section']) {
      const { unmount } = await renderAt(address);
      const links = within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('link');
      expect(
        links.map((link) => link.getAttribute('href')),
        address,
      ).toEqual(['/', '/pl/', '/ar/']);
      unmount();
    }
  });
});
