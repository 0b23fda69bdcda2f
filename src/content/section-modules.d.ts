/** Built by scripts/vite/sections.ts from the compiled section entries. */
declare module 'virtual:section-bodies' {
  type TocItem = { id: string; text: string; depth: number };
  /** Each entry with a body, `section/slug`, to a loader of its HTML and table of contents. */
  const bodies: Record<string, () => Promise<{ default: { html: string; toc: TocItem[] } }>>;
  export default bodies;
}

/** Built by scripts/page-load/maths-font.ts: the maths font cut to the content's formulas, or null when there are none. */
declare module 'virtual:maths-font' {
  const url: string | null;
  export default url;
}
