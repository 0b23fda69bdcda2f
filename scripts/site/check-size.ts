/**
 * Size budgets: for every prerendered route, the JavaScript and CSS a first visit downloads,
 * gzipped at level 9 as a static host would send them. `tsx scripts/site/size-gate.ts` (size-gate.ts) applies them
 * to a build of fixed test content (size-gate.ts); content-weight.ts reports the owner's share of a real build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MODULES_ATTRIBUTE, STYLES_ATTRIBUTE } from '../../src/lib/loader-attributes';
import { ADMIN_DIR } from '../cms/admin';
import { routeOfDirectory } from '../routes';
import { kb, table } from '../table';
import { inlineStyles } from './csp';

/**
 * Gzipped budgets per route, in bytes (KB = 1000 bytes), for a build of the fixture content with
 * the sections set: just above the largest route, so any growth of our code fails the gate and a
 * raise is a decision, made in a commit that says why (docs/performance/code-budgets.md).
 */
export const BUDGETS = { js: 112_700, css: 10_300 } as const;

export type Budgets = { js: number; css: number };
type Asset = { file: string; gzip: number };
export type RouteSize = { route: string; js: Asset[]; css: Asset[]; jsTotal: number; cssTotal: number };
export type Verdict = { route: string; kind: 'js' | 'css'; total: number; budget: number; files: Asset[] };

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];

/**
 * The URLs a page loads on first visit: module scripts, modulepreloads, the modules the deferred
 * loader runs after the first paint (`data-modules`, scripts/page-load/loader.ts), stylesheets and
 * the whole stylesheet the loader fetches for the app (`data-styles`).
 */
export function htmlAssets(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && attr(tag, 'type') === 'module') js.push(src);
    js.push(...(attr(tag, MODULES_ATTRIBUTE)?.split(/\s+/).filter(Boolean) ?? []));
    css.push(...(attr(tag, STYLES_ATTRIBUTE)?.split(/\s+/).filter(Boolean) ?? []));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) js.push(href);
    else if (rel.includes('stylesheet')) css.push(href);
  }
  return { js, css };
}

/** The static imports of a built ES module (`import … from "x"`, `import "x"`, `export … from "x"`). */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'`])([^"'`\s]+)\1/g;
  for (const match of code.matchAll(pattern)) if (match[2]) found.push(match[2]);
  return found;
}

/** Every public `index.html` under `dist`, as route paths (`/`, `/skills`); the editor in admin/ is no page of the site. */
function routeFiles(dist: string): { route: string; file: string }[] {
  const found: { route: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!name.startsWith('.') && name !== 'assets' && !(dir === dist && name === ADMIN_DIR)) walk(path);
      } else if (name === 'index.html') {
        const route = routeOfDirectory(relative(dist, dir));
        found.push({ route, file: path });
      }
    }
  };
  walk(dist);
  return found.sort((a, b) => a.route.localeCompare(b.route));
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const sum = (assets: Asset[]) => assets.reduce((total, asset) => total + asset.gzip, 0);

/** Measures every route in `dist`; URLs are read relative to `base` (the deploy sub-path). */
export function measure(dist: string, base = '/'): RouteSize[] {
  const root = resolve(dist);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const toFile = (url: string, from: string): string => {
    const path = new URL(url, `http://site${from}`).pathname;
    const inside = path.startsWith(prefix) ? path.slice(prefix.length) : path.replace(/^\//, '');
    const file = join(root, decodeURIComponent(inside));
    if (!file.startsWith(root) || !existsSync(file)) throw new Error(`${from} loads ${url}, which is not in ${dist}.`);
    return file;
  };
  // Each file gzipped and read for its imports once: a long blog's thousand pages share their chunks.
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string): Asset => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSize(file));
    return { file: relative(root, file).split(sep).join('/'), gzip: gzipped.get(file) as number };
  };
  const imported = new Map<string, string[]>();
  const importsOf = (file: string): string[] => {
    if (!imported.has(file)) imported.set(file, staticImports(readFileSync(file, 'utf8')));
    return imported.get(file) as string[];
  };

  return routeFiles(root).map(({ route, file }) => {
    const pageUrl = `${prefix}${route === '/' ? '' : `${route.slice(1)}/`}`;
    const html = readFileSync(file, 'utf8');
    const { js, css } = htmlAssets(html);
    const scripts = new Set<string>();
    const queue = js.map((url) => toFile(url, pageUrl));
    while (queue.length > 0) {
      const next = queue.shift() as string;
      if (scripts.has(next)) continue;
      scripts.add(next);
      const moduleUrl = `/${relative(root, next).split(sep).join('/')}`;
      for (const spec of importsOf(next))
        if (spec.startsWith('.') || spec.startsWith('/')) queue.push(toFile(spec, `${prefix}${moduleUrl.slice(1)}`));
    }
    const jsAssets = [...scripts].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
    const cssAssets = [...new Set(css.map((url) => toFile(url, pageUrl)))].map(sizeOf);
    // The stylesheet is inlined into each page (scripts/page-load/inline-css.ts): its rules count as CSS.
    // A post body's own styles (its formulas' and diagrams' rules, scripts/content/style-classes.ts) are
    // content, like its words: they grow with the owner's maths and drawings, not with our code.
    for (const [index, text] of inlineStyles(
      html.replace(/<style data-body-style="">[\s\S]*?<\/style>/g, ''),
    ).entries())
      cssAssets.push({ file: `${route} <style> ${index + 1}`, gzip: gzipSync(text, { level: 9 }).length });
    cssAssets.sort((a, b) => b.gzip - a.gzip);
    return { route, js: jsAssets, css: cssAssets, jsTotal: sum(jsAssets), cssTotal: sum(cssAssets) };
  });
}

/** The budgets each route breaks, with the files that make up the overage. */
export function overBudget(sizes: RouteSize[], budgets: Budgets = BUDGETS): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const size of sizes) {
    if (size.jsTotal > budgets.js)
      verdicts.push({ route: size.route, kind: 'js', total: size.jsTotal, budget: budgets.js, files: size.js });
    if (size.cssTotal > budgets.css)
      verdicts.push({ route: size.route, kind: 'css', total: size.cssTotal, budget: budgets.css, files: size.css });
  }
  return verdicts;
}

/**
 * A printable report: one row per route, then every broken budget with its files, or with what
 * `explain` says of it (the gate names the modules that grew rather than the framework's files).
 */
export function report(
  sizes: RouteSize[],
  budgets: Budgets = BUDGETS,
  explain: (failure: Verdict) => string[] = (failure) =>
    failure.files.map((file) => `  ${kb(file.gzip).padStart(9)}  ${file.file}`),
): string {
  const rows = [['route', 'JS (gzip)', 'files', 'CSS (gzip)', 'files', '']];
  const failures = overBudget(sizes, budgets);
  for (const size of sizes) {
    const bad = failures.some((failure) => failure.route === size.route);
    rows.push([
      size.route,
      kb(size.jsTotal),
      String(size.js.length),
      kb(size.cssTotal),
      String(size.css.length),
      bad ? 'OVER' : 'ok',
    ]);
  }
  const lines = [table(rows)];
  lines.push('', `Budgets per route on first load: JS ${kb(budgets.js)}, CSS ${kb(budgets.css)} (gzip -9).`);
  for (const failure of failures) {
    lines.push(
      '',
      `${failure.route}: ${failure.kind.toUpperCase()} ${kb(failure.total)} is over ${kb(failure.budget)}:`,
    );
    lines.push(...explain(failure));
  }
  return lines.join('\n');
}
