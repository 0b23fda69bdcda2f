import { useRouter } from '@tanstack/react-router';
import SearchIcon from 'lucide-react/icons/search';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as toggle from '@/components/ThemeToggle/ThemeToggle.css';
import type { NavItem } from '@/content/pages';
import { useMessages } from '@/hooks/useMessages';
import { cn } from '@/lib/cn';
import { prepareSearch } from '@/lib/pagefind';
import { adoptStyles } from '@/styles/css-text';
import { buttonCss, cls } from './search-styles';
import { isSearchShortcut, SEARCH_SHORTCUTS } from './shortcuts';

adoptStyles(buttonCss);

type Dialog = typeof import('./SearchDialog').SearchDialog;

/**
 * The top bar's search button, with the `/` and Ctrl+K (Cmd+K) shortcuts. The dialog's code and
 * Pagefind's load side by side the first time it opens.
 */
export function SearchButton({ places }: { places: readonly NavItem[] }) {
  const words = useMessages().search;
  const router = useRouter();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [SearchDialog, setDialog] = useState<Dialog | null>(null);

  const show = useCallback(() => {
    setOpen(true);
    // Pagefind's script, index and WebAssembly load while the dialog's code does, not after it.
    prepareSearch().catch(() => undefined);
    import('./SearchDialog').then(
      (module) => setDialog(() => module.SearchDialog),
      // Offline or mid-redeploy: the button stays, and the next press tries again.
      () => setOpen(false),
    );
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  // Back where the reader was: the button sits in the sticky bar, so a focus that scrolled would move the page.
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={cn(toggle.root, cls.button)}
        aria-label={words.open}
        aria-haspopup="dialog"
        aria-keyshortcuts={SEARCH_SHORTCUTS}
        onClick={show}
      >
        <SearchIcon size={20} aria-hidden />
        <kbd className={cls.hint} aria-hidden>
          /
        </kbd>
      </button>
      {open && SearchDialog ? (
        <SearchDialog onClose={close} navigate={(href) => void router.navigate({ href })} places={places} />
      ) : null}
    </>
  );
}
