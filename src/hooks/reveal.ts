import { stagger } from 'motion';
import { animate } from 'motion/mini';
import { ENTRY_OFFSET_PX, INITIAL_DELAY_S, ITEM_FADE_S, STAGGER_CHILDREN_S } from '@/styles/motion';

/** Fades and slides `items` in, staggered. Loaded on demand: no page needs it to paint. */
export function reveal(items: Iterable<HTMLElement>) {
  return animate(
    [...items],
    { opacity: [0, 1], transform: [`translateY(${ENTRY_OFFSET_PX}px)`, 'none'] },
    { duration: ITEM_FADE_S, delay: stagger(STAGGER_CHILDREN_S, { startDelay: INITIAL_DELAY_S }), ease: 'easeOut' },
  );
}
