import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUNDLE_MAP } from '../vite/bundle-map';
import { pageText, printContentWeight, WEIGHT_WARNING, weigh, weightWarnings } from './content-weight';

let dist: string;
const write = (file: string, text: string) => {
  mkdirSync(join(dist, file, '..'), { recursive: true });
  writeFileSync(join(dist, file), text);
};
const page = (script: string, body: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/${script}"></script></head><body>${body}</body></html>`;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'content-weight-'));
  write('index.html', page('home.js', '<h1>Ada Lovelace</h1><script>boot()</script>'));
  write(
    'skills/index.html',
    page(
      'skills.js',
      '<h1>Skills</h1><p>Ελληνικά &amp; čeština</p>' +
        '<picture><source type="image/avif" srcSet="/assets/me-320.avif 1x, /assets/me-640.avif 2x"/><img src="/assets/me.jpg" alt=""/></picture>' +
        '<picture><source type="image/avif" srcSet="data:image/avif;base64,AAAA 2x"/><img src="/assets/d.jpg" alt=""/></picture>',
    ),
  );
  write('assets/me-320.avif', 'x'.repeat(1000));
  write('assets/me-640.avif', 'x'.repeat(5000));
  write('assets/home.js', 'import"./app.js";');
  write('assets/skills.js', 'import"./app.js";');
  write('assets/app.js', 'export{};');
  write(
    BUNDLE_MAP,
    JSON.stringify({
      'assets/app.js': { react: 9000, 'content/site.yaml': 2000 },
      'assets/home.js': { 'src/routes/index.tsx': 500 },
      'assets/skills.js': { 'content/skills/a.yaml': WEIGHT_WARNING, 'content/skills/b.yaml': 300 },
    }),
  );
});

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('content weight per route', () => {
  it('counts the bytes of first-load JavaScript that come from content files, heaviest first', () => {
    const [home, skills] = weigh(dist, '/', 'content');
    expect(home).toMatchObject({ route: '/', contentJs: 2000, files: [{ file: 'content/site.yaml', bytes: 2000 }] });
    expect(skills?.contentJs).toBe(WEIGHT_WARNING + 2300);
    expect(skills?.files.map((file) => file.file)).toEqual([
      'content/skills/a.yaml',
      'content/site.yaml',
      'content/skills/b.yaml',
    ]);
    expect(skills?.htmlText).toBe(Buffer.byteLength('Skills Ελληνικά _ čeština'));
  });

  it('counts the image files a page names at their largest AVIF, not the ones its HTML carries', () => {
    const [home, skills] = weigh(dist, '/', 'content');
    expect(home?.images).toBe(0);
    expect(skills?.images).toBe(5000);
  });

  it('reads the words of a page, not its scripts or markup', () => {
    expect(pageText('<body><p>Hi <b>there</b></p><script>var x = 1</script></body>')).toBe('Hi there');
  });

  it('warns, naming the heaviest files, only for a route over the threshold', () => {
    const warnings = weightWarnings(weigh(dist, '/', 'content'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^\/skills carries .* heaviest: content\/skills\/ \(2 files, 150\.3 KB\), content\/site\.yaml \(2\.0 KB\); largest files: content\/skills\/a\.yaml/,
    );
  });

  it('writes a Markdown table and the warnings to the CI job summary, and never throws', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const summary = join(dist, 'summary.md');
    vi.stubEnv('CONTENT_DIR', 'content');
    printContentWeight(dist, summary);
    vi.unstubAllEnvs();
    const text = readFileSync(summary, 'utf8');
    expect(text).toContain('### Content weight per route');
    expect(text).toMatch(/^\| \/skills\s+\| 152\.3 KB/m);
    expect(text).toContain('**Warning:** /skills carries');
  });
});
