import { Link, useRouterState } from '@tanstack/react-router';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
import { LanguageMenuList, LanguageSwitcher } from '@/components/LanguageSwitcher/LanguageSwitcher';
import { SearchSlot } from '@/components/Search/SearchSlot';
import { ThemeToggle } from '@/components/ThemeToggle/ThemeToggle';
import type { NavItem } from '@/content/pages';
import type { TextLanguage } from '@/content/untranslated';
import { useMessages } from '@/hooks/useMessages';
import { cn } from '@/lib/cn';
import { SCROLL_THRESHOLD_PX } from '@/styles/motion';
import * as styles from './TopBar.css';

type TopBarProps = { ownerName: string; ownerLanguage?: TextLanguage; items: NavItem[] };

const inPlace: FocusOptions = { preventScroll: true };

/** The name's size on a phone, by its length in characters: see `brandSize`. */
function brandSize(name: string): keyof typeof styles.brandSize {
  const length = [...name].length;
  return length > 40 ? 'longest' : length > 20 ? 'long' : 'regular';
}

/** True once the page has scrolled past the threshold. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/** The top bar, stuck to the top of the screen: owner name, navigation (a menu below `md`), search, the languages and the colour-mode toggle. */
export function TopBar({ ownerName, ownerLanguage, items }: TopBarProps) {
  const { nav } = useMessages();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // Any navigation (a menu item, back/forward) closes the menu.
  useEffect(() => {
    void pathname;
    setMenuOpen(false);
  }, [pathname]);

  // Everything focused here is in the bar, always on screen. A plain focus() would scroll: Chromium
  // scrolls a sticky bar's contents to where the bar would sit unstuck, moving the reader's place.
  useEffect(() => {
    if (menuOpen) menuRef.current?.querySelector<HTMLElement>('a')?.focus(inPlace);
  }, [menuOpen]);

  // While open, Tab cycles through the button and the menu links; Escape closes.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setMenuOpen(false);
        buttonRef.current?.focus(inPlace);
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = [buttonRef.current, ...(menuRef.current?.querySelectorAll<HTMLElement>('a') ?? [])].filter(
        (el): el is HTMLElement => el !== null,
      );
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus(inPlace);
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus(inPlace);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const links = (className: string, onClick?: () => void) =>
    items.map((item) => (
      <li key={item.path}>
        <Link
          to={item.path}
          className={className}
          activeOptions={{ exact: true }}
          onClick={onClick}
          dir="auto"
          {...item.language}
        >
          {item.name}
        </Link>
      </li>
    ));

  return (
    <header className={styles.root} data-scrolled={scrolled}>
      <div className={styles.inner}>
        {/* The name keeps its own direction inside; the link keeps the page's, which its margin follows. */}
        <Link to="/" className={cn(styles.brand, styles.brandSize[brandSize(ownerName)])}>
          <span dir="auto" {...ownerLanguage}>
            {ownerName}
          </span>
        </Link>
        <div className={styles.end}>
          <nav className={styles.nav} aria-label={nav.main}>
            <ul className={styles.list}>{links(styles.link)}</ul>
          </nav>
          <SearchSlot places={items} />
          <LanguageSwitcher />
          <ThemeToggle />
          <button
            ref={buttonRef}
            type="button"
            className={styles.menuButton}
            aria-label={nav.menu}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
          </button>
        </div>
        <div ref={menuRef} id={menuId} className={styles.menu} hidden={!menuOpen}>
          <nav aria-label={nav.mainMenu}>
            <ul className={styles.menuList}>{links(styles.menuLink, () => setMenuOpen(false))}</ul>
          </nav>
          <LanguageMenuList />
        </div>
      </div>
    </header>
  );
}
