/**
 * The other way round: a JSON Resume (https://jsonresume.org/schema) as a content/ tree the check
 * accepts. Fields the site has no place for are reported, never dropped silently. Where the site
 * needs a value JSON Resume lacks, the import writes a stand-in the check warns about
 * (scripts/content/check/import-stand-ins.ts) and lists it; optional fields are simply left out.
 */
import { Document, isNode, isPair, isScalar } from 'yaml';
import { ROUTE_PATHS } from '../../src/content/model';
import { STAND_IN_COMMENT, STAND_IN_URL, standInText } from '../content/check/import-stand-ins';
import { PHONE_PATTERN } from '../content/check/rules';
import { schemaLink } from '../content/check/schema';
import { isRecord } from '../record';
import { cleaners } from './import-clean';
import { type Json, list, str, unreadFields } from './import-helpers';
import { mapLists } from './import-lists';
import { MESSAGES, PAGE_TEMPLATES } from './import-pages';
import { mapSections } from './import-sections';

export type ImportResult = {
  /** Content-relative path → YAML text. */
  files: Record<string, string>;
  /** What the import could not carry over or had to change, one plain sentence each. */
  unmapped: string[];
  /** Fields holding a stand-in the owner should replace, as "file: field (why)". */
  placeholders: string[];
};

