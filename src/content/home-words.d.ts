/** The site's home-page words as a module of their own (scripts/page-load/lean-content.ts, HOME_FIELDS). */
declare module 'contentlayer/generated/Site/_index.json?page=home' {
  const words: import('./site').HomeWords;
  export default words;
}
