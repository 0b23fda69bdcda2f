/**
 * A post with maths, a diagram and code, built as the owner builds it (the sections owner set laid
 * over the fixture), read back from dist/: what the page carries, and what the other pages do not.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStyles } from '../site/csp';
import { ownerContent } from '../test/overlay';
import { buildEnv, makeSandbox } from '../test/sandbox';
import { scratchDir } from '../test/scratch';

const scratch = scratchDir('blocks-build');
const POST = 'writing/maths-diagrams-code';
let project: { dir: string; remove: () => void };
let dist: string;
let cache: string;
let firstBuild: ReturnType<typeof spawnSync>;

const build = (env: NodeJS.ProcessEnv, into: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], {
    cwd: project.dir,
    env: { ...buildEnv(), GITHUB_ACTIONS: '', ...env, DIST_DIR: into, DIAGRAM_CACHE_DIR: cache },
    encoding: 'utf8',
    timeout: 300_000,
  });
const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');
const assets = () => readdirSync(join(dist, 'assets'));

beforeAll(() => {
  project = makeSandbox();
  const content = ownerContent('sections', join(scratch, 'content'));
  cache = join(scratch, 'diagrams');
  dist = join(scratch, 'dist');
  firstBuild = build({ CONTENT_DIR: content }, dist);
}, 320_000);
afterAll(() => project?.remove());

describe('a post with maths, a diagram and code, built', () => {
  it('builds, drawing its diagram into the cache', () => {
    expect(firstBuild.status, `${firstBuild.stdout}${firstBuild.stderr}`).toBe(0);
    expect(readdirSync(cache).filter((name) => name.endsWith('.svg'))).toHaveLength(2);
  });

  it('carries its maths as MathML and its diagram as SVG in both modes, with no maths or Mermaid script anywhere', () => {
    const html = page(POST);
    expect(html).toContain('<math display="block"');
    expect(html).toMatch(/<svg id="Dg1-light"[^>]*class="diagram-light"/);
    expect(html).toMatch(/<svg id="Dg1-dark"[^>]*class="diagram-dark"/);
    expect(html).not.toMatch(/<script[^>]*(katex|mermaid|temml)/i);
    for (const file of assets().filter((name) => name.endsWith('.js')))
      expect(readFileSync(join(dist, 'assets', file), 'utf8'), file).not.toMatch(
        /mermaidAPI|katex\.render|temml\.render/i,
      );
  });

  it("names and describes the diagram by its source, in the page's words", () => {
    const html = page(POST);
    expect(html).toContain('role="img" aria-label="How a fit runs" aria-describedby="Dg1-description Dg1-source"');
    expect(html).toContain('<summary>Diagram source</summary>');
    expect(html).toMatch(
      /<code id="Dg1-source">[\s\S]*A\[Load data\] --&gt; B\[Fit the model\]|<code id="Dg1-source">[\s\S]*A\[Load data\] --> B\[Fit the model\]/,
    );
  });

  it('writes no style attribute, and every inline style is in the policy', () => {
    const html = page(POST);
    const body = html.slice(html.indexOf('<body'));
    expect(body).not.toMatch(/<[^>]+\sstyle="/);
    const policy = readFileSync(join(dist, '_headers'), 'utf8');
    for (const style of inlineStyles(html))
      expect(policy).toContain(`'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`);
  });

  it('declares and preloads the maths font on that post only', () => {
    const font = assets().find((name) => name.startsWith('noto-sans-math-'));
    expect(font).toBeDefined();
    expect(readFileSync(join(dist, 'assets', font as string)).length).toBeLessThan(20_000);
    const html = page(POST);
    expect(html).toContain(`<link rel="preload" href="/assets/${font}" as="font"`);
    expect(html).toMatch(/@font-face\{font-family:Maths;src:url\(\/assets\/noto-sans-math-/);
    for (const other of ['', 'writing', 'writing/region-move', 'contact']) {
      const text = page(other);
      expect(text, other || '/').not.toContain('noto-sans-math-');
      expect(text, other || '/').not.toContain('font-family:Maths');
    }
  });

  it('gives each code block its title or language and an empty slot for the copy button, which the page without scripts shows none of', () => {
    const html = page(POST);
    expect(html).toContain('<figcaption class="code-title" dir="auto">fit.ts</figcaption><span data-copy=""></span>');
    expect(html).toMatch(/<mark class="line">/);
    expect(html).toMatch(/<ins class="line"><span class="sign">\+<\/span>/);
    expect(html).not.toMatch(/<button[^>]*>Copy code/);
  });

  it('builds again from the cache without a browser, the diagrams unchanged', { timeout: 320_000 }, () => {
    const again = join(scratch, 'again');
    const result = build(
      {
        CONTENT_DIR: join(scratch, 'content'),
        CHROMIUM_PATH: '/nonexistent/chromium',
        CHROMIUM_HEADLESS_SHELL_PATH: '/nonexistent/shell',
      },
      again,
    );
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    expect(readFileSync(join(again, POST, 'index.html'), 'utf8')).toContain('<svg id="Dg1-light"');
  });

  it('refuses a diagram Mermaid cannot read at its file and line, with its message', { timeout: 120_000 }, () => {
    const content = join(scratch, 'broken');
    ownerContent('sections', content);
    const file = join(content, 'sections/writing/broken-diagram.md');
    mkdirSync(join(content, 'sections/writing'), { recursive: true });
    writeFileSync(
      file,
      '---\ntitle: A broken diagram\ndate: 2024-01-01\n---\n\nText.\n\n```mermaid\nflowchart LR\n  A --> \n  B -- C\n```\n',
    );
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-content.ts'], {
      cwd: project.dir,
      env: { ...buildEnv(), GITHUB_ACTIONS: '', CONTENT_DIR: content, DIAGRAM_CACHE_DIR: cache },
      encoding: 'utf8',
      timeout: 110_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /sections\/writing\/broken-diagram\.md:11 body diagram does not draw: Parse error on line \d+: Expecting/,
    );
  });
});
