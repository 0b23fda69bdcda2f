/** The keys that open search, as `aria-keyshortcuts` names them. */
export const SEARCH_SHORTCUTS = '/ Control+K Meta+K';

/** Where a typed `/` is the reader's own text, not a shortcut. */
const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.matches('input, textarea, select') || target.closest('dialog[open]') !== null);

/**
 * Whether a key press opens search: `/` anywhere the reader is not typing, and Ctrl+K (Cmd+K on a
 * Mac) anywhere, as documentation sites have taught readers to expect.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (event.key.toLowerCase() === 'k') return event.ctrlKey || event.metaKey;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typesText(event.target);
}
