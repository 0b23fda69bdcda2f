/**
 * A post's code blocks (scripts/content/code-blocks.ts), carried only by a post that has one: its
 * title or language and its copy button in a bar whose height the button needs before the app adds
 * it, so nothing moves; one line per row, so a highlighted, added or removed line is tinted across
 * the block's width, each marked by more than its colour (the bar, the sign). The tints and signs
 * are the theme's soft and text accents, AA on the block's surface in both modes.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, fontWeight, radius, space } from '@/styles/tokens';
import { within } from '@/styles/within';
import { body } from './entry.inline.css';

/** These rules as text (scripts/vite/vanilla-extract.ts fills it in). */
export declare const stylesheet: string;

/** A highlighted line's bar, at its start. */
const bar = '3px';
const linePadding = space(2);
/** A rule for elements of the body: `selectors` are relative to it. */
const inBody = (selectors: string, rule: Parameters<typeof within>[2]) => within(body, selectors, rule);

inBody('.code-block', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0,1fr) auto',
  gridTemplateRows: `minmax(${space(5)},auto) auto`,
  alignItems: 'center',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.card,
  background: vars.color.surface,
});
inBody('.code-block :is(.code-title,[data-copy],pre)', { margin: 0 });
inBody('.code-title', { paddingInline: linePadding, color: vars.color.textMuted, fontSize: fontSize.sm });
inBody('[data-copy]', { gridColumn: '2' });
// The block draws the frame; its code scrolls below the bar.
inBody('.code-block pre', { gridColumn: '1/-1', paddingInline: 0, borderTop: `1px solid ${vars.color.border}` });
inBody('.code-block code', { display: 'grid', minWidth: '100%', width: 'max-content' });
// An empty line keeps its height in the grid.
inBody('.line', { minHeight: '1lh', margin: 0, paddingInline: linePadding });
inBody('mark.line', {
  color: 'inherit',
  background: vars.accent.primary.soft,
  borderInlineStart: `${bar} solid ${vars.accent.primary.solid}`,
  paddingInlineStart: `calc(${linePadding} - ${bar})`,
});
inBody('ins.line', { background: vars.accent.success.soft, textDecoration: 'none' });
inBody('del.line', { background: vars.accent.error.soft, textDecoration: 'none' });
inBody('.sign', { display: 'inline-block', width: '2ch', fontWeight: fontWeight.bold });
inBody('ins .sign', { color: vars.accent.success.text });
inBody('del .sign', { color: vars.accent.error.text });
inBody('.hunk', { color: vars.color.textMuted });

/** The copy button the app adds to each block's bar. */
export const copy = style({ minHeight: space(4), padding: `0 ${space(1.5)}`, fontSize: fontSize.sm });
