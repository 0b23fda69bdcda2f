import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { ownerSetBuild } from '../test/owner-build-hooks';

// The blog owner set: posts with topics, maths, a diagram and code, a topic page, in two languages.
const SET = 'blog';
const { dist: built } = ownerSetBuild(SET);

type Declarations = Map<string, Map<string, string>>;

/** What each single-class rule (`.a{…}`, in a media query or not) declares, by class and property. */
function declarations(css: string, into: Declarations = new Map()): Declarations {
  postcss.parse(css).walkRules((rule: Rule) => {
    for (const selector of rule.selectors) {
      const name = /^\.([\w-]+)$/.exec(selector.trim())?.[1];
      if (!name) continue;
      const properties = into.get(name) ?? new Map<string, string>();
      rule.walkDecls((declaration) => void properties.set(declaration.prop, declaration.value));
      into.set(name, properties);
    }
  });
  return into;
}

const pages = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => join(dir, file));

describe("a section page's own rules", () => {
  it("override the site's components by specificity, so the site's stylesheet arriving later moves nothing", () => {
    const dist = built();
    const site = new Map<string, Map<string, string>>();
    for (const file of readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.css')))
      declarations(readFileSync(join(dist, 'assets', file), 'utf8'), site);
    const clashes = new Set<string>();
    let checked = 0;
    for (const page of pages(dist)) {
      const html = readFileSync(page, 'utf8');
      const own = new Map<string, Map<string, string>>();
      for (const [, css = ''] of html.matchAll(/<style data-(?:precedence|body-style)[^>]*>([^<]*)<\/style>/g))
        declarations(css, own);
      if (own.size === 0) continue;
      checked += 1;
      for (const [, list = ''] of html.matchAll(/class="([^"]+)"/g)) {
        const classes = list.split(/\s+/);
        for (const ours of classes.filter((name) => own.has(name) && !site.has(name)))
          for (const theirs of classes.filter((name) => site.has(name)))
            for (const [property, value] of own.get(ours) ?? [])
              if (site.get(theirs)?.has(property) && site.get(theirs)?.get(property) !== value)
                clashes.add(`.${ours} and the site's .${theirs} both set ${property} (${page.slice(dist.length)})`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect([...clashes]).toEqual([]);
  });
});
