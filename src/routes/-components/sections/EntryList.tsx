import { Link } from '@tanstack/react-router';
import * as chip from '@/components/Chip/Chip.css';
import type { EntryCard as Entry, Pagination as Place } from '@/content/sections';
import { useSectionWords } from '@/hooks/useSectionWords';
import { cn } from '@/lib/cn';
import { format } from '@/lib/message';
import { EntryCard } from './EntryCard';
import * as list from './list.inline.css';
import { EXACT, listParams } from './params';

/** Around this many page numbers show; a long list keeps its first, its last and those near the reader. */
const NEAR = 2;

/** The page numbers to show, in order, with null where a run of them is left out (a single page is shown instead). */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const near = (number: number) => number === 1 || number === pages || Math.abs(number - page) <= NEAR;
  const shown = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => near(number) || (near(number - 1) && near(number + 1)),
  );
  return shown.flatMap((number, index) =>
    index > 0 && number - (shown[index - 1] ?? 0) > 1 ? [null, number] : [number],
  );
}

/** The links between the pages of a long list: previous and next (`rel` for feed readers and browsers), and each page by number. */
function Pagination({ place }: { place: Place }) {
  const words = useSectionWords().pages;
  const { section, page, pages } = place;
  if (pages < 2) return null;
  return (
    <nav className={list.pages} aria-label={words.label}>
      {page > 1 ? (
        <Link
          to="/$section/{-$slug}/{-$page}"
          params={listParams(section, page - 1)}
          rel="prev"
          className={cn(chip.outlined, list.pageStep)}
          activeOptions={EXACT}
        >
          {words.previous}
        </Link>
      ) : null}
      <ol className={chip.list}>
        {pageNumbers(page, pages).map((number, index) =>
          number === null ? (
            // A run of page numbers left out: a gap, not a word.
            // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no other identity
            <li key={`gap-${index}`} className={list.pageGap} aria-hidden="true" />
          ) : (
            <li key={number}>
              <Link
                to="/$section/{-$slug}/{-$page}"
                params={listParams(section, number)}
                className={cn(chip.outlined, list.pageNumber)}
                activeOptions={EXACT}
                aria-label={format(words.page, { page: number })}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link
          to="/$section/{-$slug}/{-$page}"
          params={listParams(section, page + 1)}
          rel="next"
          className={cn(chip.outlined, list.pageStep)}
          activeOptions={EXACT}
        >
          {words.next}
        </Link>
      ) : null}
    </nav>
  );
}

/** One page of a section's list: its cards, newest first, then the links to its other pages. */
export function EntryList({
  page,
  entries,
  pagination,
}: {
  page: { heading: string };
  entries: Entry[];
  pagination: Place;
}) {
  return (
    <>
      <ul className={list.list} aria-label={page.heading}>
        {entries.map((entry) => (
          <li key={entry.slug}>
            <EntryCard entry={entry} />
          </li>
        ))}
      </ul>
      <Pagination place={pagination} />
    </>
  );
}
