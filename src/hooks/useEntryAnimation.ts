import { useRouter } from '@tanstack/react-router';
import { type RefObject, useEffect, useLayoutEffect } from 'react';

// The first page is prerendered and already on screen, so it never animates in: hiding it until
// JavaScript runs would delay the largest paint. Pages reached by client-side navigation do.
let navigatedOnClient = false;

// The animation code (motion) is fetched on the first client-side navigation, never on first load.
let revealModule: Promise<typeof import('./reveal')> | undefined;
const loadReveal = () => {
  revealModule ??= import('./reveal');
  return revealModule;
};

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Call once in the root layout: notes when the visitor first moves to another page. */
export function useClientNavigationTracking(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        navigatedOnClient = true;
        if (!prefersReducedMotion()) void loadReveal().catch(() => undefined);
      }),
    [router],
  );
}

/**
 * Fades and slides in the `[data-reveal]` elements inside `ref`, staggered, after a
 * client-side navigation. Honours reduced motion by not animating at all.
 */
export function useEntryAnimation(ref: RefObject<HTMLElement | null>): void {
  // A layout effect hides the items before the browser paints them, so they never flash in early.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!navigatedOnClient || !root || prefersReducedMotion()) return;
    const items = [...root.querySelectorAll<HTMLElement>('[data-reveal]')];
    if (items.length === 0) return;
    for (const item of items) item.style.opacity = '0';
    let animation: ReturnType<typeof import('./reveal').reveal> | undefined;
    let cancelled = false;
    const show = () => {
      for (const item of items) item.style.removeProperty('opacity');
    };
    loadReveal()
      .then(({ reveal }) => {
        if (cancelled) return;
        animation = reveal(items);
        // The animation holds the styles from here; the items' own opacity returns when it ends.
        void animation.then(show, show);
      })
      .catch(show);
    return () => {
      cancelled = true;
      animation?.complete();
      show();
    };
  }, [ref]);
}