/** "skills[2].level" → ["skills", 2, "level"]. */
const fieldPath = (field: string) =>
  field.split(/\.|(?=\[)/).map((part) => (part.startsWith('[') ? Number(part.slice(1, -1)) : part));

const sentencesOf = (text: string) => text.split(/(?<=[.!?。！？])\s*/u).filter((part) => part.trim() !== '');

export function fromJsonResume(resume: unknown): ImportResult {
  if (!isRecord(resume)) throw new Error('The file is not a JSON Resume: its top level must be an object.');
  const files: Record<string, string> = {};
  const unmapped: string[] = [];
  const placeholders: string[] = [];
  const marks = new Map<string, string[]>();
  const clean = cleaners(unmapped);
  const write = (path: string, data: Json) => {
    const doc = new Document(data);
    // Values that are not text (a level, a list) carry the stand-in comment the check looks for.
    for (const field of marks.get(path) ?? []) {
      const parts = fieldPath(field);
      if (/\[replace:|\.invalid\b/.test(JSON.stringify(doc.getIn(parts) ?? ''))) continue; // marked in its text
      const node = doc.getIn(parts, true);
      const parent = doc.getIn(parts.slice(0, -1), true) as { items?: unknown[] } | undefined;
      const pair = parent?.items?.find((item) => isPair(item) && isScalar(item.key) && item.key.value === parts.at(-1));
      if (isScalar(node)) node.comment = STAND_IN_COMMENT;
      else if (isPair(pair) && isNode(pair.key)) pair.key.commentBefore = STAND_IN_COMMENT;
    }
    const schema = schemaLink(path);
    files[path] = `# yaml-language-server: $schema=${schema}\n${doc.toString({ lineWidth: 0 })}`;
  };
  const stand = <T>(file: string, field: string, value: T, why: string): T => {
    placeholders.push(`${file}: ${field} (${why})`);
    marks.set(file, [...(marks.get(file) ?? []), field]);
    return value;
  };

  const basics = isRecord(resume.basics) ? resume.basics : {};
  const name =
    clean.label(basics.name, 'basics.name') ??
    stand('site.yaml', 'name', standInText('your name'), 'basics.name is missing');
  const first = clean.label(name.split(/\s+/)[0], 'basics.name') ?? name;
  const label =
    clean.label(basics.label, 'basics.label') ??
    stand('site.yaml', 'title', standInText('your professional title'), 'basics.label is missing');
  const summary = clean.paragraph(basics.summary, 'basics.summary');
  // The intro is the summary's first paragraph when it has several (as the site's résumé writes
  // it: the intro, then the About card's paragraphs), else its first two sentences; the About
  // card holds the rest, never a repeat.
  const paragraphs = summary ? summary.split(/\n\s*\n/).map((part) => part.trim()) : [];
  const summarySentences = paragraphs.length === 1 ? sentencesOf(paragraphs[0] ?? '') : [];
  const intro = !summary
    ? stand('site.yaml', 'intro', standInText('one or two sentences about your work'), 'basics.summary is missing')
    : paragraphs.length > 1
      ? (paragraphs[0] ?? '')
      : summarySentences.slice(0, 2).join(' ');
  const rest = (paragraphs.length > 1 ? paragraphs.slice(1) : [summarySentences.slice(2).join(' ')])
    .map((part) => part.trim())
    .filter(Boolean);
  const loc = isRecord(basics.location) ? basics.location : {};
  const location =
    clean.label([str(loc.city), str(loc.region), str(loc.countryCode)].filter(Boolean).join(', '), 'basics.location') ??
    stand('site.yaml', 'location', standInText('city and country'), 'basics.location is missing');
  const email = clean.email(basics.email, 'basics.email');
  const phoneText = clean.label(
    str(basics.phone)
      ?.replace(/[^\d+]+/g, ' ')
      .trim(),
    'basics.phone',
  );
  const phone = phoneText && PHONE_PATTERN.test(phoneText) ? phoneText : undefined;
  if (phoneText && !phone) unmapped.push(`basics.phone: "${phoneText}" is not a phone number, so it was left out`);
  // The site's own address is an origin and a path: a query or fragment would break every canonical link.
  const givenUrl = clean.https(basics.url, 'basics.url')?.replace(/\/+$/, '');
  const siteUrl = givenUrl?.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (givenUrl !== siteUrl) unmapped.push(`basics.url: kept as "${siteUrl}", without its "?" or "#" part`);
  const profiles = list(basics.profiles).flatMap((profile, index) => {
    const url = clean.https(profile.url, `basics.profiles[${index}].url`);
    return url
      ? [{ network: clean.label(profile.network, `basics.profiles[${index}].network`) ?? 'Profile', url }]
      : [];
  });
  const profile = (pattern: RegExp, network: string, field: string) => {
    const found = profiles.find((p) => pattern.test(p.network) || pattern.test(p.url));
    if (found) return { label: found.network, url: found.url };
    return { label: network, url: stand('site.yaml', `${field}.url`, STAND_IN_URL, `no ${network} profile`) };
  };
  const shownEmail =
    email ?? stand('site.yaml', 'email', 'replace-me@example.invalid', 'basics.email is missing or not an address');

  write('site.yaml', {
    name,
    greeting: clean.label(`Hi, I'm ${first}`, 'basics.name') ?? name,
    title: label,
    intro,
    description: `${name}, ${label}. ${intro}`.slice(0, 160).replace(/\s+\S*$/, '…'),
    ...(siteUrl ? { siteUrl } : {}),
    chips: [label, location],
    aboutTitle: 'About Me',
    about:
      rest.length > 0
        ? rest
        : [
            stand(
              'site.yaml',
              'about[0]',
              standInText('a few sentences about you'),
              'basics.summary has nothing beyond the intro',
            ),
          ],
    email: shownEmail,
    ...(phone ? { phone } : {}),
    location,
    linkedin: profile(/linkedin/i, 'LinkedIn', 'linkedin'),
    github: profile(/github|gitlab|codeberg/i, 'GitHub', 'github'),
    portrait: stand('site.yaml', 'portrait', 'assets/portrait.jpg', 'a plain grey stand-in portrait'),
    portraitAlt: `Portrait of ${name}`,
    availability: { title: 'Available for Opportunities', text: `Write to ${shownEmail}.` },
    resume: { label: 'Download CV', paper: 'A4' },
  });
  write('messages.yaml', MESSAGES);
  for (const path of ROUTE_PATHS) {
    const page = PAGE_TEMPLATES[path](name, label);
    write(`pages/${page.file}.yaml`, page.data);
  }
  const writeText = (path: string, text: string) => {
    files[path] = text;
  };
  const helpers = { write, writeText, stand, clean, unmapped, email, siteUrl };
  const alsoRead = mapSections(resume, helpers);
  const own = mapLists(resume, helpers);
  for (const field of unreadFields(resume, own, alsoRead)) unmapped.push(`${field} (no field for it)`);
  return { files, unmapped, placeholders };
}
