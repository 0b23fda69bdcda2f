/**
 * The value rules behind the model's field kinds. The content check reports them in plain words
 * and the JSON Schema export turns the same patterns into editor hints, so they live once, here.
 */

import { type FieldDef, LIMITS, type UrlScheme } from '../../../src/content/model.ts';
import en from '../../../src/messages/en.json' with { type: 'json' };

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The years a career spans: "0000" or "9999" is a slip of the keyboard, not a date. */
const YEARS = { min: 1900, max: 2100 } as const;
/** No `%`: an address like `a%3Fbcc%3D...@x.com` decodes, in a mailto link, to an extra header. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{4,}[0-9]$/;
/**
 * A file under content/: no `..`, an image extension. A leading slash also means from content/:
 * the editor at /admin names an upload `/assets/me.jpg`, and an owner may write it so by hand.
 */
export const IMAGE_PATTERN =
  /^\/?(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:jpg|jpeg|png|webp|avif|svg)$/;

const HOST = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+';
const email = EMAIL_PATTERN.source.slice(1, -1);

/** What each scheme's address must look like, whole: no spaces, no relative or protocol-relative forms. */
const URL_PATTERNS: Record<UrlScheme, RegExp> = {
  https: new RegExp(`^https://${HOST}(?::[0-9]{1,5})?(?:[/?#][^\\s]*)?$`),
  mailto: new RegExp(`^mailto:${email}(?:\\?[^\\s]*)?$`),
  tel: /^tel:\+?[0-9][0-9().-]{4,}[0-9]$/,
};

/** One pattern accepting any of the given schemes, for the JSON Schema. */
export function urlPattern(schemes: readonly UrlScheme[]): string {
  const parts = schemes.map((scheme) => URL_PATTERNS[scheme].source.slice(1, -1));
  return parts.length === 1 ? `^${parts[0]}$` : `^(?:${parts.join('|')})$`;
}

/** Whether a link has one of the schemes and parses as the build will parse it (the importer asks too). */
// The pattern takes any five digits as a port; the URL parser, as the build uses it, takes 0-65535.
export function isUrl(value: string, schemes: readonly UrlScheme[]): boolean {
  return schemes.some((scheme) => URL_PATTERNS[scheme].test(value) && (scheme !== 'https' || URL.canParse(value)));
}

/** Why a link field's value cannot be used, in the owner's words, or null when it can; `got` is the value as written. */
export function urlProblem(value: unknown, def: Extract<FieldDef, { kind: 'url' }>, got: string): string | null {
  const names = def.schemes.map((scheme) => (scheme === 'https' ? 'https://' : `${scheme}:`));
  const expected = `must be a full ${names.join(' or ')} address`;
  if (typeof value !== 'string') return `${expected}, got ${got}`;
  const length = [...value].length;
  if (length > LIMITS.url) return `must be at most ${LIMITS.url} characters, got ${length}`;
  if (/\s/.test(value)) return `must be a link without spaces, got ${got}`;
  if (isUrl(value, def.schemes))
    // Every page's canonical address and the sitemap start with the site's address.
    return def.siteAddress && /[?#]/.test(value)
      ? 'must be the address alone, without ? or # and what follows (e.g. https://name.github.io/portfolio)'
      : null;
  const hint = urlHint(value, def.schemes);
  return `${expected}, got ${got}${hint ? ` (${hint})` : ''}`;
}

/** Why a link was refused, in words the owner can act on; empty when no hint fits. */
function urlHint(value: string, schemes: readonly UrlScheme[]): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'http' && schemes.includes('https')) return 'use https://';
  if (value.startsWith('//')) return 'add https: in front';
  if (scheme && !(schemes as readonly string[]).includes(scheme)) return `${scheme}: links are not allowed here`;
  if (!scheme) return 'a full address starts with https://';
  if (scheme === 'mailto') return 'mailto: must be followed by an email address';
  const port = /^https:\/\/[^/?#]*:(\d+)/.exec(value)?.[1];
  if (port && Number(port) > 65535) return `there is no port ${port}; ports go up to 65535`;
  return '';
}

/** Null for a real calendar date, else why it is not one (e.g. "February 2023 has 28 days"). */
export function dateProblem(value: string): string | null {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  if (year < YEARS.min || year > YEARS.max) return `the year must be ${YEARS.min}-${YEARS.max}`;
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `${en.dates.months[month - 1]} ${year} has ${days} days`;
  return null;
}

/** The closest name within two edits, to suggest for a misspelt field. */
export function closest(name: string, options: readonly string[]): string | undefined {
  let best: { option: string; distance: number } | undefined;
  for (const option of options) {
    const distance = editDistance(name.toLowerCase(), option.toLowerCase());
    if (distance <= 2 && (!best || distance < best.distance)) best = { option, distance };
  }
  return best?.option;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
