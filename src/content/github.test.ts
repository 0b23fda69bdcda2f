import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { factsLabel, githubRepo } from './github';

describe('githubRepo', () => {
  it('names the repository of a GitHub code link', () => {
    expect(githubRepo('https://github.com/Owner/Tool')).toBe('owner/tool');
    expect(githubRepo('https://github.com/owner/tool.git')).toBe('owner/tool');
    expect(githubRepo('https://www.github.com/owner/tool/')).toBe('owner/tool');
  });

  it('ignores links that are not a repository on github.com', () => {
    expect(githubRepo('https://github.com/owner')).toBeNull();
    expect(githubRepo('https://github.com/owner/tool/tree/main')).toBeNull();
    expect(githubRepo('https://gitlab.com/owner/tool')).toBeNull();
  });
});

describe('factsLabel', () => {
  it('reads stars, language and the month of the last push', () => {
    const facts = { stars: 1280, language: 'TypeScript', pushedAt: '2026-10-03T12:00:00Z', archived: false };
    expect(factsLabel(facts, en)).toBe('★ 1,280 · TypeScript · updated Oct 2026');
  });

  it('leaves out a language GitHub does not know', () => {
    expect(factsLabel({ stars: 0, language: null, pushedAt: '2024-01-31T23:59:59Z', archived: true }, en)).toBe(
      '★ 0 · updated Jan 2024',
    );
  });
});
