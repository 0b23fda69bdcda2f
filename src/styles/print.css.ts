/**
 * Printing any page: a clean light document whatever the colour mode, without the site's chrome
 * (top bar, menus, toggle, buttons, motion), with each external link's address written after it
 * and no card split across two sheets. Component-specific parts sit beside their components.
 */
import { assignVars, globalStyle } from '@vanilla-extract/css';
import { palette } from './palette';
import { vars } from './theme.css';

const print = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@media': { print: rule } });

// Dark mode prints in the light theme's colours: paper is white, and light-on-dark wastes ink.
print(':root[data-theme="dark"]', { vars: assignVars(vars, palette.light), colorScheme: 'light' });
print('body', { background: palette.light.color.surface, transition: 'none' });

// Chrome that means nothing on paper: navigation, the menu and theme buttons, the contact form.
print('nav, button, form', { display: 'none !important' });

// Motion: nothing moves or fades, and content revealed on scroll prints whether or not it was seen.
print('*, *::before, *::after', { animation: 'none !important', transition: 'none !important' });
print('[data-reveal]', { opacity: '1 !important', transform: 'none !important' });

// A reader of paper cannot follow a link: write its address after it.
// Link tiles lay their parts out in a row: the address wraps onto a line of its own.
print('main a[href^="https://"]', { flexWrap: 'wrap' });
print('main a[href^="https://"]::after', {
  content: '" (" attr(href) ")"',
  flexBasis: '100%',
  fontSize: '0.85em',
  fontWeight: 'normal',
  overflowWrap: 'anywhere',
});

print('h1, h2, h3', { breakAfter: 'avoid' });
print('li, p', { orphans: 3, widows: 3 });
