/** Motion and timing constants (SPEC §4, §9), in the units `motion` and the DOM expect. */

/** Entry animation: children start this many seconds apart. */
export const STAGGER_CHILDREN_S = 0.1;
/** Entry animation: delay before the first child. */
export const INITIAL_DELAY_S = 0.2;
/** Entry animation: each item's fade and slide. */
export const ITEM_FADE_S = 0.5;
/** Each card waits this many seconds times its index. */
export const CARD_DELAY_STEP_S = 0.1;
/** How far (px) an item slides while fading in. */
export const ENTRY_OFFSET_PX = 20;

/** Layout animation default duration and easing. */
export const LAYOUT_DURATION_S = 0.45;
export const LAYOUT_EASE = [0.4, 0, 0.1, 1] as const;

/** The contact notice hides itself after this long. */
export const NOTICE_AUTO_HIDE_MS = 4000;
/** The top bar counts as scrolled past this many pixels. */
export const SCROLL_THRESHOLD_PX = 20;
/** Layout work is paused for this long after a resize. */
export const RESIZE_BLOCK_MS = 250;

/** Drag behaviour constants (SPEC §9), for any draggable surface. */
export const DRAG_DIRECTION_LOCK_PX = 10;
export const DRAG_INERTIA_TIME_CONSTANT = 750;
export const DRAG_BOUNCE_STIFFNESS_ELASTIC = 200;
export const DRAG_BOUNCE_STIFFNESS_RIGID = 1e6;

/** A copy button says "Copied" for this long before it reads "Copy" again. */
export const COPIED_FEEDBACK_MS = 2000;
