import { describe, expect, it } from 'vitest';
import { credits } from './sections';

describe("a paper's authors or a talk's speakers", () => {
  it('keep the order credited and mark the owner by name, whatever its case, spacing or accents’ encoding', () => {
    const owner = 'Zoë Okafor';
    // "Zoë" with a combining diaeresis, as some editors write it.
    const names = ['Wei Zhang', ' zoe\u0308   OKAFOR ', 'Ana Lima'];
    expect(credits(names, owner)).toEqual([
      { name: 'Wei Zhang', own: false },
      { name: ' zoe\u0308   OKAFOR ', own: true },
      { name: 'Ana Lima', own: false },
    ]);
  });

  it('mark no one when the owner is not among them, and nothing when there are none', () => {
    expect(credits(['Zoe Okafor'], 'Zoë Okafor')).toEqual([{ name: 'Zoe Okafor', own: false }]);
    expect(credits([], 'Zoë Okafor')).toEqual([]);
  });
});
