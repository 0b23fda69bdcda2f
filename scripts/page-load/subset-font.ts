/**
 * The page font, cut at build time to the characters the content uses (the Vite plugin in
 * scripts/page-load/inter-font.ts calls this). `npm run bench -- font-cut` prints what it would make for content/.
 *
 * Fontsource's Inter Variable comes as one file per script (Latin, Latin Extended, Vietnamese,
 * Greek, Cyrillic); each character the site shows goes into the cut of the first file that covers
 * it, so an English site gets one small file and a Polish or Greek one a second. Only the 400-800
 * part of the weight axis is kept (the fontWeight tokens). Inter has no Arabic: Arabic letters are
 * cut the same way from Fontsource's Noto Sans Arabic, a humanist sans drawn to sit beside Latin
 * sans faces, and declared under the page font's family name with their own `unicode-range`, so
 * one font stack draws every script the site writes and an Arabic page is drawn in the site's own
 * font on a first visit. Characters neither has (Chinese, Devanagari) come from the system's fonts.
 * A cut keeps only the OpenType features a browser would use on the site's text (layoutFeatures).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { parseAllDocuments } from 'yaml';
import { fontWeight } from '../../src/styles/tokens.ts';
import { env } from '../env.ts';
import { inRanges, parseUnicodeRange, type Range } from '../unicode-range.ts';

const require = createRequire(import.meta.url);

/** Where the cut files are written (gitignored), named by what they hold, so they double as a cache. */
export const FONT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../src/styles/fonts');

/** Fontsource's files, most common script first: a character shared by two goes to the first. */
export const SCRIPTS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'arabic',
] as const;
type Script = (typeof SCRIPTS)[number];

/** The Fontsource package a script's file comes from: Inter, but for the script Inter lacks. */
const PACKAGES: Partial<Record<Script, string>> = { arabic: 'noto-sans-arabic' };
const packageOf = (script: Script) => PACKAGES[script] ?? 'inter';
const fontsource = (script: Script, file: string) =>
  require.resolve(`@fontsource-variable/${packageOf(script)}/${file}`);
/** Fontsource's variable file for a script, the source a cut is made from. */
export const sourceFile = (script: Script) =>
  fontsource(script, `files/${packageOf(script)}-${script}-wght-normal.woff2`);

/**
 * What the code itself writes besides the content: printable ASCII (dates, numbers, labels, and
 * what a visitor types into the form), the footer's © and the en dash of date ranges.
 */
