/**
 * The words only the sections' pages say (their lists, posts, links, diagrams, topic pages and a
 * long list's pages), in the build's language, with the owner's own laid over them. In a build
 * this module gets only those groups (scripts/i18n/plugin.ts), and travels in the section route's
 * chunk: the six pages never load them.
 */
import { message as owners } from 'contentlayer/generated';
import en from '../messages/en.json' with { type: 'json' };
import { overlay, type SectionWords } from './messages';

const sectionWords: SectionWords = overlay<SectionWords>(
  { topics: en.topics, pages: en.pages, sections: en.sections, sectionLinks: en.sectionLinks, diagram: en.diagram },
  owners,
);

export const getSectionWords = (): SectionWords => sectionWords;
