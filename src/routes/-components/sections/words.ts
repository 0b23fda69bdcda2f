/**
 * Every word the sections' list page, card and entry page say themselves (the entries' own words
 * come from content). One place, so they can move into the site's messages with the other words.
 */
export const words = {
  entries: 'Entries',
  tags: 'Topics',
  links: 'Links',
  contents: 'Contents',
  minutes: (count: number) => `${count} min read`,
  newer: 'Newer',
  older: 'Older',
  neighbours: 'More posts',
  backTo: (section: string) => `All of ${section}`,
  feed: (section: string) => `${section} feed (Atom)`,
  linkKinds: {
    slides: 'Slides',
    video: 'Video',
    paper: 'Paper',
    code: 'Code',
    doi: 'DOI',
    post: 'Read the post',
    website: 'Website',
    event: 'Event',
    recording: 'Recording',
  },
} as const;
