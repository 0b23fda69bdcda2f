import { describe, expect, it } from 'vitest';
import type { Verdict } from './check-size';
import { sourceTotals, whatGrew } from './size-growth';

const map = {
  'assets/react-1.js': { 'react-dom': 538_000, react: 17_000 },
  'assets/router-2.js': { '@tanstack/router-core': 114_000 },
  'assets/contact-3.js': { 'src/routes/contact.tsx': 9_000, 'src/components/Map/Map.tsx': 4_000 },
};
const baseline = {
  'react-dom': 538_000,
  react: 17_000,
  '@tanstack/router-core': 114_000,
  'src/routes/contact.tsx': 5_000,
};
const verdict = (kind: 'js' | 'css'): Verdict => ({
  route: '/contact',
  kind,
  total: 111_000,
  budget: 110_000,
  files: Object.keys(map).map((file) => ({ file, gzip: 1 })),
});

describe('naming what grew when a code budget is exceeded', () => {
  it('lists our modules that grew or are new, largest first, and not the framework that stayed the same', () => {
    const lines = whatGrew(verdict('js'), map, baseline).join('\n');
    expect(lines).toMatch(
      /\+4,000 B\s+src\/routes\/contact\.tsx\n.*\+4,000 B\s+src\/components\/Map\/Map\.tsx \(new\)/,
    );
    expect(lines).not.toMatch(/react|tanstack/);
  });

  it('names a framework package when it is what grew, as after an upgrade', () => {
    const lines = whatGrew(verdict('js'), map, { ...baseline, 'react-dom': 530_000 }).join('\n');
    expect(lines).toMatch(/\+8,000 B\s+react-dom/);
  });

  it('adds up each source over the chunks a route loads', () => {
    expect(sourceTotals({ a: { x: 1, y: 2 }, b: { x: 3 } }, ['a', 'b'])).toEqual({ x: 4, y: 2 });
  });
});
