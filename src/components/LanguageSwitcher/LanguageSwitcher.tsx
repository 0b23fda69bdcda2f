import { isNotFound, useRouterState } from '@tanstack/react-router';
import Languages from 'lucide-react/icons/languages';
import { useEffect, useRef } from 'react';
import { useMessages } from '@/hooks/useMessages';
import type { LanguageInfo } from '@/lib/language';
import { LANGUAGE, LANGUAGES, pathIn } from '@/lib/language-links';
import * as styles from './LanguageSwitcher.css';

/**
 * The page the reader is on, below the language's prefix (`/skills`). The deepest route matched,
 * not the address: an unknown address matches only the root, or a section that says it has no
 * such page, so the not-found page offers each language's home, the same in its prerendered HTML
 * (`/404`) as in the app (`/pl/nope`). A section's list is an index route (`/talks/`): its pages
 * are addressed without the slash, as the navigation links them.
 */
const usePagePath = () =>
  useRouterState({
    select: (state) => {
      const deepest = state.matches.at(-1);
      if (!deepest || state.matches.some((match) => match.status === 'notFound' || isNotFound(match.error))) return '/';
      return deepest.pathname.replace(/(.)\/$/, '$1');
    },
  });

/** One language's link to this page: plain, so it works before and without the app, and never redirects. */
function LanguageLink({ language, path, className }: { language: LanguageInfo; path: string; className: string }) {
  const current = language.code === LANGUAGE.code;
  return (
    <a
      href={pathIn(language, path)}
      hrefLang={language.code}
      lang={language.code}
      dir={language.dir}
      className={className}
      aria-current={current ? 'true' : undefined}
    >
      {language.name}
    </a>
  );
}

const linksTo = (path: string, className: string) =>
  LANGUAGES.map((language) => (
    <li key={language.code}>
      <LanguageLink language={language} path={path} className={className} />
    </li>
  ));

/**
 * The top bar's language switcher: a native disclosure, so it opens with the keyboard and without
 * JavaScript; the app only adds closing it on Escape or a click elsewhere. Nothing with one language.
 */
export function LanguageSwitcher() {
  const { nav } = useMessages();
  const path = usePagePath();
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        // In the sticky bar, always on screen: a focus that scrolls would move the reader's place.
        details.querySelector('summary')?.focus({ preventScroll: true });
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);

  if (LANGUAGES.length < 2) return null;
  return (
    <details ref={ref} className={styles.root}>
      <summary className={styles.summary}>
        <Languages size={20} aria-hidden />
        <span aria-hidden className={styles.code}>
          {LANGUAGE.code}
        </span>
        <span className={styles.label}>
          {nav.language}: <span lang={LANGUAGE.code}>{LANGUAGE.name}</span>
        </span>
      </summary>
      <ul className={styles.panel}>{linksTo(path, styles.link)}</ul>
    </details>
  );
}

/** The mobile menu's languages: the same links, listed. Nothing with one language. */
export function LanguageMenuList() {
  const { nav } = useMessages();
  const path = usePagePath();
  if (LANGUAGES.length < 2) return null;
  return (
    <nav aria-label={nav.language} className={styles.menuNav}>
      <ul className={styles.menuList}>{linksTo(path, styles.menuLink)}</ul>
    </nav>
  );
}
