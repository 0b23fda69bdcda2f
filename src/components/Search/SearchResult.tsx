import { Fragment, type MouseEvent } from 'react';
import type { NavItem } from '@/content/pages';
import { excerptParts } from '@/lib/excerpt';
import { PAGES_BASE } from '@/lib/language';
import type { SearchHit } from '@/lib/pagefind';
import { cls } from './search-styles';

/** The page or section a result is on, from its address: `/portfolio/pl/writing/a-post` is Writing. */
export function placeOf(url: string, places: readonly NavItem[]): NavItem | undefined {
  let path = url;
  try {
    path = decodeURI(url);
  } catch {}
  if (!path.startsWith(PAGES_BASE)) return undefined;
  const first = path.slice(PAGES_BASE.length).split(/[/#?]/)[0] ?? '';
  return places.find((place) => place.path === `/${first}`);
}

/** An excerpt with the matched words marked, every character of it text (excerptParts). */
function Excerpt({ html }: { html: string }) {
  return excerptParts(html).map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one excerpt never move
    part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}

/** Only a plain click opens a result in place; a middle click or Ctrl+click is the browser's. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

type SearchResultProps = {
  hit: SearchHit;
  /** The page or section it is on, named as the navigation names it. */
  place: NavItem | undefined;
  id: string;
  selected: boolean;
  onOpen: (hit: SearchHit) => void;
};

/**
 * One result, an option of the results list: a real link (it opens in a new tab too), which the
 * arrow keys reach without focus leaving the search box. Everything the index holds is shown as
 * text: the title as React text, the excerpt through excerptParts.
 */
export function SearchResult({ hit, place, id, selected, onOpen }: SearchResultProps) {
  return (
    <a
      id={id}
      href={hit.url}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      className={cls.option}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(hit);
      }}
    >
      {place ? (
        <span className={cls.where} dir="auto" {...place.language}>
          {place.name}
        </span>
      ) : null}
      <span className={cls.title} dir="auto">
        {hit.title}
      </span>
      <span className={cls.excerpt} dir="auto">
        <Excerpt html={hit.excerpt} />
      </span>
    </a>
  );
}
