/**
 * How words break in the PDF. Words break at spaces only, so names and technologies stay
 * searchable, except a word longer than a line would ever be (a 80-letter compound, a long
 * address): it is cut into pieces the line breaker may split between, so it never runs off the page.
 */
import { Font } from '@react-pdf/renderer';

const LONG_WORD = 64;
const PIECE = 16;

/** A word's break points: none, or every PIECE characters for a word longer than LONG_WORD. */
function breakPoints(word: string): string[] {
  const chars = [...word];
  if (chars.length <= LONG_WORD) return [word];
  const pieces: string[] = [];
  for (let at = 0; at < chars.length; at += PIECE) pieces.push(chars.slice(at, at + PIECE).join(''));
  return pieces;
}

let registered = false;

export function registerHyphenation(): void {
  if (registered) return;
  Font.registerHyphenationCallback(breakPoints);
  registered = true;
}
