/**
 * A topic's page and the index of topics (TopicPage.tsx): the topic's entries grouped by section,
 * and each topic's count. The rows and chips are shared.inline.css.ts's.
 */
import { style } from '@vanilla-extract/css';
import { contentMaxWidth, fontSize, fontWeight, lineHeight, space } from '@/styles/tokens';
import { muted } from './shared.inline.css';

/** These rules as text (scripts/vite/vanilla-extract.ts fills it in). */
export declare const stylesheet: string;

export const group = style({ display: 'grid', gap: space(2), maxWidth: contentMaxWidth, margin: `0 auto ${space(5)}` });

export const groupHeading = style({ fontSize: fontSize.h2, fontWeight: fontWeight.bold, lineHeight: lineHeight.tight });

export const count = style({ ...muted, marginInlineStart: space(0.75), fontVariantNumeric: 'tabular-nums' });
