import { createContext, useContext } from 'react';
import type { SectionWords } from '@/content/messages';
import { getSectionWords } from '@/content/section-words';

// The section route provides them; a component rendered on its own (a test) gets the build's.
const SectionWordsContext = createContext<SectionWords>(getSectionWords());

/** Gives the sections' components under it the words only the sections' pages say. */
export const SectionWordsProvider = SectionWordsContext.Provider;

/** The words of topic pages, related posts and a long list's pages, for the component that shows them. */
export const useSectionWords = (): SectionWords => useContext(SectionWordsContext);
