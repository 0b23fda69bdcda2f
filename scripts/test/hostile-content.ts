/**
 * The contract as a property: content that passes `npm run check:content` builds, and every page
 * shows each field exactly as written; content that does not is refused at a file and line. Each
 * case fills every text field and web link of the fixture content with hostile words
 * (hostile-fields.ts), and about one case in three also puts text the check must refuse into one field.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { materialize } from '../../tests/content/cases.ts';
import { checkContent, formatIssue } from '../content/check/check.ts';
import { fitted, hostileText, REFUSED, type TextField, textFields, writeFields } from './hostile-fields.ts';
import { buildEnv, makeSandbox } from './sandbox.ts';

/** How the cases ended: `built` counts every build, `correct` those whose pages showed every field as written. */
export type HostileReport = {
  /** Text fields each case fills, and how many of them the prerendered pages show. */
  fields: number;
  shown: number;
  tried: number;
  refused: number;
  built: number;
  correct: number;
  crashed: number;
  /** Each refusal's first message, to see what the check stopped. */
  refusals: string[];
  failures: string[];
};

/** Every string a visitor or a machine reads on a page: text, attributes, the title, JSON-LD values. */
function pageWords(html: string): { words: string; roots: number; problems: string[] } {
  // The test runs under jsdom, whose DOMParser reads a page as a browser would.
  const document = new DOMParser().parseFromString(html, 'text/html');
  const parts: string[] = [document.title];
  const problems: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) parts.push(attribute.value);
    if (element.tagName === 'SCRIPT' && element.getAttribute('type') === 'application/ld+json') {
      try {
        JSON.stringify(JSON.parse(element.textContent ?? ''), (_, value) => {
          if (typeof value === 'string') parts.push(value);
          return value;
        });
      } catch {
        problems.push('JSON-LD that does not parse');
      }
    } else if (element.tagName !== 'SCRIPT' && element.tagName !== 'STYLE')
      for (const node of element.childNodes) if (node.nodeType === 3) parts.push(node.textContent ?? '');
  }
  return { words: parts.join('\n'), roots: document.querySelectorAll('#root').length, problems };
}

/** Builds `contentDir` in the sandbox; the pages' words, or why the build failed. */
function build(sandbox: string, contentDir: string): { words: string; problems: string[] } | { failed: string } {
  const dist = join(sandbox, '.dist-hostile');
  rmSync(dist, { recursive: true, force: true });
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], {
    cwd: sandbox,
    env: { ...buildEnv(), CONTENT_DIR: contentDir, DIST_DIR: dist, GITHUB_FACTS: 'off', GITHUB_ACTIONS: '' },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0)
    return { failed: `${result.stdout}${result.stderr}`.trim().split('\n').slice(-12).join('\n') };
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin'),
  );
  const words: string[] = [];
  const problems: string[] = [];
  for (const page of pages) {
    const found = pageWords(readFileSync(join(dist, page), 'utf8'));
    words.push(found.words);
    if (found.roots !== 1) problems.push(`${page} has ${found.roots} #root elements`);
    problems.push(...found.problems.map((problem) => `${page} has ${problem}`));
  }
  return { words: words.join('\n'), problems };
}

const describeField = (field: TextField) => `${field.file} ${field.path.join('.')}`;

/** Runs a case per `fixed` value (in every field), then `runs` generated cases (the same for the same seed), and reports how each ended. */
export async function runHostileContent(
  runs: number,
  seed = 22,
  fixed: readonly string[] = [],
): Promise<HostileReport> {
  const report: HostileReport = {
    fields: 0,
    shown: 0,
    tried: 0,
    refused: 0,
    built: 0,
    correct: 0,
    crashed: 0,
    refusals: [],
    failures: [],
  };
  const sandbox = makeSandbox();
  const baseline = materialize();
  try {
    const fields = textFields(baseline.dir);
    // Only fields some page shows are compared (the résumé, the error page and the editor are not
    // prerendered): a first build with a word of its own in each field says which.
    const marker = (at: number) => `Field${at}mark`;
    writeFields(baseline.dir, new Map(fields.map((field, at) => [field, fitted(marker(at), field)])));
    const plain = build(sandbox.dir, baseline.dir);
    if ('failed' in plain) throw new Error(`The fixture content does not build:\n${plain.failed}`);
    const shown = fields.filter((_, at) => new RegExp(`\\b${marker(at)}\\b`, 'i').test(plain.words));
    report.fields = fields.length;
    report.shown = shown.length;
    const sampled = fc.sample(
      fc.record({
        values: fc.array(hostileText, { minLength: fields.length, maxLength: fields.length }),
        poison: fc.oneof(
          { weight: 2, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.record({ at: fc.nat(fields.length - 1), text: fc.constantFrom(...REFUSED) }) },
        ),
      }),
      { numRuns: runs, seed },
    );
    const cases = [...fixed.map((value) => ({ values: fields.map(() => value), poison: null })), ...sampled];
    for (const [index, { values, poison }] of cases.entries()) {
      report.tried++;
      const content = materialize();
      try {
        const wanted = new Map(
          fields.map((field, at) => {
            const text = poison?.at === at ? `${poison.text}${values[at]}` : (values[at] ?? '');
            return [field, fitted(text, field)];
          }),
        );
        const written = writeFields(content.dir, wanted);
        let issues: Awaited<ReturnType<typeof checkContent>>;
        try {
          issues = await checkContent(content.dir, 'content');
        } catch (error) {
          report.crashed++;
          report.failures.push(`case ${index}: the check crashed: ${error}`);
          continue;
        }
        const poisoned = poison ? fields[poison.at] : undefined;
        if (issues.length > 0) {
          report.refused++;
          report.refusals.push(`case ${index}: ${formatIssue(issues[0] as (typeof issues)[number])}`);
          const at = poisoned && written.get(poisoned);
          const named =
            !poisoned || issues.some((issue) => issue.file === `content/${poisoned.file}` && issue.line === at?.line);
          if (!named || issues.some((issue) => !(issue.line >= 1) || !issue.file.startsWith('content/')))
            report.failures.push(
              `case ${index}: refused without naming the field at its line:\n${issues.map(formatIssue).join('\n')}`,
            );
          continue;
        }
        if (poisoned)
          report.failures.push(
            `case ${index}: ${JSON.stringify(poison?.text)} in ${describeField(poisoned)} passed the check`,
          );
        const built = build(sandbox.dir, content.dir);
        if ('failed' in built) {
          report.crashed++;
          report.failures.push(`case ${index}: passed the check, then the build failed:\n${built.failed}`);
          continue;
        }
        report.built++;
        const before = report.failures.length;
        for (const problem of built.problems) report.failures.push(`case ${index}: ${problem}`);
        for (const field of shown) {
          const value = written.get(field)?.value ?? '';
          if (!built.words.includes(value))
            report.failures.push(
              `case ${index}: ${describeField(field)} is not shown as written: ${JSON.stringify(value.slice(0, 120))}`,
            );
        }
        if (report.failures.length === before) report.correct++;
      } finally {
        content.remove();
      }
    }
  } finally {
    baseline.remove();
    sandbox.remove();
  }
  return report;
}
