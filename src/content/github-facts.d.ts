/** Written by scripts/github-facts at build time, keyed by `owner/name`; empty when none were fetched. */
declare module 'virtual:github-facts' {
  const facts: Record<string, import('./github').RepoFacts>;
  export default facts;
}
