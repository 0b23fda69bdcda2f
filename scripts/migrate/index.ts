/**
 * `npm run migrate [-- --dir <content dir>] [--report FILE]`: brings the owner's content (content/, or CONTENT_DIR)
 * up to this release's model with every migration in scripts/migrate/migrations.ts, and lists each
 * file it changed. Safe to run at any time: content already current is left as it is. The Update
 * workflow runs it after taking a release; `git diff` shows what it did, and --report writes the
 * list of changes alone (nothing when there were none) for the update's pull request.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { env } from '../env';
import { migrate } from './migrations';

const { values } = parseArgs({ options: { dir: { type: 'string' }, report: { type: 'string' } } });
const dir = values.dir ?? env.contentDir;
if (!existsSync(dir)) {
  console.log(`No ${dir}/ to migrate.`);
  process.exit(0);
}
const lines: string[] = [];
for (const { migration, changes } of migrate(dir)) {
  if (changes.length === 0) continue;
  lines.push(`${migration.version} ${migration.name}: ${migration.summary}`);
  for (const { file, what } of changes) lines.push(`  ${dir}/${file}: ${what}`);
}
if (lines.length > 0) console.log(lines.join('\n'));
if (values.report) writeFileSync(values.report, lines.length > 0 ? `${lines.join('\n')}\n` : '');
const changed = lines.filter((line) => line.startsWith('  ')).length;
console.log(
  changed === 0 ? `${dir}/ is current: no migration had anything to change.` : `Migrated ${changed} files in ${dir}/.`,
);
