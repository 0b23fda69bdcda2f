/**
 * Warnings, never failures, for stand-ins `npm run import:jsonresume` left where JSON Resume had
 * nothing for a field the site needs: a value marked with the import's comment, a "[replace: …]"
 * text or a link to the unreachable replace-me.invalid. Like the sample's values, they must not
 * reach a published page, so each is named until the owner replaces it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { listFiles } from './walk.ts';

/** The comment the importer writes after a stand-in value. */
export const STAND_IN_COMMENT = ' stand-in from the JSON Resume import: replace it, then delete this comment';
/** A required text JSON Resume has no value for. */
export const standInText = (what: string) => `[replace: ${what}]`;
/** A required link JSON Resume has no value for: .invalid never resolves. */
export const STAND_IN_URL = 'https://replace-me.invalid/';

type StandIn = { file: string; line: number; field: string };

const marked = (node: Node) =>
  Boolean(node.comment?.includes(STAND_IN_COMMENT.trim()) || node.commentBefore?.includes(STAND_IN_COMMENT.trim())) ||
  (isScalar(node) &&
    typeof node.value === 'string' &&
    (node.value.startsWith('[replace:') ||
      /^https:\/\/[^/]*\.invalid(?:[:/]|$)/.test(node.value) ||
      /^[^\s@]+@[^\s@]+\.invalid$/.test(node.value)));

function scan(dir: string, shownDir: string, file: string): StandIn[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(join(dir, file), 'utf8').replace(/^\uFEFF/, ''), { lineCounter });
  if (doc.errors.length > 0) return [];
  const found: StandIn[] = [];
  const visit = (node: unknown, field: string) => {
    if (isMap(node))
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '?';
        const path = field ? `${field}.${key}` : key;
        if (isScalar(pair.key) && pair.key.commentBefore?.includes(STAND_IN_COMMENT.trim()))
          found.push({ file, line: lineCounter.linePos(pair.key.range?.[0] ?? 0).line, field: path });
        visit(pair.value, path);
      }
    else if (isSeq(node)) {
      if (marked(node)) found.push({ file, line: lineCounter.linePos(node.range?.[0] ?? 0).line, field });
      for (const [index, item] of node.items.entries()) visit(item, `${field}[${index}]`);
    } else if (isScalar(node) && marked(node))
      found.push({ file, line: lineCounter.linePos(node.range?.[0] ?? 0).line, field });
  };
  visit(doc.contents, '');
  return found.map((standIn) => ({ ...standIn, file: `${shownDir}/${file}` }));
}

/** Every stand-in the importer left in the content under `dir`. */
export function findStandIns(dir: string, shownDir = dir): StandIn[] {
  return listFiles(dir)
    .filter((file) => /\.ya?ml$/i.test(file))
    .flatMap((file) => {
      try {
        return scan(dir, shownDir, file);
      } catch {
        return []; // an unreadable file is the check's to report
      }
    });
}

// Workflow-command escaping, as GitHub's toolkit does it.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** What a stand-in warning says. */
export const standInMessage = (standIn: StandIn) =>
  `stand-in value left by the importer in ${standIn.file} field ${standIn.field}; replace it with your own before you publish.`;

/** One line per stand-in: a GitHub annotation under Actions, a plain warning otherwise. */
export const formatStandIn = (standIn: StandIn, githubActions = false) =>
  githubActions
    ? `::warning file=${escapeProperty(standIn.file)},line=${standIn.line},title=Stand-in::${escapeData(standInMessage(standIn))}`
    : `Warning: ${standIn.file}:${standIn.line} ${standInMessage(standIn)}`;
