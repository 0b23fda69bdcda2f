/** Motion and timing constants from the product spec, in the units `motion` and the DOM expect. */

/** Entry animation: children start this many seconds apart, so card n waits n × 0.1 s. */
export const STAGGER_CHILDREN_S = 0.1;
/** Entry animation: delay before the first child. */
export const INITIAL_DELAY_S = 0.2;
/** Entry animation: each item's fade and slide. */
export const ITEM_FADE_S = 0.5;
/** How far (px) an item slides while fading in. */
export const ENTRY_OFFSET_PX = 20;

/** The contact notice hides itself after this long. */
export const NOTICE_AUTO_HIDE_MS = 4000;
/** The top bar counts as scrolled past this many pixels. */
export const SCROLL_THRESHOLD_PX = 20;

/** A copy button says "Copied" for this long before it reads "Copy" again. */
export const COPIED_FEEDBACK_MS = 2000;

/** Search waits this long after the last key before it looks, so a word typed fast is one search. */
export const SEARCH_TYPING_PAUSE_MS = 120;
