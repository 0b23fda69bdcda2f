/** What an owner most likely meant: by a value none of a field's choices (an icon, a colour, a language code), or by a line of words where a list goes. */
import { isScalar, type Node } from 'yaml';
import { LANGUAGE_CODES } from '../../../src/content/model/vocabulary.ts';
import type { FieldDef } from '../../../src/content/model.ts';

const isLanguage = (code: string | undefined): code is string =>
  code !== undefined && (LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * The language code an owner most likely meant by one the site does not know: a language written
 * with its region ("ja-JP"), in three letters ("jpn") or by an old code ("iw"), as CLDR maps them;
 * else a country's code ("jp", "cn", "se"), by the language CLDR finds most likely there.
 */
function languageGuess(value: string): string | undefined {
  const tag = value.replace(/_/g, '-');
  try {
    const language = new Intl.Locale(tag).language;
    if (isLanguage(language) && language !== tag) return language;
  } catch {
    // Not a language tag at all: nothing to guess from.
    return undefined;
  }
  const region = tag.toUpperCase();
  if (!/^[A-Z]{2}$/.test(region) || new Intl.DisplayNames(['en'], { type: 'region' }).of(region) === region)
    return undefined;
  const likely = new Intl.Locale(`und-${region}`).maximize().language;
  return isLanguage(likely) ? likely : undefined;
}

/** "ja (Japanese)": a language code with its English name, so the guess reads at a glance. */
const named = (code: string) => `${code} (${new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code})`;

/** Why a value is none of `options`: the whole list when short, else a few and the one it most likely meant. */
export function choiceProblem(options: readonly string[], value: unknown, got: string): string {
  if (options.length <= 20) return `must be one of: ${options.join(', ')}; got ${got}`;
  const wanted = typeof value === 'string' ? value.replace(/_/g, '-').toLowerCase() : undefined;
  const sameButCase = options.find((option) => option.toLowerCase() === wanted);
  const language =
    !sameButCase && options === LANGUAGE_CODES && typeof value === 'string' ? languageGuess(value) : undefined;
  const guess = sameButCase ?? (language && named(language));
  const some = `${options.slice(0, 6).join(', ')}, … (${options.length} in all; schemas/ lists them)`;
  return `must be one of ${some}; got ${got}${guess ? `: did you mean ${guess}?` : ''}`;
}

/**
 * How to write a line of words as the list it was meant to be ("technologies: AWS, Docker" is one
 * text): in brackets, or one item a line where brackets would change what the words mean.
 */
export function listHint(node: Node | null | undefined, def: FieldDef): string {
  if (def.kind !== 'list' || (def.of !== 'string' && def.of !== 'enum')) return '';
  const text = isScalar(node) && typeof node.value === 'string' ? node.value.trim() : '';
  if (!text) return '';
  return /[[\]{}#:&*!|>'"%@`]/.test(text)
    ? '; write each item on a line of its own, starting with "- "'
    : `; write it as [${text}]`;
}
