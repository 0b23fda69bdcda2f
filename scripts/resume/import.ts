/**
 * `npm run import:jsonresume <resume.json> [target] [--force]`: writes a content/ tree (default
 * content/) from a JSON Resume file, then lists what it could not carry over and which fields
 * hold stand-ins to replace. It never overwrites an existing tree without --force.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { fromJsonResume } from './from-json-resume';

const USAGE = 'Usage: npm run import:jsonresume <resume.json> [target directory, default content] [--force]';

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [source, target = 'content'] = args.filter((arg) => arg !== '--force');
  if (!source) throw new Error(USAGE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(source, 'utf8'));
  } catch (error) {
    throw new Error(`${source} could not be read as JSON: ${error instanceof Error ? error.message : error}`);
  }
  const result = fromJsonResume(parsed);
  const documents = existsSync(target)
    ? readdirSync(target, { withFileTypes: true }).filter((entry) => entry.name !== 'schemas')
    : [];
  if (documents.length > 0 && !force)
    throw new Error(`${target}/ already holds content; nothing was written. Add --force to replace it.`);
  // Replace the owner's documents; the generated schemas stay (npm run schema rewrites them).
  for (const entry of documents) rmSync(join(target, entry.name), { recursive: true, force: true });
  for (const [path, text] of Object.entries(result.files)) {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), text);
  }
  mkdirSync(join(target, 'assets'), { recursive: true });
  // A plain stand-in portrait, so the site builds until the owner adds theirs.
  const portrait = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#E5E7EB' } })
    .jpeg()
    .toBuffer();
  writeFileSync(join(target, 'assets/portrait.jpg'), portrait);

  console.log(`Wrote ${Object.keys(result.files).length + 1} files into ${target}/ from ${source}.`);
  const section = (title: string, lines: string[]) => {
    if (lines.length > 0) console.log(`\n${title}\n${lines.map((line) => `  - ${line}`).join('\n')}`);
  };
  section('Not imported (the site has no place for these):', result.unmapped);
  section('Stand-ins to replace with your own:', result.placeholders);
  console.log(`\nNext: edit the files above, then run \`CONTENT_DIR=${target} npm run check:content\`.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
