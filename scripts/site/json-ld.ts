/**
 * schema.org structured data for the owner and each page, typed by schema-dts (types only), so a
 * misnamed field or a value of the wrong kind is a compile error rather than a silently ignored
 * property.
 */
import type { ArticleLeaf, PersonLeaf, PostalAddressLeaf, ProfilePageLeaf, WebPageLeaf, WithContext } from 'schema-dts';

/** The owner, always with the `@id` an article names as its author. */
export type Person = PersonLeaf & { '@id': string };

type WebPageNode = WithContext<ProfilePageLeaf | WebPageLeaf>;

/** The owner facts the structured data needs, all from content/site.yaml (and skills). */
export type PersonFacts = {
  name: string;
  title: string;
  description: string;
  email: string;
  phone?: string;
  location: string;
  profileUrls: string[];
  imageUrl?: string;
  skills?: string[];
};

/** "Dublin, Ireland" → locality Dublin, country Ireland; a location without a comma is a locality. */
export function postalAddress(location: string): PostalAddressLeaf {
  const comma = location.lastIndexOf(',');
  if (comma === -1) return { '@type': 'PostalAddress', addressLocality: location.trim() };
  return {
    '@type': 'PostalAddress',
    addressLocality: location.slice(0, comma).trim(),
    addressCountry: location.slice(comma + 1).trim(),
  };
}

/** The owner as a schema.org Person; `homeUrl` is the absolute URL of the home page. */
export function personNode(facts: PersonFacts, homeUrl: string): Person {
  return {
    '@type': 'Person',
    '@id': `${homeUrl}#person`,
    name: facts.name,
    jobTitle: facts.title,
    description: facts.description,
    url: homeUrl,
    email: facts.email,
    ...(facts.phone ? { telephone: facts.phone } : {}),
    address: postalAddress(facts.location),
    sameAs: facts.profileUrls,
    ...(facts.imageUrl ? { image: facts.imageUrl } : {}),
    ...(facts.skills?.length ? { knowsAbout: facts.skills } : {}),
  };
}

/** The page node: a ProfilePage whose main entity is the owner at home, a WebPage about the owner elsewhere. */
export function pageNode(options: {
  person: Person;
  url: string;
  name: string;
  description: string;
  isHome: boolean;
  lang: string;
}): WebPageNode {
  const { person, url, name, description, isHome, lang } = options;
  return {
    '@context': 'https://schema.org',
    '@type': isHome ? 'ProfilePage' : 'WebPage',
    '@id': url,
    url,
    name,
    description,
    inLanguage: lang,
    ...(isHome ? { mainEntity: person } : { about: person }),
  };
}

/** What an entry page's structured data says of the entry. */
export type ArticleFacts = {
  headline: string;
  datePublished: string | null;
  /** The entry's `updated`, when it gives one. */
  dateModified: string | null;
  tags: readonly string[];
};

/** A section entry with a page of its own, written by the owner. */
export function articleNode(facts: ArticleFacts, at: { url: string; person: Person; lang: string }): ArticleLeaf {
  return {
    '@type': 'Article',
    headline: facts.headline,
    url: at.url,
    inLanguage: at.lang,
    author: { '@id': at.person['@id'] },
    ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
    ...(facts.dateModified ? { dateModified: facts.dateModified } : {}),
    ...(facts.tags.length ? { keywords: facts.tags.join(', ') } : {}),
  };
}

const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">` body: `<`, `>` and `&` become \u escapes so
 * content cannot close the script element, and U+2028/2029 so it is also a valid JS literal.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => unsafe[char] ?? char);
}
