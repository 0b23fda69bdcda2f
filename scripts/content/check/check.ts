/**
 * Checks every file under a content directory against src/content/model.ts and reports each
 * problem at its file, line and field in plain words. It covers what contentlayer2 does not
 * (links, ranges, real dates, periods, unique slugs, the six routes, emails, images, encoding,
 * sizes) and repeats the basic cases (YAML syntax, empty file, missing, wrong type, unknown field)
 * with better words. The parts: walk.ts finds the files (and refuses links, hidden and over-long
 * names), file.ts reads and parses one once raw-text.ts has refused what no parser should read,
 * fields.ts checks its fields, images.ts decodes the images, report.ts writes it all out.
 */
import { existsSync, statSync } from 'node:fs';
import { isMap, isScalar } from 'yaml';
import { type DocumentDef, documentDefs, ROUTE_PATHS, SECTIONS_FOLDER } from '../../../src/content/model.ts';
import { bibtexIssues } from './bibtex.ts';
import { checkFile } from './file.ts';
import { folderLimitIssues } from './folder-limits.ts';
import { type ImageRef, imageIssues } from './images.ts';
import { type ContentIssue, withoutStop } from './report.ts';
import { isPagePath, type PageFile, sectionIssues } from './sections.ts';
import { translationIssues } from './translations.ts';
import { contentPlaces, documentTypeOf, labelFor, listFiles, pathProblem, slugOf } from './walk.ts';

export { annotation, type ContentIssue, formatIssue, formatReport } from './report.ts';

/** What to do when content/ has no site.yaml: most often a site begun file by file in GitHub's editor. */
const START_HINT =
  "; to begin your content from the sample's, run Start your site in the Actions tab (or npm run content:start), which copies every sample file content/ lacks and changes none you have";

/** Checks every content file under `dir` and resolves with all problems, sorted by file and line. */
export async function checkContent(dir: string, label = labelFor(dir)): Promise<ContentIssue[]> {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    return [
      {
        file: label,
        line: 1,
        field: '',
        message: 'is not a folder; content lives in content/ (or the folder CONTENT_DIR names)',
      },
    ];
  const issues: ContentIssue[] = [];
  const images: ImageRef[] = [];
  const slugs = new Map<string, string[]>();
  const pagePaths = new Map<string, PageFile>();
  let pagesComplete = true;
  const found = new Set<DocumentDef>();

  for (const path of listFiles(dir)) {
    const def = documentTypeOf(path);
    const refused = pathProblem(dir, path);
    if (refused) {
      // Reported once, here, and not again as a missing file.
      if (def) found.add(def);
      issues.push({ file: `${label}/${path}`, line: 1, field: '', message: refused });
      continue;
    }
    if (!def) {
      issues.push({
        file: `${label}/${path}`,
        line: 1,
        field: '',
        message: path.startsWith(`${SECTIONS_FOLDER}/`)
          ? `is not a section entry; an entry is a Markdown file ${SECTIONS_FOLDER}/<section>/<entry>.md`
          : `is not a content file the site knows; content goes in ${contentPlaces()}`,
      });
      continue;
    }
    found.add(def);
    const check = checkFile(dir, label, path, def);
    issues.push(...check.issues);
    images.push(...check.images);

    const slugKey = `${def.name}/${def.markdown ? path.toLowerCase() : slugOf(path)}`;
    slugs.set(slugKey, [...(slugs.get(slugKey) ?? []), path]);

    if (def.name === 'Page') {
      const pathNode = check.doc.contents && isMap(check.doc.contents) ? check.doc.contents.get('path', true) : null;
      const route = isScalar(pathNode) ? pathNode.value : null;
      if (typeof route !== 'string' || !isPagePath(dir, route)) {
        pagesComplete = false;
        continue;
      }
      const other = pagePaths.get(route);
      if (other)
        issues.push({
          file: `${label}/${path}`,
          line: check.line(pathNode),
          field: 'path',
          message: `path ${route} is already used by ${other.file}; each page has exactly one file`,
        });
      else {
        const hiddenNode = isMap(check.doc.contents) ? check.doc.contents.get('hidden', true) : null;
        const hidden = isScalar(hiddenNode) && hiddenNode.value === true;
        pagePaths.set(route, {
          file: `${label}/${path}`,
          line: check.line(pathNode),
          hidden,
          hiddenLine: check.line(hiddenNode),
        });
      }
    }
  }
  issues.push(
    ...(await imageIssues(images)),
    ...folderLimitIssues(dir, label),
    ...translationIssues(dir, label),
    ...sectionIssues(dir, label, pagePaths),
    ...bibtexIssues(dir, label),
  );

  for (const paths of slugs.values()) {
    // The plain lower-case .yaml file is the original; the others are reported.
    const original = paths.find((path) => path === path.toLowerCase() && path.endsWith('.yaml')) ?? paths[0];
    for (const path of paths)
      if (path !== original)
        issues.push({
          file: `${label}/${path}`,
          line: 1,
          field: '',
          message: `has the same name as ${label}/${original} (names are compared without case and .yaml/.yml); rename or remove one of them`,
        });
  }

  for (const def of documentDefs)
    if (def.isSingleton && !found.has(def))
      issues.push({
        file: `${label}/${def.filePathPattern}`,
        line: 1,
        field: '',
        message: `is missing; the site needs it (${withoutStop(def.description)})${def.filePathPattern === 'site.yaml' ? START_HINT : ''}`,
      });
  if (pagesComplete)
    for (const route of ROUTE_PATHS) if (!pagePaths.has(route)) issues.push(missingPage(route, pagePaths, label));

  return issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/**
 * A page of the six without a file: most often its own file names another path, which reads as a
 * new section (`path: /contact-me` in pages/contact.yaml), so that file is the one to fix.
 */
function missingPage(route: string, pagePaths: ReadonlyMap<string, PageFile>, label: string): ContentIssue {
  const own = `${label}/pages/${route === '/' ? 'home' : route.slice(1)}`;
  const claimed = [...pagePaths].find(
    ([path, page]) => !(ROUTE_PATHS as readonly string[]).includes(path) && page.file.startsWith(`${own}.y`),
  );
  if (claimed)
    return {
      file: claimed[1].file,
      line: claimed[1].line,
      field: 'path',
      message: `path is "${claimed[0]}", so the site has no page ${route}; write "path: ${route}" here (a section of your own takes a page file of its own)`,
    };
  return {
    file: `${label}/pages`,
    line: 1,
    field: 'path',
    message: `has no file for the page ${route}; add one with "path: ${route}"`,
  };
}
