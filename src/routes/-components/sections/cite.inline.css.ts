/**
 * An entry's Cite action and badge (a BibTeX entry's `abbr`), carried only by a page whose entries
 * have them: the action's copy button looks like the links beside it, the badge like a label.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontWeight, radius, space } from '@/styles/tokens';

/** These rules as text (scripts/vite/vanilla-extract.ts fills it in). */
export declare const stylesheet: string;

export const button = style({ background: 'none', fontFamily: 'inherit', fontSize: 'inherit', cursor: 'pointer' });

export const badge = style({
  padding: `0 ${space(0.75)}`,
  border: `1px solid ${vars.accent.primary.text}`,
  borderRadius: radius.small,
  color: vars.accent.primary.text,
  fontWeight: fontWeight.semibold,
});
