import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from './hidden';

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRule);

/**
 * A control that only a script can work (copying, sending through the app): not offered with
 * scripting off. Important, as a hiding utility is: the element's own `display` must not win.
 */
export const needsScripts = style({ '@media': { '(scripting: none)': { display: 'none !important' } } });
