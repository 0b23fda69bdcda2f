/**
 * Untrusted JSON Resume values made into values the content check accepts, each change told in
 * the import's report: text cut to the model's lengths, lists to its sizes, links without
 * passwords, real calendar days only.
 */
import { LIMITS } from '../../src/content/model';
import { tagSlug } from '../../src/lib/tag-slug';
import { EMAIL_PATTERN, isUrl } from '../content/check/rules';
import { date, str } from './import-helpers';

// Controls other than tab and newline, and bidi embeddings/overrides/isolates.
const UNSAFE = /(?![\t\n])[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleaners(notes: string[]) {
  const cut = (text: string, max: number, where: string) => {
    if ([...text].length <= max) return text;
    notes.push(`${where}: cut to ${max} characters (the site's limit)`);
    return `${[...text].slice(0, max - 1).join('')}…`;
  };
  const tidy = (value: unknown, where: string, oneLine: boolean) => {
    const raw = str(value);
    if (!raw) return undefined;
    let text = raw.replace(LONE_SURROGATE, '').replace(/\r\n?/g, '\n');
    if (oneLine) text = text.replace(/\s+/g, ' ');
    const safe = text.replace(UNSAFE, '').trim();
    if (safe !== text) notes.push(`${where}: invisible control characters removed`);
    return safe || undefined;
  };
  const label = (value: unknown, where: string) => {
    const text = tidy(value, where, true);
    return text && cut(text, LIMITS.label, where);
  };
  const paragraph = (value: unknown, where: string) => {
    const text = tidy(value, where, false);
    return text && cut(text, LIMITS.paragraph, where);
  };
  /** At most `max` items, reporting the ones left out by name. */
  const capped = <T>(items: T[], where: string, max: number = LIMITS.listItems, name = (item: T) => String(item)) => {
    if (items.length <= max) return items;
    const left = items.slice(max).map(name);
    notes.push(
      `${where}: only the first ${max} of ${items.length} kept; left out: ${left.slice(0, 5).join('; ')}${left.length > 5 ? `; and ${left.length - 5} more` : ''}`,
    );
    return items.slice(0, max);
  };
  const listOf = (clean: (value: unknown, where: string) => string | undefined) => (value: unknown, where: string) =>
    capped(
      (Array.isArray(value) ? value : [])
        .map((item, index) => clean(item, `${where}[${index}]`))
        .filter((item): item is string => Boolean(item)),
      where,
    );
  /** An https:// address the check accepts: http:// upgraded, user:password@ removed, else left out. */
  const https = (value: unknown, where: string): string | undefined => {
    const text = str(value);
    if (!text) return undefined;
    let url: URL;
    try {
      url = new URL(text.replace(/^http:/i, 'https:'));
    } catch {
      notes.push(`${where}: "${text.slice(0, 80)}" is not a web address`);
      return undefined;
    }
    if (url.protocol !== 'https:') {
      notes.push(`${where}: "${text.slice(0, 80)}" is not a web address`);
      return undefined;
    }
    if (url.username || url.password) {
      notes.push(`${where}: the user name and password in the address were removed`);
      url.username = '';
      url.password = '';
    }
    const href = url.pathname === '/' && !url.search && !url.hash ? url.origin : url.href;
    if (href.length <= LIMITS.url && isUrl(href, ['https'])) return href;
    notes.push(`${where}: "${text.slice(0, 80)}" is not an address the site can link to`);
    return undefined;
  };
  const email = (value: unknown, where: string) => {
    const text = str(value)?.replace(/\s+/g, '');
    if (!text) return undefined;
    if (text.length <= LIMITS.label && EMAIL_PATTERN.test(text)) return text;
    notes.push(`${where}: "${text.slice(0, 80)}" is not an email address`);
    return undefined;
  };
  /** A real day as YYYY-MM-DD; an impossible one is reported and left out. */
  const day = (value: unknown, where: string) => {
    const parsed = date(value);
    if (parsed && 'problem' in parsed) notes.push(`${where}: ${parsed.problem}, so it was left out`);
    return parsed && 'iso' in parsed ? parsed : undefined;
  };
  /** Labels that are topics: each needs a letter or digit for its page's address (/tags/…). */
  const topics = (value: unknown, where: string) =>
    listOf(label)(value, where).filter((topic) => {
      if (tagSlug(topic)) return true;
      notes.push(`${where}: "${topic}" has no letter or digit to be a topic's page, so it was left out`);
      return false;
    });
  return { label, paragraph, labels: listOf(label), topics, paragraphs: listOf(paragraph), capped, https, email, day };
}
export type Cleaners = ReturnType<typeof cleaners>;
