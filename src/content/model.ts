/**
 * The content model: every document type and field the site reads from `content/`.
 *
 * This is the single definition behind three consumers, so they can never drift apart:
 * `contentlayer.config.ts` (typed JSON at build time), `scripts/content/check-content.ts` (the rules
 * contentlayer2 does not enforce, reported at file:line) and `scripts/content/export-schema.ts`
 * (JSON Schema for editor autocompletion).
 */

/** Folders under content/ that hold no documents. */
export const CONTENT_EXCLUDE = ['assets', 'schemas'] as const;

export const ROUTE_PATHS = ['/', '/experience', '/projects', '/skills', '/education', '/contact'] as const;
export type RoutePath = (typeof ROUTE_PATHS)[number];

/** Theme roles a content file may colour an item with; the hex values live in src/styles. */
export const COLOR_ROLES = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

/**
 * Topic icons for skills, projects and certificates; src/components/Icon maps each to a glyph.
 * Brand marks are a separate set, so pages without social links never download them.
 */
export const TOPIC_ICONS = [
  'code',
  'layers',
  'cloud',
  'database',
  'terminal',
  'award',
  'shield',
  'blocks',
  'graduation',
] as const;

/** Icons for social link tiles; src/components/SocialIcon maps each to a brand mark or glyph. */
export const SOCIAL_ICONS = ['linkedin', 'github', 'mail', 'globe'] as const;

/** Pages on which a certification appears. */
export const CERTIFICATION_PAGES = ['skills', 'education'] as const;

/**
 * Size limits, in one place: far above any real owner's content (30 roles, 10 projects and 60
 * skills stay well under them), yet low enough that a pasted 5 MB list is refused by the
 * content check at once instead of building for a minute into a 50 MB page.
 */
export const LIMITS = {
  fileBytes: 256 * 1024, // one content file; the largest sample file is under 3 KB
  imageBytes: 20 * 1024 * 1024, // one image; a phone camera's photo is 3-12 MB
  listItems: 100, // items in one list
  label: 200, // characters in a name, title, label or chip
  paragraph: 4000, // characters in a sentence or paragraph
  url: 2000, // characters in a link
} as const;

/** Page sizes of resume.pdf: A4, or US Letter. */
const PAPER_SIZES = ['A4', 'Letter'] as const;

/** `https` for web links, `mailto` for email links, `tel` for phone links. */
export type UrlScheme = 'https' | 'mailto' | 'tel';

type Common = {
  description: string;
  /** Required unless set to false. */
  required?: boolean;
};

export type FieldDef = Common &
  (
    | { kind: 'string'; format?: 'email' | 'phone' | 'image'; maxLength: number }
    | { kind: 'url'; schemes: readonly UrlScheme[] }
    | { kind: 'path' }
    | { kind: 'integer'; min: number; max: number }
    | { kind: 'date' }
    | { kind: 'boolean' }
    | { kind: 'enum'; options: readonly string[] }
    | { kind: 'list'; of: 'string'; minItems: number; maxItems: number; maxLength: number }
    | { kind: 'list'; of: 'enum'; options: readonly string[]; minItems: number; maxItems: number }
    | { kind: 'list'; of: NestedDef; minItems: number; maxItems: number }
    | { kind: 'nested'; of: NestedDef }
  );

export type NestedDef = { name: string; fields: Record<string, FieldDef> };

export type DocumentDef = {
  name: string;
  /** What one file of this type holds; editors show it on hover. */
  description: string;
  /** Folder (or file, for singletons) under content/, relative to it. */
  filePathPattern: string;
  isSingleton?: boolean;
  /** Field pairs [start, end] whose end may not come before its start. */
  periods?: readonly (readonly [string, string])[];
  fields: Record<string, FieldDef>;
};

/** Short text: a name, title, label or chip; `paragraph` is for sentences. */
const text = (description: string, extra: Partial<Common> = {}, maxLength: number = LIMITS.label): FieldDef => ({
  kind: 'string',
  maxLength,
  description,
  ...extra,
});
const paragraph = (description: string, extra: Partial<Common> = {}) => text(description, extra, LIMITS.paragraph);
/** A list of chips or labels; `sentences` is a list of sentences. */
const strings = (description: string, minItems = 1, maxLength: number = LIMITS.label): FieldDef => ({
  kind: 'list',
  of: 'string',
  minItems,
  maxItems: LIMITS.listItems,
  maxLength,
  description,
});
const sentences = (description: string, minItems = 1) => strings(description, minItems, LIMITS.paragraph);
/** A list an owner may have nothing for: left out or `[]`, and the site then leaves its section out. */
const optionalSentences = (description: string): FieldDef => ({
  ...strings(`${description} Leave out or write [] when there are none.`, 0, LIMITS.paragraph),
  required: false,
});
const https = (description: string, extra: Partial<Common> = {}): FieldDef => ({
  kind: 'url',
  schemes: ['https'],
  description,
  ...extra,
});
const order: FieldDef = { kind: 'integer', min: 1, max: 99, description: 'Position in the list, 1 first.' };
const icon: FieldDef = { kind: 'enum', options: TOPIC_ICONS, description: 'Icon shown with the item.' };
const socialIcon: FieldDef = { kind: 'enum', options: SOCIAL_ICONS, description: 'Icon shown on the tile.' };
const color: FieldDef = { kind: 'enum', options: COLOR_ROLES, description: 'Theme colour role for the accent.' };

