import X from 'lucide-react/icons/x';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '@/content/pages';
import { useMessages } from '@/hooks/useMessages';
import { format } from '@/lib/message';
import { preloadSearch, prepareSearch, type SearchHit, type SearchResults, searchSite } from '@/lib/pagefind';
import { visuallyHidden } from '@/styles/a11y.css';
import { adoptStyles } from '@/styles/css-text';
import { SEARCH_TYPING_PAUSE_MS } from '@/styles/motion';
import { dialogCss } from './dialog-styles';
import { placeOf, SearchResult } from './SearchResult';
import { cls } from './search-styles';

adoptStyles(dialogCss);

/** What the dialog asks of the site: the search itself, and loading it ahead; stand-ins in tests. */
export type SearchBackend = {
  search: (query: string) => Promise<SearchResults>;
  prepare: () => Promise<void>;
  preload: (query: string) => Promise<void>;
};

const pagefindBackend: SearchBackend = { search: searchSite, prepare: prepareSearch, preload: preloadSearch };

type SearchDialogProps = {
  onClose: () => void;
  /** Opens a result's address in the app (the router); a full page load is the browser's own fallback. */
  navigate: (href: string) => void;
  /** The site's pages, to name the page or section each result belongs to. */
  places: readonly NavItem[];
  backend?: SearchBackend;
};

type Found = { query: string; results: SearchResults } | 'failed' | null;

/**
 * The search box: a modal dialog with a labelled combobox over a listbox of results. Focus stays in
 * the box while the arrow keys move through the results (aria-activedescendant), Enter opens the
 * chosen one (the first when none is), Tab stays inside the dialog and Escape closes it. A polite
 * status says how many pages were found.
 */
export function SearchDialog({ onClose, navigate, places, backend = pagefindBackend }: SearchDialogProps) {
  const words = useMessages().search;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>(null);
  const [active, setActive] = useState(-1);
  // The words last searched: a page of results that arrives after the reader typed on is dropped.
  const latest = useRef('');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The browser's modal dialog keeps the rest of the page inert; a DOM without it (jsdom) opens it plainly.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    input.current?.focus();
    backend.prepare().catch(() => setFound('failed'));
    return () => element.close?.();
  }, [backend]);

  useEffect(() => {
    const term = query.trim();
    if (!term) {
      setFound((last) => (last === 'failed' ? last : null));
      return;
    }
    let current = true;
    latest.current = term;
    backend.preload(term).catch(() => undefined);
    const timer = setTimeout(() => {
      backend.search(term).then(
        (results) => {
          if (!current) return;
          setFound({ query: term, results });
          setActive(-1);
        },
        () => current && setFound('failed'),
      );
    }, SEARCH_TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, backend]);

  const hits = found && found !== 'failed' ? found.results.hits : [];
  const optionId = (index: number) => `${id}-option-${index}`;

  // The modal closes first: until it does, the page behind it is inert and its button cannot take the focus back.
  const close = () => {
    dialog.current?.close?.();
    onClose();
  };

  const open = (hit: SearchHit | undefined): void => {
    if (!hit) return;
    close();
    navigate(hit.url);
  };

  // The option the arrows reach stays in view in a long list.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  const more = found && found !== 'failed' ? found.results.more : undefined;
  // The next results, the first of them chosen, and the focus back in the box to go on with the arrows.
  const showMore = () => {
    if (!more || !found || found === 'failed') return;
    const { query: term } = found;
    more().then(
      (results) => {
        if (latest.current !== term) return;
        setActive(hits.length);
        setFound({ query: term, results });
        input.current?.focus();
      },
      () => setFound('failed'),
    );
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Japanese and Chinese are typed through an input method: its Enter and arrows choose characters.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active < 0 && step < 0 ? hits.length - 1 : (active + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[active < 0 ? 0 : active]);
    }
  };

  // Escape and Tab are the dialog's: Tab wraps from its last control to its first and back.
  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button')];
    const first = controls[0];
    const last = controls.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const status =
    found === 'failed'
      ? words.failed
      : found === null
        ? ''
        : found.results.total === 0
          ? format(words.none, { query: found.query })
          : format(words.count, { count: found.results.total });

  return (
    <dialog
      ref={dialog}
      className={cls.dialog}
      aria-labelledby={`${id}-label`}
      onKeyDown={onDialogKey}
      // The browser's own Escape: closed through the app, so its state and the focus follow.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className={cls.bar}>
        <label id={`${id}-label`} htmlFor={`${id}-input`} className={visuallyHidden}>
          {words.open}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className={cls.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={`${id}-list`}
          aria-activedescendant={active >= 0 && hits[active] ? optionId(active) : undefined}
          placeholder={words.open}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKey}
        />
        <button type="button" className={cls.close} aria-label={words.close} onClick={close}>
          <X size={20} aria-hidden />
        </button>
      </div>
      <p className={cls.status} role="status">
        {status}
        {found === 'failed' && import.meta.env.MODE === 'development' ? (
          // A developer's dev server has no index: the built site has (docs/architecture.md).
          <code className={cls.command}>{DEV_COMMAND}</code>
        ) : null}
      </p>
      <div id={`${id}-list`} className={cls.list} role="listbox" aria-labelledby={`${id}-label`}>
        {hits.map((hit, index) => (
          <SearchResult
            key={hit.url}
            hit={hit}
            place={placeOf(hit.url, places)}
            id={optionId(index)}
            selected={index === active}
            onOpen={open}
          />
        ))}
      </div>
      {more ? (
        <button type="button" className={cls.more} onClick={showMore}>
          {words.more}
        </button>
      ) : null}
    </dialog>
  );
}

/** What a developer runs to search: the dev server renders in the browser, so there is no page to index. */
const DEV_COMMAND = 'npm run build && npm run preview';
