import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileMarkdown as compile } from '../markdown';
import { cacheDiagram, diagramKey } from './cache';
import { accessibleText } from './rehype';
import { MODES } from './theme';

const source = 'flowchart LR\n  accTitle: How a fit runs\n  accDescr: Load, fit, report.\n  A[Load] --> B[Fit]';

/** What Mermaid might draw, with everything a page must never get from it. */
const hostile = (id: string, fill: string) =>
  `<svg id="${id}" width="120" height="50" viewBox="0 0 120 50" onload="alert(1)" role="graphics-document document">` +
  `<title id="chart-title-${id}">t</title>` +
  `<style>#${id}{font-family:Inter;font-size:16px;fill:${fill};}#${id} .node rect{fill:${fill};}body{display:none}` +
  `@import url(x.css);#${id} .x{background:url(https://example.com/x.png)}#${id} .unused{fill:red}</style>` +
  '<script>alert(1)</script>' +
  `<g class="node"><rect x="0" y="0" width="10" height="10" style="fill:#f9f;font-family:Inter"/><rect style="behavior:url(x)"/>` +
  '<a href="javascript:alert(1)"><text>link</text></a><foreignObject><div>html</div></foreignObject></g>' +
  `<marker id="${id}_arrow"><path d="M0 0"/></marker><path marker-end="url(#${id}_arrow)" d="M0 0L1 1"/>` +
  '<image href="https://example.com/x.png"/></svg>';

let cache: string;
beforeAll(() => {
  cache = mkdtempSync(join(tmpdir(), 'diagrams-'));
  process.env.DIAGRAM_CACHE_DIR = cache;
  for (const mode of MODES)
    cacheDiagram(diagramKey(source, mode), hostile(diagramKey(source, mode), mode === 'light' ? '#fff' : '#000'));
});
afterAll(() => {
  delete process.env.DIAGRAM_CACHE_DIR;
  rmSync(cache, { recursive: true, force: true });
});

const block = `\`\`\`mermaid\n${source}\n\`\`\``;

describe('a diagram in a body', () => {
  it('becomes a figure drawn for both colour modes, named by its accTitle and described by its accDescr and source', () => {
    const html = compile(`Intro.\n\n${block}\n`);
    expect(html).toMatch(
      /<figure class="diagram"><div class="diagram-view" tabindex="0" role="img" aria-label="How a fit runs" aria-describedby="Dg1-description Dg1-source">/,
    );
    expect(html).toContain(
      '<svg id="Dg1-light" width="120" height="50" viewBox="0 0 120 50" class="diagram-light" aria-hidden="true"',
    );
    expect(html).toContain('<svg id="Dg1-dark"');
    expect(html).toContain('<span id="Dg1-description" hidden>Load, fit, report.</span>');
    expect(html).toContain(`<summary data-label="diagramSource"></summary>`);
    // The source is a code block of its own, with its copy button's slot.
    expect(html).toContain(
      '<span data-copy=""></span><pre tabindex="0"><code id="Dg1-source"><span class="line">flowchart LR</span>',
    );
  });

  it('keeps only drawing: no script, event, link, image, foreignObject, style attribute or foreign rule', () => {
    const html = compile(block);
    expect(html).not.toMatch(
      /<script|onload|javascript:|<a |<image|foreignObject|<div>html|\sstyle=|example\.com|@import|body\{|<title/,
    );
    // The style attribute became a class whose rule wins as the attribute did, without what could load a file.
    const rule = /#Dg1-light (\.Dg1-light-s-[0-9a-f]{8})\{fill:#f9f !important\}/.exec(html);
    expect(rule).not.toBeNull();
    expect(html).toContain(`<rect x="0" y="0" width="10" height="10" class="${rule?.[1]?.slice(1)}">`);
    // Scoped to the drawing, its own rules only, the page's font inherited.
    expect(html).toContain('#Dg1-light{font-size:16px;fill:#fff;}');
    expect(html).toContain('#Dg1-dark .node rect{fill:#000;}');
    expect(html).not.toMatch(/\.unused|font-family:Inter/);
  });

  it('gives two diagrams on one page ids of their own, and each reference its own drawing', () => {
    const html = compile(`${block}\n\n${block}\n`);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('Dg2-light_arrow');
    for (const [, target] of html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(target);
  });

  it("reads Mermaid's accessible title and description, in one line or a block", () => {
    expect(
      accessibleText('flowchart LR\n  accTitle: A title\n  accDescr {\n    Two\n    lines\n  }\n  A --> B'),
    ).toEqual({
      title: 'A title',
      description: 'Two\n    lines',
    });
    expect(accessibleText('flowchart LR\n  A --> B')).toEqual({ title: null, description: null });
  });

  it('is named by the page when its source gives no title', () => {
    const untitled = 'flowchart LR\n  A --> B';
    for (const mode of MODES) cacheDiagram(diagramKey(untitled, mode), hostile(diagramKey(untitled, mode), '#fff'));
    expect(compile(`\`\`\`mermaid\n${untitled}\n\`\`\``)).toContain(
      '<div class="diagram-view" tabindex="0" role="img" data-label="diagram" aria-describedby="Dg1-source">',
    );
  });
});
