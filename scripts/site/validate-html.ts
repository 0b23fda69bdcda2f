/**
 * Every page of a built site against the HTML standard: html-validate's `standard` rules (what the
 * standard requires, no style preferences) and a rule of ours for what it leaves out, the URLs in
 * attributes, each problem at its file, line and column.
 *
 *   tsx scripts/site/validate-html.ts [dist]   (DIST_DIR, else dist/)
 *
 * `npm test` runs it on every owner set's build (scripts/test/owners.ts), the sections set's pages
 * (the six, a section list, its posts, the not-found page and the editor) among them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type AttributeEvent, type ConfigData, HtmlValidate, type Plugin, Rule } from 'html-validate';
import { env } from '../env';

/** The attributes whose value the standard says is a URL (srcset lists several, spaced). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'cite', 'poster', 'data', 'manifest']);
/** What a valid URL cannot hold (WHATWG URL: no space, and these only percent-encoded). */
const NOT_IN_URL = /[\s<>"`{}|\\^]/;

/** A URL in an attribute, `data:` URLs included, holds no space or other character a URL cannot carry. */
class ValidUrl extends Rule {
  override documentation() {
    return { description: 'A URL attribute must hold a valid URL: spaces and <>"`{}|\\^ percent-encoded.' };
  }
  override setup() {
    this.on('attr', (event: AttributeEvent) => {
      const { key, value, target, valueLocation } = event;
      if (!URL_ATTRIBUTES.has(key.toLowerCase()) || typeof value !== 'string') return;
      const bad = NOT_IN_URL.exec(value.trim());
      if (bad)
        this.report(
          target,
          `${key} holds ${JSON.stringify(bad[0])}, which a URL cannot: percent-encode it`,
          valueLocation,
        );
    });
  }
}

const plugin: Plugin = { name: 'portfolio', rules: { 'portfolio/valid-url': ValidUrl } };

/** The standard's rules, the two of html-validate's document rules the standard also makes, and ours. */
const HTML_RULES: ConfigData = {
  root: true,
  plugins: [plugin],
  extends: ['html-validate:standard'],
  rules: {
    'missing-doctype': 'error',
    // An aria-labelledby, aria-describedby or for that names no element.
    'no-missing-references': 'error',
    'portfolio/valid-url': 'error',
  },
};

const validator = new HtmlValidate(HTML_RULES);

/** One problem the validator found, with where it is. */
export type HtmlProblem = { file: string; line: number; column: number; rule: string; message: string };

export const formatProblem = (problem: HtmlProblem) =>
  `${problem.file}:${problem.line}:${problem.column} ${problem.message} (${problem.rule})`;

/** The problems in one page's HTML; `file` names it in each. */
export async function validateHtml(html: string, file: string): Promise<HtmlProblem[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages.map(({ line, column, ruleId, message }) => ({ file, line, column, rule: ruleId, message })),
  );
}

/** Every HTML file under `dist`, named from it. */
function htmlFiles(dist: string, dir = dist): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(dist, path);
    return entry.name.endsWith('.html') ? [relative(dist, path)] : [];
  });
}

/** The problems in every page of a built site, by file and line. */
async function validateSite(dist: string): Promise<HtmlProblem[]> {
  const problems: HtmlProblem[] = [];
  for (const file of htmlFiles(dist).sort())
    problems.push(...(await validateHtml(readFileSync(join(dist, file), 'utf8'), join(dist, file))));
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? env.distDir;
  const problems = await validateSite(dist);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) {
    console.error(`\n${problems.length} HTML problems in ${dist}/ (the HTML standard, html-validate).`);
    process.exit(1);
  }
  console.log(`Every page in ${dist}/ is valid HTML.`);
}
