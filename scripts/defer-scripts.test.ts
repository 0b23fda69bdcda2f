import { describe, expect, it } from 'vitest';
import { DEFERRED_LOADER, deferScripts } from './defer-scripts';

const page = `<html><head>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/skills-1.js">
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-2.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-3.js">
    <link rel="stylesheet" crossorigin href="/assets/style-4.css">
  </head><body><div id="root">…</div></body></html>`;

type FakeButton = { closest: () => FakeButton; click: () => void; replayed: number };

/** Runs the inline loader against a stand-in for the browser, and returns the levers a test pulls. */
function runLoader({ paintTiming = true, styles }: { paintTiming?: boolean; styles?: string } = {}) {
  const imported: string[] = [];
  const preloaded: string[] = [];
  const preloadedAs: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const windowListeners = new Map<string, (event?: unknown) => void>();
  const documentListeners = new Map<string, (event: unknown) => void>();
  let observer: (() => void) | undefined;
  const paintEntries: string[] = [];
  let paintObserver: (() => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(callback: (list: { getEntriesByName: (name: string) => string[] }, self: PerformanceObserver) => void) {
      paintObserver = () =>
        callback({ getEntriesByName: (name) => paintEntries.filter((entry) => entry === name) }, this);
    }
    observe() {
      paintObserver?.();
    }
    disconnect() {
      paintObserver = undefined;
    }
  }
  const html = { dataset: {} as Record<string, string> };
  const document = {
    readyState: 'interactive',
    documentElement: html,
    currentScript: { dataset: { modules: '/a.js /b.js', ...(styles ? { styles } : {}) } },
    head: {
      appendChild(link: { rel: string; as?: string; href: string }) {
        preloaded.push(link.href);
        preloadedAs.push(link.as ? `${link.rel} as ${link.as}` : link.rel);
      },
    },
    createElement: () => ({ rel: '', href: '' }),
    addEventListener: (type: string, listener: (event: unknown) => void) => documentListeners.set(type, listener),
    removeEventListener: (type: string) => documentListeners.delete(type),
  };
  class MutationObserver {
    constructor(callback: (records: unknown[], self: MutationObserver) => void) {
      observer = () => callback([], this);
    }
    observe() {}
    disconnect() {
      observer = undefined;
    }
  }
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'addEventListener',
    'removeEventListener',
    'MutationObserver',
    'window',
    'importModule',
    DEFERRED_LOADER.replace('import(u)', 'importModule(u)'),
  );
  run(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    (type: string, listener: () => void) => windowListeners.set(type, listener),
    (type: string) => windowListeners.delete(type),
    MutationObserver,
    { PerformanceObserver },
    (url: string) => imported.push(url),
  );
  return {
    imported,
    preloaded,
    preloadedAs,
    fire: (type: string) => windowListeners.get(type)?.(),
    paint(name: string) {
      paintEntries.push(name);
      paintObserver?.();
    },
    nextFrame: () => frames.shift()?.(),
    nextTimer: () => timers.shift()?.(),
    button(): FakeButton {
      const button: FakeButton = { closest: () => button, click: () => button.replayed++, replayed: 0 };
      return button;
    },
    click(target: { closest: () => unknown }) {
      const event = {
        target,
        defaultPrevented: false,
        preventDefault() {
          event.defaultPrevented = true;
        },
      };
      documentListeners.get('click')?.(event);
      return event;
    },
    hydrate() {
      html.dataset.hydrated = 'true';
      observer?.();
    },
  };
}

describe('deferring a page’s scripts until the visitor reaches for the page', () => {
  it('leaves no module script or modulepreload to fetch while the page parses, and adds none later', () => {
    const html = deferScripts(page);
    expect(html).not.toMatch(/<script[^>]*type="module"|<link[^>]*modulepreload/);
    expect(DEFERRED_LOADER).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-4.css">');
  });

  it('hands every module to one loader at the end of the body, the entry first', () => {
    const html = deferScripts(page);
    expect(html).toContain(
      `<script data-modules="/assets/index-2.js /assets/skills-1.js /assets/app-3.js">${DEFERRED_LOADER}</script>\n  </body>`,
    );
  });

  it('adds the page’s split route chunks to the loader, each module once', () => {
    const html = deferScripts(page, ['/assets/skills-1.js', '/assets/skills-loader-5.js']);
    expect(html).toContain(
      'data-modules="/assets/index-2.js /assets/skills-1.js /assets/app-3.js /assets/skills-loader-5.js"',
    );
  });

  it('fetches the modules once the page has loaded and painted its content, one per task, without running them', () => {
    const page = runLoader();
    page.fire('load');
    page.paint('first-paint');
    expect(page.preloaded).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.preloaded).toEqual(['/a.js']);
    page.nextTimer();
    expect(page.preloaded).toEqual(['/a.js', '/b.js']);
    page.nextTimer();
    expect(page.preloaded).toEqual(['/a.js', '/b.js']);
    expect(page.imported).toEqual([]);
  });

  it('fetches the whole stylesheet for the app first, and every file as a prefetch, never importing the stylesheet', () => {
    const page = runLoader({ styles: '/style.css' });
    page.fire('load');
    page.paint('first-contentful-paint');
    page.nextTimer();
    page.nextTimer();
    expect(page.preloaded).toEqual(['/style.css', '/a.js', '/b.js']);
    expect(page.preloadedAs).toEqual(['prefetch', 'prefetch', 'prefetch']);
    page.fire('keydown');
    expect(page.imported).toEqual(['/a.js', '/b.js']);
  });

  it('fetches them after the next frame where the browser has no paint timing', () => {
    const page = runLoader({ paintTiming: false });
    page.fire('load');
    expect(page.preloaded).toEqual([]);
    page.nextFrame();
    page.nextTimer();
    expect(page.preloaded).toEqual(['/a.js', '/b.js']);
  });

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])(
    'runs the modules on the first %s, once',
    (intent) => {
      const page = runLoader();
      page.fire(intent);
      page.fire(intent);
      page.fire('keydown');
      expect(page.imported).toEqual(['/a.js', '/b.js']);
    },
  );

  it('holds a button press made before hydration and replays it once the page has hydrated', () => {
    const page = runLoader();
    const toggle = page.button();
    const press = page.click(toggle);
    page.click(toggle);
    expect(press.defaultPrevented).toBe(true);
    expect(page.imported).toEqual(['/a.js', '/b.js']);
    expect(toggle.replayed).toBe(0);
    page.hydrate();
    expect(toggle.replayed).toBe(1);
    expect(page.click(toggle).defaultPrevented).toBe(false);
  });

  it('lets a link click through before hydration, to load the next prerendered page', () => {
    const page = runLoader();
    expect(page.click({ closest: () => null }).defaultPrevented).toBe(false);
  });

  it('names the whole stylesheets for the app on the loader', () => {
    expect(deferScripts(page, [], ['/assets/style-4.css'])).toContain(
      'data-modules="/assets/index-2.js /assets/skills-1.js /assets/app-3.js" data-styles="/assets/style-4.css">',
    );
  });

  it('refuses a page without a module script, which could never hydrate', () => {
    expect(() => deferScripts('<html><body></body></html>')).toThrow(/no module script/);
  });
});
