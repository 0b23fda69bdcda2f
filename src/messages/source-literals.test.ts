import { expect, it } from 'vitest';

// The page components the render test (no-literals.test.tsx) cannot mount alone: read as source.
const sources = import.meta.glob<string>(['/src/routes/**/*.tsx', '/src/components/**/*.tsx', '!**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// Text between JSX tags ("> Send a message <") and text-valued props (label="Email"); code such as
// `useRef<T>(null)` or `a => b ? <x/> : y` holds a bracket, colon or semicolon and is not text.
const JSX_TEXT = /(?<![=-])>([^<>{}=;():]*[A-Za-z][^<>{}=;():]*)(?=<|\{)/g;
const TEXT_PROP = /\b(?:aria-label|title|label|heading|credentialLabel|what|alt|placeholder)="[^"]*[A-Za-z][^"]*"/g;

it('no route or component writes a word of its own in its markup: its words come from the messages', () => {
  expect(Object.keys(sources).length).toBeGreaterThan(30);
  const literals = Object.entries(sources).flatMap(([file, source]) =>
    [...source.matchAll(JSX_TEXT), ...source.matchAll(TEXT_PROP)].map((match) => `${file}: ${match[0].trim()}`),
  );
  expect(literals).toEqual([]);
});