const link: NestedDef = {
  name: 'ProfileLink',
  fields: {
    label: text('Button text, e.g. "LinkedIn".'),
    url: https('Full https:// address of the profile.'),
  },
};

const site: DocumentDef = {
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
      { required: false },
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
  },
};

/** A page of the site and its navigation item (a name and a path). */
const page: DocumentDef = {
  name: 'Page',
  description: 'One page of the site: its navigation item, headings and search-result text.',
  filePathPattern: 'pages/*.{yaml,yml}',
  fields: {
    path: { kind: 'path', description: 'The route this file describes, one of the six site paths.' },
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
  },
};

const experience: DocumentDef = {
  name: 'Experience',
  description: 'One job on the experience timeline.',
  filePathPattern: 'experience/*.{yaml,yml}',
  periods: [['start', 'end']],
  fields: {
    title: text('Job title.'),
    company: text('Employer.'),
    client: text('Client the work was for.', { required: false }),
    product: https('Link to the product worked on.', { required: false }),
    start: { kind: 'date', description: 'First day, YYYY-MM-DD.' },
    end: { kind: 'date', description: 'Last day, YYYY-MM-DD; leave out while current.', required: false },
    location: text('Where the work was done, e.g. "Remote".'),
    technologies: strings('Technologies used, shown as chips.'),
    achievements: optionalSentences('Key achievements, one sentence each.'),
  },
};

const project: DocumentDef = {
  name: 'Project',
  description: 'One project card on the projects page.',
  filePathPattern: 'projects/*.{yaml,yml}',
  fields: {
    title: text('Project name.'),
    description: paragraph('What it does, in a sentence or two.'),
    features: sentences('Key features.'),
    techStack: strings('Technologies, shown as chips.'),
    github: https('Code repository address.'),
    demo: https('Live demo address.', { required: false }),
    icon,
    category: text('Category shown in the side panel, e.g. "Cloud & AI".'),
    order,
  },
};

const skillCategory: DocumentDef = {
  name: 'SkillCategory',
  description: 'One skill category card with its skills and levels.',
  filePathPattern: 'skills/*.{yaml,yml}',
  fields: {
    title: text('Category name.'),
    icon,
    color,
    order,
    skills: {
      kind: 'list',
      minItems: 1,
      maxItems: LIMITS.listItems,
      description: 'Skills in this category.',
      of: {
        name: 'Skill',
        fields: {
          name: text('Skill name.'),
          level: { kind: 'integer', min: 0, max: 100, description: 'Proficiency, 0-100.' },
        },
      },
    },
  },
};

const education: DocumentDef = {
  name: 'Education',
  description: 'One degree on the education timeline.',
  filePathPattern: 'education/*.{yaml,yml}',
  periods: [['start', 'end']],
  fields: {
    degree: text('Degree name.'),
    institution: text('School or university.'),
    start: { kind: 'date', description: 'First day, YYYY-MM-DD.' },
    end: { kind: 'date', description: 'Last day, YYYY-MM-DD; leave out while studying.', required: false },
    location: text('City and country.'),
    level: { kind: 'integer', min: 1, max: 8, description: "EQF level, e.g. 7 for a master's, 6 for a bachelor's." },
    website: https("Institution's website."),
    progress: { kind: 'integer', min: 0, max: 100, description: 'Percent complete; a bar shows while under 100.' },
    highlights: optionalSentences('Highlights, one sentence each.'),
    color,
  },
};

const certification: DocumentDef = {
  name: 'Certification',
  description: 'One certificate, shown on the skills page, the education page or both.',
  filePathPattern: 'certifications/*.{yaml,yml}',
  fields: {
    title: text('Certificate name.'),
    provider: text('Issuing organisation.'),
    date: { kind: 'date', description: 'Date awarded, YYYY-MM-DD.' },
    credentialUrl: https('Verification link; leave out when there is none.', { required: false }),
    icon,
    color,
    skills: strings('Skills the certificate covers.'),
    pages: {
      kind: 'list',
      of: 'enum',
      options: CERTIFICATION_PAGES,
      minItems: 1,
      maxItems: CERTIFICATION_PAGES.length,
      description: 'Pages that show this certificate: skills, education or both.',
    },
  },
};

const social: DocumentDef = {
  name: 'SocialLink',
  description: 'One link tile on the contact page.',
  filePathPattern: 'social/*.{yaml,yml}',
  fields: {
    name: text('Tile heading, e.g. "GitHub".'),
    icon: socialIcon,
    url: { kind: 'url', schemes: ['https', 'mailto'], description: 'https:// address, or mailto: for email.' },
    color,
    description: paragraph('Line under the heading.'),
    order,
  },
};

const statusPage = (name: string, what: string): FieldDef => ({
  kind: 'nested',
  description: `The page shown ${what}, inside the site's top bar and footer.`,
  of: {
    name,
    fields: {
      title: text('Heading, also the browser tab title.'),
      text: text('One or two sentences under the heading: what happened and what to do.'),
      homeLink: text('Text of the link back to the home page.'),
    },
  },
});

const messages: DocumentDef = {
  name: 'Messages',
  description: 'What the site says when an address does not exist or a page fails to show.',
  filePathPattern: 'messages.yaml',
  isSingleton: true,
  fields: {
    notFound: statusPage('NotFoundPage', 'for an address that does not exist (also dist/404.html)'),
    error: statusPage('ErrorPage', 'when a page fails to load or show'),
  },
};

export const documentDefs = [
  site,
  messages,
  page,
  experience,
  project,
  skillCategory,
  education,
  certification,
  social,
] as const;
