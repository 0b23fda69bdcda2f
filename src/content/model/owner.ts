/** The owner's own documents: site-wide facts and one file per page (the site's own words are in messages.ts). */
import { type DocumentDef, https, link, order, paragraph, sentences, strings, text } from './fields.ts';
import { LANGUAGE_CODES, LIMITS, MAX_LANGUAGES, PAPER_SIZES } from './vocabulary.ts';

export const site: DocumentDef = {
  name: 'Site',
  description: 'Owner-wide facts: name, headline, about text, contact details, profile links and portrait.',
  filePathPattern: 'site.yaml',
  isSingleton: true,
  fields: {
    name: text("The owner's full name, shown in the top bar and page titles."),
    greeting: text('Home headline, e.g. "Hi, I\'m Arjun".'),
    title: text('Professional title under the headline.'),
    intro: paragraph('One or two sentences under the title.'),
    description: paragraph('Search-engine and link-preview summary of the site (about 150 characters).'),
    siteUrl: https(
      'Public address of the deployed site, without a trailing slash; leave out to use the GitHub Pages address.',
      { required: false, siteAddress: true },
    ),
    chips: strings('Short facts shown as chips on the home page.'),
    aboutTitle: text('Heading of the About card.'),
    about: sentences('Paragraphs of the About card.'),
    email: { kind: 'string', format: 'email', maxLength: LIMITS.label, description: 'Contact email address.' },
    phone: {
      kind: 'string',
      format: 'phone',
      maxLength: LIMITS.label,
      required: false,
      description: 'Contact phone number in international form; leave out to show none.',
    },
    location: text('City and country.'),
    linkedin: { kind: 'nested', of: link, description: 'Professional network profile.' },
    github: { kind: 'nested', of: link, description: 'Code-hosting profile.' },
    portrait: {
      kind: 'string',
      format: 'image',
      maxLength: LIMITS.label,
      description: 'Portrait image file under content/, e.g. assets/portrait.jpg.',
    },
    portraitAlt: paragraph('Description of the portrait for screen readers.'),
    availability: {
      kind: 'nested',
      description: 'The "Available for Opportunities" banner on the contact page.',
      of: {
        name: 'Availability',
        fields: { title: text('Banner heading.'), text: paragraph('Banner text.') },
      },
    },
    resume: {
      kind: 'nested',
      required: false,
      description: 'The résumé the build makes from this content (resume.pdf and resume.json).',
      of: {
        name: 'Resume',
        fields: {
          label: text('Text of the download link on the home and contact pages, e.g. "Download CV".'),
          paper: {
            kind: 'enum',
            options: PAPER_SIZES,
            required: false,
            description: 'Page size of resume.pdf: A4 (the default) or Letter (US).',
          },
        },
      },
    },
    languages: {
      kind: 'list',
      of: 'enum',
      options: LANGUAGE_CODES,
      minItems: 1,
      maxItems: MAX_LANGUAGES,
      required: false,
      description:
        'Languages the site is written in, the first being the language of these files (e.g. [en, pl]); leave out for English alone. Translations go in content/<code>/, the same file names.',
    },
  },
};

/** A page of the site and its navigation item (a name and a path). */
export const page: DocumentDef = {
  name: 'Page',
  description: 'One page of the site: its navigation item, headings and search-result text.',
  filePathPattern: 'pages/*.{yaml,yml}',
  fields: {
    path: {
      kind: 'path',
      description:
        "The page's address: /, /experience, /projects, /skills, /education or /contact, or /<name> for a section of your own (lower-case letters, digits and dashes, e.g. /talks), whose entries go in sections/<name>/.",
    },
    name: text('Name of the page in the navigation bar.'),
    order,
    heading: text('Main heading of the page; the home page shows the greeting from site.yaml instead.', {
      required: false,
    }),
    metaTitle: text('Browser tab and search-result title (the owner name is appended).'),
    metaDescription: paragraph('Search-result and link-preview description of the page.'),
    intro: paragraph('Sentence under the heading.', { required: false }),
    empty: paragraph('Sentence shown instead of the list when the page has nothing to list, e.g. no projects yet.', {
      required: false,
    }),
    hidden: {
      kind: 'boolean',
      required: false,
      description:
        'true leaves the page out: no navigation item, sitemap entry or résumé section, and its address is not found.',
    },
    resume: {
      kind: 'boolean',
      required: false,
      description: 'For a section: true adds its entries to the résumé as a section of their own.',
    },
  },
};
