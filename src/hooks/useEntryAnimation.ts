import { useRouter } from '@tanstack/react-router';
import { stagger } from 'motion';
import { animate } from 'motion/mini';
import { type RefObject, useEffect } from 'react';
import { ENTRY_OFFSET_PX, INITIAL_DELAY_S, ITEM_FADE_S, STAGGER_CHILDREN_S } from '@/styles/motion';

// The first page is prerendered and already on screen, so it never animates in: hiding it until
// JavaScript runs would delay the largest paint. Pages reached by client-side navigation do.
let navigatedOnClient = false;

/** Call once in the root layout: notes when the visitor first moves to another page. */
export function useClientNavigationTracking(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.fromLocation && event.pathChanged) navigatedOnClient = true;
      }),
    [router],
  );
}

/**
 * Fades and slides in the `[data-reveal]` elements inside `ref`, staggered (SPEC §4), after a
 * client-side navigation. Honours reduced motion by not animating at all.
 */
export function useEntryAnimation(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!navigatedOnClient || !root) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const items = root.querySelectorAll<HTMLElement>('[data-reveal]');
    if (items.length === 0) return;
    const animation = animate(
      items,
      { opacity: [0, 1], transform: [`translateY(${ENTRY_OFFSET_PX}px)`, 'none'] },
      { duration: ITEM_FADE_S, delay: stagger(STAGGER_CHILDREN_S, { startDelay: INITIAL_DELAY_S }), ease: 'easeOut' },
    );
    return () => animation.complete();
  }, [ref]);
}
