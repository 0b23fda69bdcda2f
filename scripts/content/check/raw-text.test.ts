import { describe, expect, it } from 'vitest';
import { characterProblem, MAX_DEPTH, textProblem } from './raw-text';

describe('the text check before parsing', () => {
  it('lets through what owners write: brackets in text, block scalars, quotes, emoji, right-to-left text', () => {
    const text = [
      'title: C++ [beta] {draft} [[[[ and ]]',
      'description: >-',
      '  [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ a shell prompt in brackets',
      '  - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
      'quote: "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["',
      "techStack: ['[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[', Go] # [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
      'name: مرحبا 👩🏽‍💻 Zoë',
      'items:',
      '  - a: {b: [c, {d: e}]}',
    ].join('\r\n');
    expect(textProblem(text)).toBeNull();
  });

  it(`refuses nesting past ${MAX_DEPTH} levels, in brackets or in dashes, at its line`, () => {
    expect(textProblem(`a: 1\nb: ${'['.repeat(40)}${']'.repeat(40)}`)).toMatchObject({ line: 2 });
    expect(textProblem(`a: 1\nb:\n  ${'- '.repeat(40)}x`)).toMatchObject({ line: 3 });
    expect(textProblem(`a: 1\nb: ${'{c: '.repeat(40)}1${'}'.repeat(40)}`)).toMatchObject({ line: 2 });
  });

  it('names control characters and half characters in values', () => {
    expect(characterProblem('a\u0000b')).toContain('U+0000 NUL');
    expect(characterProblem('a\u009bb')).toContain('U+009B');
    expect(characterProblem('\uD800')).toContain('half of a character');
    expect(characterProblem('👩🏽‍💻\tok\nfine \u202Eבידי')).toBeNull();
  });

  it('refuses accents stacked past six on one letter, and lets through the stacks real scripts use', () => {
    expect(characterProblem(`Z${'\u0301\u0316'.repeat(6)}algo`)).toContain('more than 6 accents');
    expect(characterProblem('Nguyễn Việt ཀྵྭྱ ǘ ḗ')).toBeNull();
  });
});