export const UI_CHARACTERS = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 0x20 + i))}©–`;

/**
 * What the styles turn on, each `font-variant-*` value with the OpenType feature it asks the font
 * for (subset-font.test.ts fails on a value the styles use that is not here).
 */
export const STYLE_FEATURES: Record<string, string> = { 'tabular-nums': 'tnum' };

/**
 * The features browsers apply to horizontal text by themselves (HarfBuzz's shapers: ligatures,
 * kerning, marks, Arabic's joining forms), and those the styles turn on. Fontsource's files hold
 * more (stylistic sets, superiors, case forms) whose glyphs a cut would otherwise carry unused:
 * 2.7 KB of the sample's 21.0 KB Latin cut. Fractions are shaped only around U+2044 FRACTION
 * SLASH, so their figures come along only when the text has one.
 */
export function layoutFeatures(codes: readonly number[]): string[] {
  const shaping = ['rvrn', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga'];
  const directional = ['rclt', 'ltra', 'ltrm', 'rtla', 'rtlm', 'abvm', 'blwm'];
  const arabic = ['init', 'medi', 'fina', 'isol', 'med2', 'fin2', 'fin3', 'mset', 'stch'];
  const fractions = codes.includes(0x2044) ? ['frac', 'numr', 'dnom'] : [];
  return [...shaping, ...directional, ...arabic, ...fractions, ...Object.values(STYLE_FEATURES)];
}

/** The characters each of Fontsource's files covers, from its `unicode-range` (U+0000-00FF,U+0131,...). */
function scriptRanges(): Record<Script, Range[]> {
  return Object.fromEntries(
    SCRIPTS.map((script) => {
      const ranges = JSON.parse(readFileSync(fontsource(script, 'unicode.json'), 'utf8')) as Record<string, string>;
      return [script, parseUnicodeRange(ranges[script] ?? '')];
    }),
  ) as Record<Script, Range[]>;
}

/** Every string value in the YAML files under `dir` (keys and comments are never shown), and every Markdown body. */
export function contentText(dir: string): string {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    // A section entry's front matter and body, whole: a few field names cost a glyph or two at most.
    if (entry.isFile() && /\.md$/i.test(entry.name))
      strings.push(readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    if (!entry.isFile() || !/\.ya?ml$/i.test(entry.name)) continue;
    // A file that does not parse is the content check's to report; it cannot be shown anyway.
    for (const doc of parseAllDocuments(readFileSync(join(entry.parentPath, entry.name), 'utf8')))
      if (!('errors' in doc && doc.errors.length > 0)) walk(doc.toJS());
  }
  return strings.join('\n');
}

/** The lightest and heaviest weights the styles use. */
export function weightRange(): { min: number; max: number } {
  const weights = Object.values(fontWeight).map(Number);
  return { min: Math.min(...weights), max: Math.max(...weights) };
}

/** The characters of `text` each file will hold, in code point order; files with none left out. */
export function splitByScript(text: string): { script: Script; codes: number[] }[] {
  const ranges = scriptRanges();
  const codes = [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))].filter((code) => code >= 0x20);
  const byScript = new Map<Script, number[]>();
  for (const code of codes.sort((a, b) => a - b)) {
    const script = SCRIPTS.find((name) => inRanges(ranges[name], code));
    if (script) byScript.set(script, [...(byScript.get(script) ?? []), code]);
  }
  return SCRIPTS.flatMap((script) => {
    const held = byScript.get(script);
    return held ? [{ script, codes: held }] : [];
  });
}

/** `unicode-range` for a sorted list of code points: runs become ranges (U+0020-007E, U+00A9). */
export function unicodeRange(codes: readonly number[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  const runs: [number, number][] = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  return runs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}

// subset-font 2.9 takes `keepFeatures` (its README); @types/subset-font 2.3 predates the option.
type CutOptions = NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures?: string[] };
const subset = subsetFont as (font: Buffer, text: string, options: CutOptions) => Promise<Buffer>;

/** What a cut of `codes` keeps besides its characters: the styles' weights and the features they are shaped with. */
const cutOptions = (codes: readonly number[]) => ({
  variationAxes: { wght: weightRange() },
  keepFeatures: layoutFeatures(codes),
});

/** One of Fontsource's files cut to `codes` (cutOptions). */
export const cutFont = (source: Buffer, codes: readonly number[], targetFormat: 'woff2' | 'truetype' = 'woff2') =>
  subset(source, String.fromCodePoint(...codes), { targetFormat, ...cutOptions(codes) });

export type InterFace = { script: Script; file: string; unicodeRange: string; bytes: number };

/**
 * Cuts Inter for `text`: one woff2 per script the text uses, written into FONT_DIR under a name
 * that hashes its source, characters and cut options, so the same content never runs the subsetter
 * twice (about 0.1-0.3 s a file). Returns the files in SCRIPTS order.
 */
export async function cutInter(text: string, dir = FONT_DIR): Promise<InterFace[]> {
  mkdirSync(dir, { recursive: true });
  return Promise.all(
    splitByScript(text).map(async ({ script, codes }) => {
      const source = readFileSync(sourceFile(script));
      const hash = createHash('sha256')
        .update(source)
        .update(JSON.stringify([codes, cutOptions(codes)]))
        .digest('hex');
      const file = join(dir, `${packageOf(script)}-${script}-${hash.slice(0, 10)}.woff2`);
      if (!existsSync(file)) {
        const font = await cutFont(source, codes);
        // Written whole or not at all: a build running beside this one may read it.
        const partial = `${file}.${process.pid}.tmp`;
        writeFileSync(partial, font);
        renameSync(partial, file);
      }
      return { script, file, unicodeRange: unicodeRange(codes), bytes: readFileSync(file).length };
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = env.contentDir;
  cutInter(`${UI_CHARACTERS}${contentText(dir)}`).then((faces) => {
    for (const face of faces) console.log(`${face.file}: ${face.bytes} bytes, ${face.unicodeRange}`);
  });
}
