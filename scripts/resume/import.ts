/**
 * `npm run import:jsonresume -- <resume.json> [target] [--force]`: writes a content/ tree (default
 * content/) from a JSON Resume file, then lists what it could not carry over and which fields
 * hold stand-ins to replace. It writes only into an empty or content folder, only its own files,
 * and moves a file it replaces aside (with --force) instead of deleting it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { palette } from '../../src/styles/palette';
import { env } from '../env';
import { fromJsonResume } from './from-json-resume';
import { translationFromJsonResume, translationRefusal } from './import-translation';
import { decodeText, refusal, writeContent } from './import-write';

const USAGE =
  'Usage: npm run import:jsonresume -- <resume.json> [target folder, default content] [--language <code>] [--force]';

/** `--language pl` or `--language=pl`, taken out of `args`. */
function languageOption(args: string[]): string | undefined {
  const at = args.findIndex((arg) => arg === '--language' || arg.startsWith('--language='));
  if (at < 0) return undefined;
  const [arg = '', inline] = (args[at] ?? '').split('=');
  const code = inline ?? args[at + 1];
  args.splice(at, inline === undefined ? 2 : 1);
  if (!code || code.startsWith('-') || !arg) throw new Error(USAGE);
  return code;
}

const section = (title: string, lines: string[]) => {
  if (lines.length > 0) console.log(`\n${title}\n${lines.map((line) => `  - ${line}`).join('\n')}`);
};

/** The resume as translations of the content in `target`; the originals are not written. */
function importTranslation(resume: unknown, source: string, target: string, code: string, force: boolean) {
  const problem = translationRefusal(target, code);
  if (problem) throw new Error(problem);
  const result = translationFromJsonResume(resume, target, code);
  const written = writeContent(target, result.files, force);
  console.log(`Wrote ${written.written.length} ${code} translations into ${target}/${code}/ from ${source}.`);
  if (written.movedTo) section(`Replaced files were moved to ${written.movedTo}/:`, written.moved);
  section('Not matched to an original, or left in the original words:', result.unmatched);
  section(`Not translated by this resume (they show the original words until translated):`, result.untouched);
  section('Not imported (the site has no place for these):', result.unmapped);
  console.log(`\nNext: read the files above, then run \`CONTENT_DIR=${target} npm run check:content\`.`);
}

async function main() {
  const args = process.argv.slice(2);
  const language = languageOption(args);
  // `npm run x file --force` gives --force to npm, which says so in npm_config_force.
  const swallowed = !args.includes('--force') && env.npmTookForce;
  const force = args.includes('--force') || swallowed;
  const [source, target = 'content', ...extra] = args.filter((arg) => arg !== '--force');
  if (!source || extra.length > 0 || source.startsWith('-')) throw new Error(USAGE);
  const problem = refusal(target);
  if (problem) throw new Error(problem);
  if (swallowed) console.log("npm took --force for itself; it is read as the import's --force (write it after --).");
  let parsed: unknown;
  const decoded = decodeText(readFileSync(source));
  try {
    parsed = JSON.parse(decoded.text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new Error(`${source} could not be read as JSON: ${error instanceof Error ? error.message : error}`);
  }
  if (language) return importTranslation(parsed, source, target, language, force);
  const result = fromJsonResume(parsed);
  if (decoded.note) result.unmapped.unshift(`${source}: ${decoded.note}`);
  const files: Record<string, string | Uint8Array> = { ...result.files };
  // A plain stand-in portrait, so the site builds until the owner adds theirs; theirs is kept.
  if (!existsSync(join(target, 'assets/portrait.jpg')))
    files['assets/portrait.jpg'] = await sharp({
      create: { width: 640, height: 640, channels: 3, background: palette.light.color.border },
    })
      .jpeg()
      .toBuffer();
  const written = writeContent(target, files, force);

  console.log(`Wrote ${written.written.length} files into ${target}/ from ${source}.`);
  if (written.movedTo) section(`Replaced files were moved to ${written.movedTo}/:`, written.moved);
  section('Kept as they were (the import did not write them; remove any that no longer apply):', written.kept);
  section('Not imported or changed (the site has no place for these, or they broke its rules):', result.unmapped);
  section('Stand-ins to replace with your own (the content check warns about each):', result.placeholders);
  console.log(`\nNext: edit the files above, then run \`CONTENT_DIR=${target} npm run check:content\`.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
