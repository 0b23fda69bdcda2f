import { type ComponentType, useEffect, useState } from 'react';
import type { NavItem } from '@/content/pages';
import * as styles from './SearchSlot.css';

type Button = ComponentType<{ places: readonly NavItem[] }>;

/**
 * The search button's place in the top bar. The prerendered page holds the place, empty; once the
 * app runs, the button and its shortcuts arrive in a chunk of their own, so a page's first load
 * carries almost nothing for search and a page without scripts offers no search it cannot run.
 */
export function SearchSlot({ places }: { places: readonly NavItem[] }) {
  const [SearchButton, setButton] = useState<Button | null>(null);
  useEffect(() => {
    let live = true;
    // A chunk that fails to load leaves the place empty: the page works as before.
    import('./SearchButton').then((module) => live && setButton(() => module.SearchButton)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return <span className={styles.root}>{SearchButton ? <SearchButton places={places} /> : null}</span>;
}
