import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { getNavItems, getPageMeta, getShownPage, shownPagePaths } from './pages';

const { page } = vi.hoisted(() => ({
  page: (path: string, order: number, extra: Record<string, unknown> = {}) => ({
    path,
    name: path === '/' ? 'Home' : path.slice(1),
    order,
    metaTitle: path,
    metaDescription: `About ${path}.`,
    ...extra,
  }),
}));

vi.mock('contentlayer/generated', () => ({
  allPages: [
    page('/', 1),
    page('/experience', 2),
    page('/projects', 3, { hidden: true }),
    page('/talks', 4),
    page('/empty', 5),
    page('/skills', 6),
    page('/education', 7),
    page('/contact', 8),
  ],
}));

const withEntries = (section: string) => section === 'talks';

describe('pages an owner hides or adds', () => {
  it('leaves a hidden page out of the navigation, and a section in only when it has entries', () => {
    expect(getNavItems(withEntries).map((item) => item.path)).toEqual([
      '/',
      '/experience',
      '/talks',
      '/skills',
      '/education',
      '/contact',
    ]);
    expect(shownPagePaths(withEntries)).not.toContain('/empty');
    expect(getNavItems().map((item) => item.path)).not.toContain('/talks');
  });

  it('answers a hidden page with not found, while its words stay readable for the build', () => {
    let thrown: unknown;
    try {
      getShownPage('/projects');
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
    expect(getPageMeta('/projects').title).toBe('/projects');
    expect(getShownPage('/skills').heading).toBe('skills');
  });
});
