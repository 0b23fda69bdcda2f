/**
 * satori (0.63) moves each glyph by HarfBuzz's vertical offset the wrong way: it adds the font's
 * upward y to the SVG's downward y (`cursorY + shapedGlyph.dy * scale` in its src/font.ts,
 * https://github.com/vercel/satori/blob/6c400d56955d2a4f035b896eca5133e74b0d5b7c/src/font.ts#L957),
 * so every mark GPOS places lands mirrored: Noto Sans Arabic's dots and a kasra sink into their
 * letter. Every vertical offset HarfBuzz reports is a sum of GPOS y values, so negating them all
 * makes it report the opposite offset, which satori's sign turns back into the right one.
 * share-marks.test.ts draws the marks with and without this, and fails when satori is fixed.
 */

type Reader = (at: number) => number;

/** Where each lookup type keeps its y values: value records (1, 2) or anchors (3 to 6). */
function mirrorSubtable(font: Buffer, type: number, at: number, once: (at: number) => boolean) {
  const u16: Reader = (offset) => font.readUInt16BE(offset);
  const negate = (offset: number) => font.writeInt16BE(Math.min(32767, -font.readInt16BE(offset)), offset);
  // An anchor is format, x, y; shared anchors are negated once.
  const anchor = (base: number, offset: number) => offset && once(base + offset) && negate(base + offset + 4);
  const size = (format: number) => 2 * [...(format & 0xff).toString(2)].filter((bit) => bit === '1').length;
  // YPlacement follows XPlacement when there is one.
  const value = (offset: number, format: number) => format & 2 && negate(offset + (format & 1 ? 2 : 0));
  const anchors = (table: number, rows: number, columns: number, first = 2) => {
    for (let i = 0; i < rows * columns; i++) anchor(table, u16(table + first + 2 * i));
  };
  if (!once(at)) return;
  const format = u16(at);
  if (type === 9) mirrorSubtable(font, u16(at + 2), at + font.readUInt32BE(at + 4), once);
  else if (type === 1) {
    const vf = u16(at + 4);
    if (format === 1) value(at + 6, vf);
    else for (let i = 0; i < u16(at + 6); i++) value(at + 8 + i * size(vf), vf);
  } else if (type === 2) {
    const [vf1, vf2] = [u16(at + 4), u16(at + 6)];
    const pair = size(vf1) + size(vf2);
    if (format === 1)
      for (let i = 0; i < u16(at + 8); i++) {
        const set = at + u16(at + 10 + 2 * i);
        if (!once(set)) continue;
        for (let j = 0; j < u16(set); j++) {
          const record = set + 2 + j * (2 + pair);
          value(record + 2, vf1);
          value(record + 2 + size(vf1), vf2);
        }
      }
    else
      for (let i = 0; i < u16(at + 12) * u16(at + 14); i++) {
        value(at + 16 + i * pair, vf1);
        value(at + 16 + i * pair + size(vf1), vf2);
      }
  } else if (type === 3) anchors(at, u16(at + 4), 2, 6);
  else if (type >= 4 && type <= 6) {
    const classes = u16(at + 6);
    const marks = at + u16(at + 8);
    for (let i = 0; i < u16(marks); i++) anchor(marks, u16(marks + 4 + 4 * i));
    const bases = at + u16(at + 10);
    if (type !== 5) anchors(bases, u16(bases), classes);
    else
      for (let i = 0; i < u16(bases); i++) {
        const ligature = bases + u16(bases + 2 + 2 * i);
        if (once(ligature)) anchors(ligature, u16(ligature), classes);
      }
  }
}

/** A copy of a TrueType/OpenType font whose GPOS places everything as far down as it did up. */
export function mirrorVerticalOffsets(data: Buffer): Buffer {
  const font = Buffer.from(data);
  const tables = font.readUInt16BE(4);
  let gpos = 0;
  for (let i = 0; i < tables; i++)
    if (font.toString('latin1', 12 + 16 * i, 16 + 16 * i) === 'GPOS') gpos = font.readUInt32BE(20 + 16 * i);
  if (!gpos) return font;
  const seen = new Set<number>();
  const once = (at: number) => !seen.has(at) && Boolean(seen.add(at));
  const lookups = gpos + font.readUInt16BE(gpos + 8);
  for (let i = 0; i < font.readUInt16BE(lookups); i++) {
    const lookup = lookups + font.readUInt16BE(lookups + 2 + 2 * i);
    for (let j = 0; j < font.readUInt16BE(lookup + 4); j++)
      mirrorSubtable(font, font.readUInt16BE(lookup), lookup + font.readUInt16BE(lookup + 6 + 2 * j), once);
  }
  return font;
}
