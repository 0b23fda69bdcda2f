import * as entry from './entry.inline.css';
import * as list from './list.inline.css';
import * as shared from './shared.inline.css';

/** Each page carries only its own rules: a list page never the article's, nor a post the cards'. */
const stylesheets = { list: shared.stylesheet + list.stylesheet, entry: shared.stylesheet + entry.stylesheet };

/**
 * The sections' rules for a list or an entry page. React puts a style element with a precedence
 * in the document's head, once however often it renders; the prerender moves it there from the
 * start of the page's markup (scripts/site/prerender.ts), and the page's policy allows it by its
 * hash (scripts/site/csp.ts).
 */
export function SectionStyles({ page }: { page: keyof typeof stylesheets }) {
  return (
    <style href={`sections-${page}`} precedence="sections">
      {stylesheets[page]}
    </style>
  );
}
