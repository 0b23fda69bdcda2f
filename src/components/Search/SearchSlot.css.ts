import { style } from '@vanilla-extract/css';
import { needsScripts } from '@/styles/a11y.css';
import { space } from '@/styles/tokens';

// The button's size (topBarButton), held from the first paint so its arrival moves nothing; with
// scripting off it takes no room, as the button is never offered.
export const root = style([needsScripts, { flexShrink: 0, width: space(5), height: space(5) }]);
