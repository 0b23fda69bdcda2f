import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { getNavItems, getPageMeta } from './pages';

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
    // As the site's build leaves it: no hidden /projects, no empty section.
    page('/talks', 4),
    page('/skills', 6),
    page('/education', 7),
    page('/contact', 8),
  ],
}));

describe('pages an owner hides or adds, as the site reads them', () => {
  it('lists the pages the build kept, a section among them, in their order', () => {
    expect(getNavItems().map((item) => item.path)).toEqual([
      '/',
      '/experience',
      '/talks',
      '/skills',
      '/education',
      '/contact',
    ]);
  });

  it('answers a page the build left out (hidden, or an empty section) with not found', () => {
    let thrown: unknown;
    try {
      getPageMeta('/projects');
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
    expect(getPageMeta('/skills').heading).toBe('skills');
  });
});
