/**
 * What the language checks (languages.desktop.spec.ts) read: the site's languages and each one's words
 * from the owner's content (CONTENT_DIR), the site's own English, and a built page's head,
 * scripts, visible words and layout.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { findUntranslated, type Untranslated } from '../../scripts/content/check/untranslated';
import { env } from '../../scripts/env';
import { type LanguageInfo, siteLanguages } from '../../scripts/i18n/languages';
import { laggingWords } from '../../scripts/i18n/messages';
import { contentText } from '../../scripts/page-load/subset-font';
import { isRecord } from '../../scripts/record';
import { entries } from './sections';

export const LANGUAGES = siteLanguages(env.contentDir);

/** A page's address from the server's root, as the switcher links it: `/pl/skills`, `/pl/`. */
export const addressIn = (language: LanguageInfo, path: string) =>
  `${env.basePath}${language.prefix}${path.replace(/^\//, '')}`;

type Data = Record<string, unknown>;

const readJson = (file: string): unknown => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const readYaml = (file: string): Data =>
  existsSync(file) ? ((parse(readFileSync(file, 'utf8')) as Data | null) ?? {}) : {};
const ownerFile = (...path: string[]) => readYaml(join(env.contentDir, ...path));
/** The names section entries credit (`authors`): shown as written, unmarked, in every language. */
const credited = entries.flatMap((entry) => entry.authors);

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const shippedMessages = (code: string): string[] => strings(readJson(`src/messages/${code}.json`));

/**
 * The shipped English of each message `code`'s own file translates: one it lacks shows in English
 * on its pages, as the build warns (a shipped language may lag behind English).
 */
function translatedEnglish(code: string): string[] {
  const english = readJson('src/messages/en.json') as Data;
  const own = `src/messages/${code}.json`;
  if (!existsSync(own)) return strings(english);
  const lagging = new Set(laggingWords(readJson(own) as Data, english));
  const kept = (data: Data, prefix = ''): string[] =>
    Object.entries(data).flatMap(([key, value]) =>
      lagging.has(`${prefix}${key}`) ? [] : isRecord(value) ? kept(value, `${prefix}${key}.`) : strings(value),
    );
  return kept(english);
}

/** A message's words between its `{placeholders}`, without the punctuation around them. */
const phrases = (messages: string[]): Set<string> =>
  new Set(
    messages
      .flatMap((message) => message.split(/\{[^}]*\}/))
      .map((part) => part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter((part) => /\p{L}{2}/u.test(part)),
  );

/**
 * The default language's words a page in `language` shows until the owner translates them: the
 * original's values of each field the check warns about (scripts/content/check/untranslated.ts).
 */
function fallbackWords(language: LanguageInfo): string[] {
  // A language with no translation at all yet may show any of the owner's words.
  return findUntranslated(env.contentDir)
    .filter((warning) => warning.language === language.code)
    .flatMap((warning) => (warning.files !== undefined ? [contentText(env.contentDir)] : originalTexts(warning)));
}

/** The texts of the fields a warning names, in a YAML original: each string of each field. */
function originalTexts(warning: Untranslated): string[] {
  const original = warning.missing ? warning.file : warning.file.replace(`/${warning.language}/`, '/');
  if (!/\.ya?ml$/.test(original) || !existsSync(original)) return [];
  const data = readYaml(original);
  return warning.fields.flatMap((field) => strings(data[field.split(/[.[]/)[0] ?? field]));
}

/**
 * Each text of the owner's YAML files a page in `language` shows in the default language for want
 * of a translation (a role's location, a chip), less those a translation holds too, which a page
 * may show translated.
 */
export function fallbackTexts(language: LanguageInfo): string[] {
  const translated = contentText(join(env.contentDir, language.code));
  return findUntranslated(env.contentDir)
    .filter((warning) => warning.language === language.code && warning.files === undefined)
    .flatMap(originalTexts)
    .filter((text) => !translated.includes(text));
}

/** The texts among `texts` a page shows outside an element marked as in `lang`. */
export const unmarkedTexts = (page: Page, texts: string[], lang: string) =>
  page.evaluate(
    ({ texts, lang }) => {
      const wanted = new Set(texts);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        // A name an entry credits is shown as written, in no language (the owner's own among them).
        if (node.parentElement?.closest('[translate="no"]')) continue;
        if (wanted.has(text) && node.parentElement?.closest('[lang]')?.getAttribute('lang') !== lang) found.push(text);
      }
      return found;
    },
    { texts, lang },
  );

/**
 * The site's own English phrases a page in `language` must not show: the shipped English of the
 * messages the language translates and the owner's English messages.yaml, less those the language's own messages say the same way
 * ("PDF", "GitHub"), those the owner's own words show until translated (a page named "Skills") and
 * those in the owner's name or the names an entry credits.
 */
