/**
 * Where an import may write, and how: only into an empty folder or a content folder (the known
 * files and folders of content/, nothing else), and only the files the import makes. A file it
 * would replace is moved aside into a dated folder next to the target, never deleted. Both
 * imports (a JSON Resume, a folder of posts) write through here.
 */
import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { isLanguageFolder } from '../content/check/walk';

/** What a content folder may hold: the documents' folders and files, assets and schemas. */
const CONTENT_NAMES = new Set([
  'site.yaml',
  'messages.yaml',
  'pages',
  'experience',
  'projects',
  'skills',
  'education',
  'certifications',
  'social',
  'sections',
  'assets',
  'schemas',
  '.DS_Store',
]);

/** Why `target` is no place for an import, or null when it is empty, missing or a content folder. */
export function refusal(target: string): string | null {
  if (!existsSync(target)) return null;
  if (!statSync(target).isDirectory()) return `${target} is a file, not a folder; nothing was written.`;
  // A folder named like a language holds translations (content/pl/).
  const foreign = readdirSync(target).filter((name) => !CONTENT_NAMES.has(name) && !isLanguageFolder(name));
  if (foreign.length === 0) return null;
  return (
    `${target}/ is not a content folder (it holds ${foreign.slice(0, 4).join(', ')}${foreign.length > 4 ? ', …' : ''}); ` +
    'nothing was written. Name a new folder, e.g. my-content, or your content/ folder.'
  );
}

const inside = (child: string, parent: string) => {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
};
const real = (path: string) => (existsSync(path) ? realpathSync(path) : resolve(path));

/**
 * Why `source` is no folder to import from, or null: one that holds this project (its root or
 * more) or the content the import writes into, or one inside that content, would read the
 * project's own files back in.
 */
export function sourceRefusal(source: string, target: string, project: string): string | null {
  if (!existsSync(source) || !statSync(source).isDirectory()) return `${source} is not a folder; nothing was written.`;
  const [from, into, root] = [real(source), real(target), real(project)];
  if (inside(root, from))
    return `${source} holds this project itself; name the folder of posts, e.g. ~/old-blog/content/posts. Nothing was written.`;
  if (inside(into, from) || inside(from, into) || inside(real(join(project, 'content')), from))
    return `${source} is or holds the content the posts would be written into (${target}); name the old blog's folder. Nothing was written.`;
  return null;
}

export type Written = { written: string[]; movedTo?: string; moved: string[]; kept: string[] };

/** Writes `files` (content-relative path → bytes) into `target`, moving aside what they replace. */
export function writeContent(
  target: string,
  files: Record<string, string | Uint8Array>,
  force: boolean,
  example = 'npm run import:jsonresume -- resume.json content --force',
): Written {
  const problem = refusal(target);
  if (problem) throw new Error(problem);
  const replaced = Object.keys(files).filter((path) => existsSync(join(target, path)));
  if (replaced.length > 0 && !force)
    throw new Error(
      `${target}/ already holds ${replaced.length} of the files the import writes (${replaced.slice(0, 3).join(', ')}…); nothing was written. ` +
        `Add --force to move them aside and import (after --, as in \`${example}\`).`,
    );
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const aside = join(dirname(resolve(target)), `${basename(resolve(target))}.before-import-${stamp}`);
  for (const path of replaced) {
    mkdirSync(dirname(join(aside, path)), { recursive: true });
    renameSync(join(target, path), join(aside, path));
  }
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), data);
  }
  const mine = new Set(Object.keys(files));
  const kept = listTree(target).filter((path) => !mine.has(path) && !path.startsWith('schemas/'));
  return { written: [...mine], moved: replaced, kept, ...(replaced.length > 0 ? { movedTo: aside } : {}) };
}

function listTree(dir: string, sub = ''): string[] {
  return readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const path = sub ? `${sub}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listTree(dir, path) : [path];
  });
}

/** The file's text: UTF-8 (a byte-order mark is fine), or Windows-1252 when it is not valid UTF-8. */
export function decodeText(bytes: Uint8Array): { text: string; note?: string } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return {
      text: new TextDecoder('windows-1252').decode(bytes),
      note: 'the file is not UTF-8, so it was read as Windows-1252 (Latin-1); check accented letters',
    };
  }
}
