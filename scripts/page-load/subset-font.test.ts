import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fallbackFonts, fontFamily, fontWeight } from '../../src/styles/tokens';
import { fallbackFaceRules, fallbackFaces, fallbackWeights } from './font-fallbacks';
import { interFaceRules } from './inter-font';
import {
  contentText,
  cutFont,
  cutInter,
  layoutFeatures,
  STYLE_FEATURES,
  sourceFile,
  splitByScript,
  UI_CHARACTERS,
  unicodeRange,
  weightRange,
} from './subset-font';

/** A folder of the test's own, removed when it ends. */
function scratch(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The feature tags in a TrueType font's GSUB and GPOS tables (OpenType's FeatureList). */
function featureTags(font: Buffer): string[] {
  const tags = new Set<string>();
  for (let record = 12; record < 12 + font.readUInt16BE(4) * 16; record += 16) {
    if (!['GSUB', 'GPOS'].includes(font.toString('latin1', record, record + 4))) continue;
    const table = font.readUInt32BE(record + 8);
    const list = table + font.readUInt16BE(table + 6);
    for (let feature = 0; feature < font.readUInt16BE(list); feature++)
      tags.add(font.toString('latin1', list + 2 + feature * 6, list + 6 + feature * 6));
  }
  return [...tags].sort();
}

const codesOf = (text: string) => [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))];

const latin1 = String.fromCharCode(...Array.from({ length: 0xff - 0xa0 + 1 }, (_, i) => 0xa0 + i));

describe("the site's Inter", () => {
  it('spans exactly the weights the styles use', () => {
    expect(weightRange()).toEqual({ min: 400, max: 800 });
    expect(
      interFaceRules([{ script: 'latin', file: '/x/inter-latin-1.woff2', unicodeRange: 'U+0041', bytes: 1 }]),
    ).toContain('font-weight: 400 800;');
  });

  it("puts each character into the first of Fontsource's files that covers it, Arabic into Noto Sans Arabic's, and leaves out what neither has", () => {
    const files = splitByScript('Zoë Łukasiewicz, Nguyễn, Ωμέγα, Жанна, 王, ليلى');
    expect(files.map((file) => file.script)).toEqual([
      'latin',
      'latin-ext',
      'vietnamese',
      'greek',
      'cyrillic',
      'arabic',
    ]);
    const held = files.flatMap((file) => file.codes.map((code) => String.fromCodePoint(code)));
    expect(held).toEqual(expect.arrayContaining(['ë', 'Ł', 'ễ', 'Ω', 'Ж', 'ل']));
    expect(held).not.toContain('王');
  });

  it('cuts Arabic letters from Noto Sans Arabic with their joining forms, declared under the page font', async () => {
    const dir = scratch('font-cut-');
    const faces = await cutInter(`${UI_CHARACTERS}مرحبا بكم في موقعي`, dir);
    const arabic = faces.find((face) => face.script === 'arabic');
    expect(arabic?.file).toMatch(/noto-sans-arabic-arabic-\w+\.woff2$/);
    expect(arabic?.unicodeRange).toContain('U+0645');
    // The letters' initial, medial and final forms come along (the subsetter keeps what shaping reaches).
    expect(arabic?.bytes).toBeGreaterThan(3_000);
    expect(arabic?.bytes).toBeLessThan(40_000);
    expect(interFaceRules(faces)).toMatch(/font-family: "Inter Variable";[^}]*noto-sans-arabic-arabic/);
  }, 30_000);

  it('keeps the features a browser shapes the text with and those the styles turn on, and drops the rest', async () => {
    const codes = codesOf(`${UI_CHARACTERS}${latin1}`);
    const kept = featureTags(await cutFont(readFileSync(sourceFile('latin')), codes, 'truetype'));
    expect(kept).toEqual(expect.arrayContaining(['calt', 'kern', 'tnum']));
    expect(kept.filter((tag) => !layoutFeatures(codes).includes(tag))).toEqual([]);
    // Inter's own stylistic sets, superiors and case forms; fractions, with no fraction slash in the text.
    for (const tag of ['ss01', 'sups', 'case', 'frac']) expect(kept).not.toContain(tag);
    expect(layoutFeatures(codesOf('½ 1⁄2'))).toEqual(expect.arrayContaining(['frac', 'numr', 'dnom']));
  });

  it('keeps the joining forms Arabic is shaped with', async () => {
    const codes = codesOf('مرحبا بكم في موقعي');
    const kept = featureTags(await cutFont(readFileSync(sourceFile('arabic')), codes, 'truetype'));
    expect(kept).toEqual(expect.arrayContaining(['init', 'medi', 'fina', 'rlig', 'mark']));
  });

  it('knows the OpenType feature behind every font-variant value the styles use', () => {
    const styles = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css.ts'));
    const used = styles.flatMap((file) =>
      [...readFileSync(join('src', file), 'utf8').matchAll(/fontVariant\w*:\s*'([^']+)'/g)].flatMap(([, value]) =>
        (value ?? '').split(/\s+/),
      ),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((value) => value !== 'normal' && !(value in STYLE_FEATURES))).toEqual([]);
    for (const file of styles) expect(readFileSync(join('src', file), 'utf8')).not.toMatch(/fontFeatureSettings/);
  });

  it('declares in unicode-range exactly the characters a file holds', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa9, 0x2013])).toBe('U+0020-0022, U+00A9, U+2013');
    const [latin] = splitByScript(`${UI_CHARACTERS}é`);
    expect(latin && unicodeRange(latin.codes)).toBe('U+0020-007E, U+00A9, U+00E9, U+2013');
  });

  it("reads every string of the content's YAML, not its keys or comments", () => {
    const dir = scratch('font-content-');
    writeFileSync(join(dir, 'site.yaml'), '# Ж comment\nname: Zoë\nlinks:\n  - label: Ωmega\nkeyŁ: 1\n');
    const text = contentText(dir);
    expect(text).toContain('Zoë');
    expect(text).toContain('Ωmega');
    expect(text).not.toMatch(/[ЖŁ]/);
  });

  it('cuts a Latin site smaller than the Latin-1 file it replaces, once per character set', async () => {
    const dir = scratch('font-cut-');
    const [face] = await cutInter(`${UI_CHARACTERS}${latin1}`, dir);
    expect(face?.script).toBe('latin');
    expect(face?.bytes).toBeLessThan(29_500);
    const written = statSync(face?.file ?? '').mtimeMs;
    await cutInter(`${latin1}${UI_CHARACTERS}`, dir);
    expect(statSync(face?.file ?? '').mtimeMs).toBe(written);
    expect(readdirSync(dir)).toHaveLength(1);
    expect(
      readFileSync(face?.file ?? '')
        .subarray(0, 4)
        .toString(),
    ).toBe('wOF2');
  }, 30_000);
});