export function englishLeftovers(language: LanguageInfo): string[] {
  const english = phrases([...translatedEnglish(language.code), ...strings(ownerFile('messages.yaml'))]);
  const own = phrases([...shippedMessages(language.code), ...strings(ownerFile(language.code, 'messages.yaml'))]);
  // The owner's name is theirs in every language, and so are the names an entry credits: a Jan is no English month.
  const names = [...strings([ownerFile('site.yaml').name, ownerFile(language.code, 'site.yaml').name]), ...credited];
  const fallback = [...fallbackWords(language), ...names].join('\n');
  return [...english].filter((phrase) => !own.has(phrase) && !fallback.includes(phrase));
}

/** The `phrases` a page shows or names: its visible text, title, and labels, alt texts and titles. */
export const phrasesOn = (page: Page, wanted: string[]) =>
  page.evaluate((list) => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    const text = [document.title, document.body.innerText, ...labels].join('\n');
    const literal = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return list.filter((phrase) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${literal(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(text),
    );
  }, wanted);

/**
 * The words a language's pages show for: greeting, title, each page's name and heading, the
 * not-found title; a translation's own, or the original's where it has none (the build's fallback).
 */
export function wordsOf(language: LanguageInfo): string[] {
  const inLanguage = (file: string): Data => {
    const original = ownerFile(file);
    return language.prefix ? { ...original, ...ownerFile(language.code, file) } : original;
  };
  const site = inLanguage('site.yaml');
  const pages = readdirSync(join(env.contentDir, 'pages')).map((file) => inLanguage(join('pages', file)));
  const notFound = readYaml(
    join(language.prefix ? join(env.contentDir, language.code) : env.contentDir, 'messages.yaml'),
  ).notFound as Data | undefined;
  return [site.greeting, site.title, ...pages.flatMap((page) => [page.name, page.heading]), notFound?.title].filter(
    (word): word is string => typeof word === 'string',
  );
}

/** Every script a page loads at first (its deferred and preloaded modules), fetched and joined. */
export async function firstLoadScripts(request: APIRequestContext, html: string): Promise<string> {
  const urls = [
    ...[...html.matchAll(/\sdata-modules="([^"]*)"/g)].flatMap((match) => match[1]?.split(/\s+/) ?? []),
    ...[...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? ''),
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? ''),
  ].filter(Boolean);
  if (urls.length === 0) throw new Error('The page names no scripts: the check would prove nothing.');
  const bodies = await Promise.all([...new Set(urls)].map(async (url) => (await request.get(url)).text()));
  return bodies.join('\n');
}

/** The page's `<link rel=alternate hreflang>` addresses by language, and its canonical address. */
const headLinks = (html: string) => ({
  alternates: Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
  ) as Record<string, string>,
  canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
});

/** Drops the console line the browser writes for a page answered with 404, which these tests ask for. */
export function forgiveNotFound(errors: string[]): void {
  for (let i = errors.length - 1; i >= 0; i--) if (/status of 404/.test(errors[i] as string)) errors.splice(i, 1);
}

/**
 * Every page the build wrote in the default language, as its sitemap lists them: the six, the
 * owner's sections and their entry pages. Before a build (when the checks skip), `fallback`.
 */
export function builtPages(fallback: readonly string[]): string[] {
  const sitemap = join(env.distDir, 'sitemap.xml');
  if (!existsSync(sitemap)) return [...fallback];
  const others = LANGUAGES.slice(1).map((language) => language.prefix);
  return [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => decodeURIComponent(new URL(match[1]?.replace(/&amp;/g, '&') ?? '').pathname))
    .filter((pathname) => pathname.startsWith(env.basePath))
    .map((pathname) => pathname.slice(env.basePath.length))
    .filter((path) => !others.some((prefix) => path.startsWith(prefix)))
    .map((path) => `/${path}`);
}

/** The alternates of `path` in `language`: one per language and x-default, its own the canonical, each listing it back. */
export async function checkAlternates(request: APIRequestContext, language: LanguageInfo, path: string, where: string) {
  const response = await request.get(addressIn(language, path));
  expect.soft(response.status(), where).toBe(200);
  const { alternates, canonical } = headLinks(await response.text());
  expect
    .soft(Object.keys(alternates).sort(), `${where} alternates`)
    .toEqual([...LANGUAGES.map((other) => other.code), 'x-default'].sort());
  expect.soft(canonical && new URL(canonical).pathname, `${where} canonical`).toBe(addressIn(language, path));
  expect.soft(alternates[language.code], `${where} its own alternate`).toBe(canonical);
  expect.soft(alternates['x-default'], `${where} x-default`).toBe(alternates[LANGUAGES[0]?.code ?? '']);
  for (const other of LANGUAGES.filter((candidate) => candidate !== language)) {
    const href = alternates[other.code] ?? '';
    expect.soft(new URL(href).pathname, `${where} ${other.code} alternate`).toBe(addressIn(other, path));
    const back = headLinks(await (await request.get(new URL(href).pathname)).text()).alternates;
    expect.soft(back[language.code], `${href} lists ${where} back`).toBe(canonical);
  }
}
