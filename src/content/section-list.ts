import names from 'virtual:section-names';

/** Whether a section folder has entries: a section with none is not shown (scripts/vite/sections.ts). */
export const hasEntries = (section: string) => names.includes(section);
