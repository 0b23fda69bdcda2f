/**
 * The sample owner's fingerprints, in one place: the content check warns while content still
 * holds one, and the build never publishes a placeholder site URL when the host knows a real one.
 */

/** The sample content's own values, as content/ ships them. */
export const SAMPLE_VALUES = {
  name: 'Arjun Kumar',
  email: 'arjun.kumar@example.com',
  phone: '+353 87 123 4567',
  siteUrl: 'https://arjun-kumar.example.com',
  profiles: ['https://www.linkedin.com/in/arjun-kumar-example', 'https://github.com/arjun-kumar-example'],
} as const;

/** Domains reserved for examples (RFC 2606): an address there is never really the owner's. */
const EXAMPLE_HOST = /(^|\.)example(\.(com|org|net))?$/i;

const hostOf = (value: string): string | null => {
  const email = /^(?:mailto:)?[^@\s/]+@([^@\s/?]+)/i.exec(value);
  if (email?.[1]) return email[1];
  try {
    return new URL(value).hostname;
  } catch {
    return null;
  }
};

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** Why a name, email or link is not yet the owner's: it is the sample's own, or it is at an example domain. */
export type PlaceholderKind = 'sample' | 'example';

/** What keeps a name, email or link from being the owner's own, or null when nothing does. */
export function placeholderKind(value: string): PlaceholderKind | null {
  const text = value.trim();
  if (text.toLowerCase() === SAMPLE_VALUES.name.toLowerCase()) return 'sample';
  const address = text.replace(/^mailto:/i, '');
  if (address.toLowerCase() === SAMPLE_VALUES.email) return 'sample';
  if ([SAMPLE_VALUES.siteUrl, ...SAMPLE_VALUES.profiles].some((sample) => sameUrl(text, sample))) return 'sample';
  if (SAMPLE_VALUES.profiles.some((profile) => text.toLowerCase().startsWith(`${profile.toLowerCase()}/`)))
    return 'sample';
  const host = hostOf(text);
  return host !== null && EXAMPLE_HOST.test(host) ? 'example' : null;
}

/** True when a name, email or link is the sample's own, or points at an example domain. */
export const isPlaceholder = (value: string): boolean => placeholderKind(value) !== null;

const digits = (text: string) => text.replace(/\D/g, '');
const withoutScheme = (url: string) => url.replace(/^https?:\/\//i, '').toLowerCase();

/** What of the sample owner's a text mentions anywhere in it: their name, email, phone, site or profile links. */
export function sampleMentions(value: string): string[] {
  const text = value.toLowerCase();
  const found: string[] = [];
  if (text.includes(SAMPLE_VALUES.name.toLowerCase())) found.push(SAMPLE_VALUES.name);
  if (text.includes(SAMPLE_VALUES.email)) found.push(SAMPLE_VALUES.email);
  if (digits(value).includes(digits(SAMPLE_VALUES.phone))) found.push(SAMPLE_VALUES.phone);
  for (const link of [SAMPLE_VALUES.siteUrl, ...SAMPLE_VALUES.profiles])
    if (text.includes(withoutScheme(link))) found.push(withoutScheme(link));
  return found;
}