describe("the fallback fonts, resized to Inter's metrics", () => {
  it('has a face at every weight the styles use for every fallback the font stack names, after Inter', async () => {
    const rules = await fallbackFaceRules();
    for (const weight of Object.values(fontWeight)) expect(fallbackWeights).toContain(Number(weight));
    for (const name of fallbackFonts) {
      expect(rules.match(new RegExp(`font-family: "Inter Fallback: ${name}";`, 'g'))).toHaveLength(
        fallbackWeights.length,
      );
      expect(fontFamily).toContain(`'Inter Fallback: ${name}'`);
    }
    expect(fontFamily.startsWith("'Inter Variable', 'Inter Fallback: ")).toBe(true);
    expect(fontFamily.endsWith('sans-serif')).toBe(true);
  });

  it('overrides size, ascent and descent in every face', async () => {
    const faces = (await fallbackFaceRules()).split('@font-face').slice(1);
    expect(faces).toHaveLength(fallbackFonts.length * fallbackWeights.length);
    for (const face of faces) {
      expect(face).toMatch(/ascent-override: [\d.]+%;/);
      expect(face).toMatch(/descent-override: [\d.]+%;/);
      expect(face).toMatch(/size-adjust: [\d.]+%;/);
    }
  });

  it('draws weights from 600 up from the bold face, sized smaller than the regular since bold Arial runs wider', async () => {
    const faces = await fallbackFaces();
    const size = (face: (typeof faces)[number]) => Number.parseFloat(String(face.sizeAdjust));
    for (const name of fallbackFonts) {
      const own = faces.filter((face) => face.fontFamily === `"Inter Fallback: ${name}"`);
      const [regular] = own.filter((face) => face.fontWeight === 400);
      const [bold] = own.filter((face) => face.fontWeight === 700);
      expect(own.filter((face) => face.fontWeight < 600).every((face) => !/Bold/.test(face.src))).toBe(true);
      expect(own.filter((face) => face.fontWeight >= 600).every((face) => /Bold/.test(face.src))).toBe(true);
      if (!regular || !bold) throw new Error(`${name} lacks a 400 or a 700 face`);
      if (name !== 'Roboto') expect(size(bold)).toBeLessThan(size(regular) - 3);
    }
  });
});
