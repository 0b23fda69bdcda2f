/** The documents that make up the lists: roles, projects, skills, degrees, certificates, social tiles. */
import {
  color,
  type DocumentDef,
  https,
  icon,
  optionalSentences,
  order,
  paragraph,
  sentences,
  socialIcon,
  strings,
  text,
} from './fields.ts';
import { CERTIFICATION_PAGES, LIMITS } from './vocabulary.ts';

export const experience: DocumentDef = {
  name: 'Experience',
  description: 'One job on the experience timeline.',
  filePathPattern: 'experience/*.{yaml,yml}',
  periods: [['start', 'end']],
  fields: {
    title: text('Job title.'),
    company: text('Employer.'),
    team: text('The team you were on, shown with the company, e.g. "Payments".', { required: false }),
    client: text('Client the work was for.', { required: false }),
    product: https('Link to the product worked on.', { required: false }),
    start: { kind: 'date', description: 'First day, YYYY-MM-DD.' },
    end: { kind: 'date', description: 'Last day, YYYY-MM-DD; leave out while current.', required: false },
    location: text('Where the work was done, e.g. "Remote".'),
    technologies: strings('Technologies used, shown as chips.'),
    summary: paragraph('What the role was, in a sentence or two, shown under its heading.', { required: false }),
    achievements: optionalSentences('Key achievements, one sentence each.'),
  },
};

export const project: DocumentDef = {
  name: 'Project',
  description: 'One project card on the projects page.',
  filePathPattern: 'projects/*.{yaml,yml}',
  periods: [['start', 'end']],
  fields: {
    title: text('Project name.'),
    description: paragraph('What it does, in a sentence or two.'),
    features: sentences('Key features.'),
    techStack: strings('Technologies, shown as chips.'),
    github: https('Code repository address.'),
    demo: https('Live demo address.', { required: false }),
    icon,
    category: text('Category shown in the side panel, e.g. "Cloud & AI".'),
    start: {
      kind: 'date',
      required: false,
      description: 'When work on it began, YYYY-MM-DD; shown in the side panel.',
    },
    end: {
      kind: 'date',
      required: false,
      description: 'When it was finished, YYYY-MM-DD; leave out while it goes on.',
    },
    roles: {
      ...strings('Your roles on it, e.g. "Team lead", shown in the side panel.', 0),
      required: false,
    },
    order,
  },
};

export const skillCategory: DocumentDef = {
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

export const education: DocumentDef = {
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
    score: text('Your grade, as the school gives it, e.g. "4.0 GPA" or "First-class honours".', { required: false }),
    highlights: optionalSentences('Highlights, one sentence each.'),
    color,
  },
};

export const certification: DocumentDef = {
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

export const social: DocumentDef = {
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
