/**
 * Browser code the interaction benchmark (scripts/bench/interaction.ts) bundles and puts into each
 * page before the page's own scripts; never part of the site. It records, against the page's time
 * origin, the first contentful paint, when the app marked itself hydrated, every long task, every
 * interaction's latency (Event Timing) and each INP that the `web-vitals` library reports.
 */
import { onINP } from 'web-vitals';
import { HYDRATED_ATTRIBUTE } from '../../src/lib/loader-attributes';

/** What the page has recorded so far, as `window.__bench`. */
export type PageRecord = {
  firstPaintAt: number | null;
  hydratedAt: number | null;
  loadAt: number | null;
  longTasks: { start: number; duration: number }[];
  /** Each interaction's latency: the longest of its Event Timing entries. */
  interactions: { id: number; start: number; duration: number; delay: number; processing: number }[];
  /** Every INP value `web-vitals` reported, with reportAllChanges. */
  inp: number[];
  /** When a tap's work showed: the frame after a button's `aria-pressed` or `aria-expanded` changed. */
  shownAt: number[];
  /** Each time the page's scroll position went back up without the reader asking. */
  scrollWentBack: { at: number; from: number; to: number }[];
};

const record: PageRecord = {
  firstPaintAt: null,
  hydratedAt: null,
  loadAt: null,
  longTasks: [],
  interactions: [],
  inp: [],
  shownAt: [],
  scrollWentBack: [],
};
(window as unknown as { __bench: PageRecord }).__bench = record;

// The script runs before <html> exists: watch the document for the attribute.
new MutationObserver(() => {
  if (record.hydratedAt === null && document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE))
    record.hydratedAt = performance.now();
}).observe(document, { attributes: true, subtree: true, attributeFilter: [HYDRATED_ATTRIBUTE] });

new MutationObserver(() => {
  requestAnimationFrame(() => record.shownAt.push(performance.now()));
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-pressed', 'aria-expanded'] });

// The benchmark only ever scrolls down, so any frame that is higher up than the furthest yet is the page's doing.
let furthest = 0;
const watchScroll = () => {
  // Each jump counts once: from where it landed, the reader scrolls on down.
  if (scrollY < furthest - 1) record.scrollWentBack.push({ at: performance.now(), from: furthest, to: scrollY });
  furthest = scrollY < furthest - 1 ? scrollY : Math.max(furthest, scrollY);
  requestAnimationFrame(watchScroll);
};
requestAnimationFrame(watchScroll);

addEventListener('load', () => {
  record.loadAt = performance.now();
});

new PerformanceObserver((list) => {
  for (const paint of list.getEntriesByName('first-contentful-paint')) record.firstPaintAt = paint.startTime;
}).observe({ type: 'paint', buffered: true });

new PerformanceObserver((list) => {
  for (const task of list.getEntries()) record.longTasks.push({ start: task.startTime, duration: task.duration });
}).observe({ type: 'longtask', buffered: true });

new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as PerformanceEventTiming[]) {
    if (!entry.interactionId) continue;
    const known = record.interactions.find((interaction) => interaction.id === entry.interactionId);
    const delay = entry.processingStart - entry.startTime;
    const processing = entry.processingEnd - entry.processingStart;
    if (!known)
      record.interactions.push({
        id: entry.interactionId,
        start: entry.startTime,
        duration: entry.duration,
        delay,
        processing,
      });
    else if (entry.duration >= known.duration) Object.assign(known, { duration: entry.duration, delay, processing });
  }
}).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

onINP((metric) => record.inp.push(metric.value), { reportAllChanges: true, durationThreshold: 16 });
