/**
 * The other way round: a JSON Resume (https://jsonresume.org/schema) as a content/ tree the check
 * accepts. Fields the site has no place for are reported, never dropped silently; fields the site
 * needs but JSON Resume lacks get a marked placeholder the owner is told to replace.
 */
import { stringify } from 'yaml';
import { ROUTE_PATHS } from '../../src/content/model';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../content/check/rules';
import { isObject, type Json, list, str, unreadFields } from './import-helpers';
import { MESSAGES, PAGE_TEMPLATES } from './import-pages';
import { mapSections } from './import-sections';

export type ImportResult = {
  /** Content-relative path → YAML text. */
  files: Record<string, string>;
  /** What the import could not carry over, one plain sentence each. */
  unmapped: string[];
  /** Fields filled with a stand-in the owner should replace, as "file: field (why)". */
  placeholders: string[];
};

const SCHEMA_OF: Record<string, string> = {
  'site.yaml': './schemas/site.schema.json',
  'messages.yaml': './schemas/messages.schema.json',
  pages: '../schemas/page.schema.json',
  experience: '../schemas/experience.schema.json',
  projects: '../schemas/project.schema.json',
  skills: '../schemas/skill-category.schema.json',
  education: '../schemas/education.schema.json',
  certifications: '../schemas/certification.schema.json',
  social: '../schemas/social-link.schema.json',
};

export function fromJsonResume(resume: unknown): ImportResult {
  if (!isObject(resume)) throw new Error('The file is not a JSON Resume: its top level must be an object.');
  const files: Record<string, string> = {};
  const unmapped: string[] = [];
  const placeholders: string[] = [];
  const write = (path: string, data: Json) => {
    const schema = SCHEMA_OF[path] ?? SCHEMA_OF[path.split('/')[0] ?? ''];
    files[path] = `# yaml-language-server: $schema=${schema}\n${stringify(data, { lineWidth: 0 })}`;
  };
  const stand = (file: string, field: string, value: unknown, why: string) => {
    placeholders.push(`${file}: ${field} (${why})`);
    return value;
  };
  /** An https:// address: http:// is upgraded, anything else is left out. */
  const https = (value: unknown, where: string): string | undefined => {
    const url = str(value);
    if (!url) return undefined;
    if (/^https:\/\/\S+$/.test(url)) return url;
    if (/^http:\/\/\S+$/.test(url)) return url.replace(/^http:/, 'https:');
    unmapped.push(`${where}: "${url}" is not a web address`);
    return undefined;
  };

  const basics = isObject(resume.basics) ? resume.basics : {};
  const name = str(basics.name) ?? (stand('site.yaml', 'name', 'Your Name', 'basics.name is missing') as string);
  const first = name.split(/\s+/)[0];
  const label = str(basics.label) ?? (stand('site.yaml', 'title', 'Developer', 'basics.label is missing') as string);
  const summary = str(basics.summary);
  const intro = summary ?? (stand('site.yaml', 'intro', `${name}, ${label}.`, 'basics.summary is missing') as string);
  const loc = isObject(basics.location) ? basics.location : {};
  const location =
    [str(loc.city), str(loc.region), str(loc.countryCode)].filter(Boolean).join(', ') ||
    (stand('site.yaml', 'location', 'Earth', 'basics.location is missing') as string);
  const emailText = str(basics.email);
  const email =
    emailText && EMAIL_PATTERN.test(emailText)
      ? emailText
      : (stand('site.yaml', 'email', 'you@example.com', 'basics.email is missing or not an address') as string);
  const phoneText = str(basics.phone)
    ?.replace(/[^\d+]+/g, ' ')
    .trim();
  const phone =
    phoneText && PHONE_PATTERN.test(phoneText)
      ? phoneText
      : (stand('site.yaml', 'phone', '+1 555 0100', 'basics.phone is missing or not a number') as string);
  const siteUrl =
    https(basics.url, 'basics.url')?.replace(/\/+$/, '') ??
    (stand('site.yaml', 'siteUrl', 'https://example.com', 'basics.url is missing') as string);
  const profiles = list(basics.profiles)
    .map((profile) => ({ network: str(profile.network) ?? 'Profile', url: https(profile.url, 'basics.profiles') }))
    .filter((profile): profile is { network: string; url: string } => Boolean(profile.url));
  const profile = (pattern: RegExp, network: string, field: string) => {
    const found = profiles.find((p) => pattern.test(p.network) || pattern.test(p.url));
    return found
      ? { label: found.network, url: found.url }
      : (stand(
          'site.yaml',
          `${field}.url`,
          { label: network, url: `https://${field}.com/` },
          `no ${network} profile`,
        ) as {
          label: string;
          url: string;
        });
  };
  stand('assets/portrait.jpg', 'the image', null, 'a plain stand-in portrait');

  write('site.yaml', {
    name,
    greeting: `Hi, I'm ${first}`,
    title: label,
    intro: intro
      .split(/(?<=[.!?])\s+/)
      .slice(0, 2)
      .join(' '),
    description: `${name}, ${label}. ${intro}`.slice(0, 160).replace(/\s+\S*$/, '…'),
    siteUrl,
    chips: [label, location],
    aboutTitle: 'About Me',
    about: summary ? summary.split(/\n\s*\n/) : [intro],
    email,
    phone,
    location,
    linkedin: profile(/linkedin/i, 'LinkedIn', 'linkedin'),
    github: profile(/github/i, 'GitHub', 'github'),
    portrait: 'assets/portrait.jpg',
    portraitAlt: `Portrait of ${name}`,
    availability: { title: 'Available for Opportunities', text: `Write to ${email}.` },
    resume: { label: 'Download CV', paper: 'A4' },
  });
  write('messages.yaml', MESSAGES);
  for (const path of ROUTE_PATHS) {
    const page = PAGE_TEMPLATES[path](name, label);
    write(`pages/${page.file}.yaml`, page.data);
  }
  mapSections(resume, { write, stand, https, unmapped });
  for (const field of unreadFields(resume)) unmapped.push(`${field} (no field for it)`);
  return { files, unmapped, placeholders };
}
