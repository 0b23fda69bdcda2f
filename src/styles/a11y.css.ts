import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from './hidden';

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRule);
