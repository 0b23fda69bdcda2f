import { globalStyle } from '@vanilla-extract/css';
import './print.css';
import { THEME_SWITCH_ATTRIBUTE } from '@/lib/loader-attributes';
import { longWords } from './patterns.css';
import { vars } from './theme.css';
import {
  appBarHeight,
  colorTransition,
  colorTransitionProperties,
  focusRingWidth,
  fontFamily,
  lineHeight,
  scrollbarWidth,
  space,
} from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle(':root', {
  colorScheme: 'light',
  scrollPaddingTop: `calc(${appBarHeight} + ${space(2)})`,
});
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark' });

// On a right-to-left page (the build sets `<html dir>` per language), what points along the line
// (an arrow, the send icon, a progress bar's fill) points the other way. One rule for all of them.
globalStyle('[dir="rtl"] [data-flip]', { scale: '-1 1' });

globalStyle('body', {
  margin: 0,
  fontFamily,
  lineHeight: lineHeight.body,
  background: vars.color.background,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
  // An owner's long word or URL breaks rather than widen the page past a phone's width.
  overflowWrap: 'anywhere',
  transition: `background-color ${colorTransition}, color ${colorTransition}`,
});

globalStyle('h1, h2, h3, h4, p, ul, ol, figure', { margin: 0 });
globalStyle('h1, h2, h3', longWords);
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: 'inherit', transitionProperty: colorTransitionProperties, transitionDuration: '0.3s' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `${focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('::-webkit-scrollbar', { width: scrollbarWidth, height: scrollbarWidth });
globalStyle('::-webkit-scrollbar-track', { background: vars.color.background });
globalStyle('::-webkit-scrollbar-thumb', { background: vars.color.scrollbarThumb, borderRadius: scrollbarWidth });

globalStyle(
  `:root[${THEME_SWITCH_ATTRIBUTE}] *, :root[${THEME_SWITCH_ATTRIBUTE}] *::before, :root[${THEME_SWITCH_ATTRIBUTE}] *::after`,
  {
    transition: 'none !important',
  },
);

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
