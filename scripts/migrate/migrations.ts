/**
 * Content migrations: when a release changes the model in a way an owner's content/ must follow
 * (a field renamed, a value moved, a file relocated), it ships a migration here, and the Update
 * workflow runs them all on the owner's content before its check and build, so the owner's pull
 * request shows the change as a diff. Each migration is idempotent: it changes only content still
 * in the old shape, so running every migration on any content is always safe.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, parseDocument } from 'yaml';
import { schemaLink } from '../content/check/schema.ts';

/** One change a migration made: the content-relative file and what happened to it. */
export type Change = { file: string; what: string };

export type Migration = {
  /** The release that needs it. */
  version: string;
  name: string;
  /** What it does, for the owner's pull request. */
  summary: string;
  run: (dir: string) => Change[];
};

/** Every YAML file under `dir`, translations included, as content-relative paths; never assets or schemas. */
function yamlFiles(dir: string, sub = ''): string[] {
  return readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const path = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink() || entry.name.startsWith('.')) return [];
    if (entry.isDirectory())
      return !sub && (entry.name === 'assets' || entry.name === 'schemas') ? [] : yamlFiles(dir, path);
    return /\.ya?ml$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A migration renaming a top-level field of every file in `folder` (translations in <code>/folder
 * too): the value, its comments and its place kept, the file left alone when it already uses the
 * new name. How a release that renames a field keeps every owner's content building.
 */
export function renameField(
  migration: Omit<Migration, 'run'> & { folder: string; from: string; to: string },
): Migration {
  const { folder, from, to } = migration;
  const inFolder = (file: string) => file.startsWith(`${folder}/`) || new RegExp(`^[a-zA-Z-]+/${folder}/`).test(file);
  return {
    ...migration,
    run(dir) {
      const changes: Change[] = [];
      for (const file of yamlFiles(dir).filter(inFolder)) {
        const text = readFileSync(join(dir, file), 'utf8');
        const document = parseDocument(text);
        if (!isMap(document.contents) || document.has(to) || !document.has(from)) continue;
        const pair = document.contents.items.find((item) => isScalar(item.key) && item.key.value === from);
        if (!pair || !isScalar(pair.key)) continue;
        pair.key.value = to;
        writeFileSync(join(dir, file), document.toString({ lineWidth: 0 }));
        changes.push({ file, what: `${from} is now ${to}` });
      }
      return changes;
    },
  };
}

const SCHEMA_COMMENT = /^# yaml-language-server: \$schema=(\S*schemas\/[\w.-]+\.schema\.json)\r?$/;

/**
 * 2.0.0 moved the generated JSON Schemas from content/schemas/ to schemas/ at the repository's
 * root, so that content/ holds only the owner's files. A file's editor hint on its first line
 * points at the new place, and the old generated copies go.
 */
const schemasAtTheRoot: Migration = {
  version: '2.0.0',
  name: 'schemas-at-the-root',
  summary: "The editor hints on your files' first lines point at schemas/, where the schemas now live.",
  run(dir) {
    const changes: Change[] = [];
    for (const file of yamlFiles(dir)) {
      // Bytes, not text: only the first line changes, whatever the rest is written in.
      const bytes = readFileSync(join(dir, file));
      const end = bytes.indexOf(0x0a);
      const first = bytes.subarray(0, end === -1 ? bytes.length : end).toString('latin1');
      const link = SCHEMA_COMMENT.exec(first)?.[1];
      const wanted = schemaLink(file);
      if (!link || !wanted || link === wanted) continue;
      const line = Buffer.from(`# yaml-language-server: $schema=${wanted}${first.endsWith('\r') ? '\r' : ''}`);
      writeFileSync(join(dir, file), Buffer.concat([line, end === -1 ? Buffer.alloc(0) : bytes.subarray(end)]));
      changes.push({ file, what: `its schema hint now names ${wanted}` });
    }
    const old = join(dir, 'schemas');
    if (existsSync(old) && readdirSync(old).every((name) => name.endsWith('.schema.json'))) {
      rmSync(old, { recursive: true });
      changes.push({ file: 'schemas/', what: 'removed: the generated schemas are in schemas/ at the root now' });
    }
    return changes;
  },
};

/** In the order the releases shipped them. */
export const MIGRATIONS: readonly Migration[] = [schemasAtTheRoot];

/** Runs `migrations` over the content in `dir`, in order; what each changed (none: already current). */
export function migrate(
  dir: string,
  migrations: readonly Migration[] = MIGRATIONS,
): { migration: Migration; changes: Change[] }[] {
  return migrations.map((migration) => ({ migration, changes: migration.run(dir) }));
}
