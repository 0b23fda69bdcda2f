/**
 * A post's diagrams (scripts/content/diagrams/), carried only by a post that has one: each drawn at
 * its own size, scrolling sideways inside its frame when wider than the page, in the page's colour
 * mode (both drawings are in the page; the theme on <html> shows one), its source under a
 * disclosure below it.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { colorFade, fontSize, radius, space } from '@/styles/tokens';
import { body } from './entry.inline.css';

/** These rules as text (scripts/vite/vanilla-extract.ts fills it in). */
export declare const stylesheet: string;

globalStyle(`${body} .diagram`, { display: 'grid', gap: space(1), margin: 0, minWidth: 0 });
globalStyle(`${body} .diagram :is(.diagram-view,details)`, { margin: 0 });
// Drawn left to right, as Mermaid laid it out, on a right-to-left page too.
globalStyle(`${body} .diagram-view`, {
  direction: 'ltr',
  unicodeBidi: 'isolate',
  overflowX: 'auto',
  padding: space(2),
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.card,
  background: vars.color.surface,
});
globalStyle(`${body} .diagram-view svg`, { display: 'block', maxWidth: 'none', height: 'auto', marginInline: 'auto' });
globalStyle(`${body} .diagram-view .diagram-dark`, { display: 'none' });
globalStyle(`[data-theme=dark] ${body} .diagram-view .diagram-light`, { display: 'none' });
globalStyle(`[data-theme=dark] ${body} .diagram-view .diagram-dark`, { display: 'block' });
globalStyle(`${body} .diagram-source summary`, {
  transition: colorFade,
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: fontSize.sm,
});
