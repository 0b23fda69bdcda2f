import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteStyles } from './site-styles';

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('adding the whole stylesheet before the app takes over a prerendered page', () => {
  it('adds each stylesheet the loader names after the page’s own rules, and waits for it', async () => {
    document.head.innerHTML = '<style>.card{padding:8px}</style>';
    document.body.innerHTML = '<script data-modules="/assets/index.js" data-styles="/assets/style-1.css"></script>';
    const loading = loadSiteStyles();
    const link = document.head.lastElementChild as HTMLLinkElement;
    expect(link.outerHTML).toBe('<link rel="stylesheet" href="/assets/style-1.css">');
    expect(document.head.firstElementChild?.tagName).toBe('STYLE');
    expect(await settled(loading)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(loading)).toBe(true);
  });

  it('lets the app start when a stylesheet fails to load', async () => {
    document.body.innerHTML = '<script data-styles="/assets/style-1.css"></script>';
    const loading = loadSiteStyles();
    document.head.lastElementChild?.dispatchEvent(new Event('error'));
    expect(await settled(loading)).toBe(true);
  });

  it('adds nothing on a page that names no stylesheet, as under the dev server', async () => {
    document.body.innerHTML = '<script data-modules="/assets/index.js"></script>';
    expect(await settled(loadSiteStyles())).toBe(true);
    expect(document.head.children).toHaveLength(0);
  });
});
