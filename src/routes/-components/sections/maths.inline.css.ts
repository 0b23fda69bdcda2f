/**
 * A post's maths (scripts/content/maths.ts), carried only by a post that has some: formulas keep
 * their typesetter's own spacing (its rules are in the body), not the prose's.
 */
import { globalStyle } from '@vanilla-extract/css';
import { body } from './entry.inline.css';

/** These rules as text (scripts/vite/vanilla-extract.ts fills it in). */
export declare const stylesheet: string;

globalStyle(`${body} math *`, { margin: 0 });
