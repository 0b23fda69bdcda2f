/** The six page files a JSON Resume import writes: plain wording the owner can edit. */
import type { RoutePath } from '../../src/content/model';

type PageFile = { file: string; data: Record<string, unknown> };

export const PAGE_TEMPLATES: Record<RoutePath, (name: string, title: string) => PageFile> = {
  '/': (name, title) => ({
    file: 'home',
    data: { path: '/', name: 'Home', order: 1, metaTitle: title, metaDescription: `Portfolio of ${name}, ${title}.` },
  }),
  '/experience': (name) => ({
    file: 'experience',
    data: {
      path: '/experience',
      name: 'Experience',
      order: 2,
      heading: 'Professional Experience',
      metaTitle: 'Professional Experience',
      metaDescription: `The roles ${name} has held and what came of them, newest first.`,
      intro: 'Roles and results, newest first.',
    },
  }),
  '/projects': (name) => ({
    file: 'projects',
    data: {
      path: '/projects',
      name: 'Projects',
      order: 3,
      heading: 'Projects',
      metaTitle: 'Projects',
      metaDescription: `Projects by ${name}, with their features, stacks and links.`,
      intro: 'Things I have built.',
    },
  }),
  '/skills': (name) => ({
    file: 'skills',
    data: {
      path: '/skills',
      name: 'Skills',
      order: 4,
      heading: 'Skills',
      metaTitle: 'Skills',
      metaDescription: `The skills ${name} works with, grouped by category, and certificates.`,
      intro: 'What I work with, and how well.',
    },
  }),
  '/education': (name) => ({
    file: 'education',
    data: {
      path: '/education',
      name: 'Education',
      order: 5,
      heading: 'Education',
      metaTitle: 'Education',
      metaDescription: `The degrees and certificates of ${name}.`,
      intro: 'Degrees and certificates.',
    },
  }),
  '/contact': (name) => ({
    file: 'contact',
    data: {
      path: '/contact',
      name: 'Contact',
      order: 6,
      heading: "Let's Connect",
      metaTitle: 'Contact',
      metaDescription: `How to reach ${name} by email, phone or message.`,
      intro: 'Send me a message.',
    },
  }),
};

/** What the site says on an unknown address or a page that fails to show: plain words to edit. */
export const MESSAGES = {
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address. Everything on this site is one click away from the home page.',
    homeLink: 'Go to the home page',
  },
  error: {
    title: 'This page could not be shown',
    text: 'Something went wrong while showing this page. Reloading it usually helps.',
    homeLink: 'Go to the home page',
  },
};
