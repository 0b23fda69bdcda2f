import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** pdftotext's output, or what to install when poppler-utils is missing (not a bare ENOENT). */
function pdftotext(args: string[]): string {
  try {
    return execFileSync('pdftotext', args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error("pdftotext, from Debian's poppler-utils, is not on PATH: run `bash scripts/test/ensure-tools.sh`.");
  }
}

/** A4's printable height at 96 px per inch, less Chromium's default margins. */
const PRINTABLE_HEIGHT_PX = 1000;

/** Whether text is in Latin letters alone: pdftotext reorders right-to-left text, and may draw other scripts apart. */
export const isLatin = (text: string) => /^[\x20-\x7e\u00a0-\u024f\u2010-\u2027\s]+$/.test(text);

/** Text without white space: how lines break on the sheet is no part of the words. */
export const unspaced = (text: string) => text.replace(/\s+/g, '');

/** Text without spaces or hyphens: pdftotext's default reading joins a word hyphenated at a line's end. */
const squeeze = (text: string) => unspaced(text).replace(/[-\u2010\u2011\u00ad]+/g, '');

/**
 * A printed PDF's characters in reading order, white space left out: its lines as laid out on the
 * sheet (`-layout`), which keeps a hyphen at a line's end. pdftotext's default reading drops it, so
 * a heading that breaks in Kowalczyk-Fitzgerald would read KowalczykFitzgerald.
 */
export const printedText = (pdf: string, ...pages: string[]) =>
  unspaced(pdftotext(['-layout', '-enc', 'UTF-8', ...pages, pdf, '-']));

/**
 * The page printed on A4: the cards that print split across two sheets, by the start of their text
 * ([] when none is), and the PDF's characters (printedText).
 *
 * A card is an element the print styles keep whole (`break-inside: avoid`) and short enough to fit
 * a sheet. The words of its first and its last printed text must be on the same page of the
 * printed PDF, read with pdftotext (which may order a card's parts differently from the document).
 * Cards with words outside Latin scripts are left out: pdftotext reorders right-to-left text.
 */
export async function printOnA4(page: Page): Promise<{ splitCards: string[]; text: string }> {
  await page.emulateMedia({ media: 'print' });
  const cards = await page.evaluate((maxHeight) => {
    const words = (text: Text | undefined) => (text?.textContent ?? '').split(/\s+/).filter(Boolean);
    /** The card's printed texts, in document order. */
    const texts = (card: Element) => {
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      const printed: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const box = parent?.getBoundingClientRect();
        // Drawn text only: not hidden, and not clipped to a pixel for screen readers.
        if (box && node.textContent?.trim() && box.width > 1 && box.height > 1) printed.push(node as Text);
      }
      return printed;
    };
    return [...document.querySelectorAll('main *')]
      .filter((element) => getComputedStyle(element).breakInside === 'avoid')
      .filter((element) => element.getClientRects().length > 0) // printed at all
      .filter((element) => element.getBoundingClientRect().height < maxHeight)
      .map(texts)
      .filter((printed) => printed.length > 0)
      .map((printed) => ({ start: words(printed[0]), end: words(printed.at(-1)) }));
  }, PRINTABLE_HEIGHT_PX);
  const scratch = mkdtempSync(join(tmpdir(), 'cards-'));
  try {
    const pdf = join(scratch, 'page.pdf');
    writeFileSync(pdf, await page.pdf({ format: 'A4' }));
    // Read twice on purpose: the default reading keeps each card's column together (which the
    // card check needs), the laid-out one keeps hyphens (which the printed text needs).
    const sheets = pdftotext([pdf, '-']).split('\f').map(squeeze);
    // Word by word: pdftotext may interleave the lines of cards side by side.
    const onOneSheet = (all: string[]) => sheets.some((sheet) => all.every((word) => sheet.includes(squeeze(word))));
    const splitCards = cards
      .filter(({ start, end }) => [...start, ...end].every(isLatin))
      .filter(({ start, end }) => !onOneSheet([...start, ...end]))
      .map(({ start }) => start.join(' '));
    return { splitCards, text: printedText(pdf) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
