import { type Site, site } from 'contentlayer/generated';
import { getMessages } from './messages';
import { languagesFor, languagesOf } from './untranslated';

/** The owner-wide facts every page may show. */
export function getSite() {
  return {
    name: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
    email: site.email,
    phone: site.phone ?? null,
    location: site.location,
    linkedin: site.linkedin,
    github: site.github,
    languages: languagesFor(site, ['name']),
  };
}
export type SiteInfo = ReturnType<typeof getSite>;

/** The words only the home page shows (HOME_FIELDS in scripts/page-load/lean-content.ts). */
export type HomeWords = Pick<Site, 'greeting' | 'title' | 'intro' | 'chips' | 'aboutTitle' | 'about'>;

/** Everything the home page shows; the home route passes its words from its own chunk (home.ts). */
export function getHome(words: HomeWords = site) {
  return {
    greeting: words.greeting,
    title: words.title,
    intro: words.intro,
    chips: words.chips,
    aboutTitle: words.aboutTitle,
    about: words.about,
    email: site.email,
    linkedin: site.linkedin,
    github: site.github,
    // The site's own document says what is untranslated, the home page's words included.
    languages: languagesFor(site, [
      'greeting',
      'title',
      'intro',
      'chips',
      'aboutTitle',
      'about',
      'linkedin.label',
      'github.label',
    ]),
  };
}
export type HomeContent = ReturnType<typeof getHome>;

/** Everything the contact page shows besides the social tiles. */
export function getContactDetails() {
  const language = languagesOf(site);
  return {
    email: site.email,
    phone: site.phone ?? null,
    location: site.location,
    availability: {
      title: site.availability.title,
      text: site.availability.text,
      languages: { title: language('availability.title'), text: language('availability.text') },
    },
    languages: languagesFor(site, ['location']),
  };
}
export type ContactDetails = ReturnType<typeof getContactDetails>;

/** The résumé's link text, its language and page size; without a `resume` block, the messages' "Download CV" on A4. */
export function getResumeSettings() {
  return {
    label: site.resume?.label ?? getMessages().resume.download,
    language: site.resume?.label ? languagesOf(site)('resume.label') : {},
    paper: site.resume?.paper ?? 'A4',
  };
}
