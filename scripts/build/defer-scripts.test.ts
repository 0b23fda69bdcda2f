// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deferScripts, LOADER_SCRIPT } from './defer-scripts';

const page = `<html><head>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/skills-1.js">
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-2.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-3.js">
    <link rel="stylesheet" crossorigin href="/assets/style-4.css">
  </head><body><div id="root">…</div></body></html>`;

type FakeButton = { closest: () => FakeButton; click: () => void; replayed: number };
type FakeLink = { rel: string; href: string; onload?: () => void; onerror?: () => void };

/** Runs the shipped inline text against a stand-in for the browser; returns the levers a test pulls. */
function runLoader({
  paintTiming = true,
  idle = true,
  styles,
}: {
  paintTiming?: boolean;
  idle?: boolean;
  styles?: string;
} = {}) {
  const imported: string[] = [];
  const links: FakeLink[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const idleCallbacks: (() => void)[] = [];
  const windowListeners = new Map<string, () => void>();
  const documentListeners = new Map<string, (event: unknown) => void>();
  const attributes = new Set<string>();
  let hydrationObserver: (() => void) | undefined;
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
  class MutationObserver {
    constructor(callback: (records: unknown[], self: MutationObserver) => void) {
      hydrationObserver = () => callback([], this);
    }
    observe() {}
    disconnect() {
      hydrationObserver = undefined;
    }
  }
  const script: Record<string, string> = {
    'data-modules': '/a.js /b.js',
    ...(styles ? { 'data-styles': styles } : {}),
  };
  const document = {
    readyState: 'interactive',
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
    currentScript: { getAttribute: (name: string) => script[name] ?? null },
    head: { append: (link: FakeLink) => links.push(link) },
    createElement: () => ({ rel: '', href: '' }),
    addEventListener: (type: string, listener: (event: unknown) => void) => documentListeners.set(type, listener),
    removeEventListener: (type: string) => documentListeners.delete(type),
  };
  const globals = {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    requestIdleCallback: idle ? (callback: () => void) => idleCallbacks.push(callback) : undefined,
    setTimeout: (callback: () => void) => timers.push(callback),
    addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
    removeEventListener: (type: string) => windowListeners.delete(type),
    MutationObserver,
    PerformanceObserver,
    importModule: (url: string) => imported.push(url),
  };
  const text = LOADER_SCRIPT.replace(/\bimport\(/g, 'importModule(');
  new Function(...Object.keys(globals), text)(...Object.values(globals));
  const prefetched = () => links.map((link) => link.href);
  return {
    imported,
    prefetched,
    fetchedAs: () => links.map((link) => link.rel),
    fire: (type: string) => windowListeners.get(type)?.(),
    paint(name: string) {
      paintEntries.push(name);
      paintObserver?.();
    },
    nextFrame: () => frames.shift()?.(),
    nextTimer: () => timers.shift()?.(),
    idle: () => idleCallbacks.shift()?.(),
    /** Every prefetch so far arrives, the first `failed` of them with an error. */
    arrive(failed = 0) {
      for (const [index, link] of links.entries()) (index < failed ? link.onerror : link.onload)?.();
    },
    /** Loads the page, paints it, and lets every prefetch start. */
    painted() {
      windowListeners.get('load')?.();
      this.paint('first-contentful-paint');
      while (timers.length > 0) this.nextTimer();
    },
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
      attributes.add('data-hydrated');
      hydrationObserver?.();
    },
  };
}

describe('moving a page’s scripts into the loader', () => {
  it('leaves no module script or modulepreload to fetch while the page parses, and the loader adds none', () => {
    const html = deferScripts(page);
    expect(html).not.toMatch(/<script[^>]*type="module"|<link[^>]*modulepreload/);
    expect(LOADER_SCRIPT).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-4.css">');
  });

  it('hands every module to one loader at the end of the body, the given order first and the entry last', () => {
    const html = deferScripts(page, ['/assets/react-0.js', '/assets/app-3.js']);
    expect(html).toContain(
      `<script data-modules="/assets/react-0.js /assets/app-3.js /assets/skills-1.js /assets/index-2.js">${LOADER_SCRIPT}</script>\n  </body>`,
    );
  });

  it('names each module once', () => {
    const html = deferScripts(page, ['/assets/skills-1.js', '/assets/skills-loader-5.js', '/assets/index-2.js']);
    expect(html).toContain(
      'data-modules="/assets/skills-1.js /assets/skills-loader-5.js /assets/index-2.js /assets/app-3.js"',
    );
  });

  it('names the whole stylesheets for the app on the loader', () => {
    expect(deferScripts(page, [], ['/assets/style-4.css'])).toContain(
      'data-modules="/assets/skills-1.js /assets/app-3.js /assets/index-2.js" data-styles="/assets/style-4.css">',
    );
  });

  it('refuses a page without a module script, which could never hydrate', () => {
    expect(() => deferScripts('<html><body></body></html>')).toThrow(/no module script/);
  });
});

describe('the loader', () => {
  it('fetches the files once the page has loaded and painted its content, one per task, without running them', () => {
    const page = runLoader();
    page.fire('load');
    page.paint('first-paint');
    expect(page.prefetched()).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.prefetched()).toEqual(['/a.js']);
    page.nextTimer();
    expect(page.prefetched()).toEqual(['/a.js', '/b.js']);
    page.nextTimer();
    expect(page.prefetched()).toEqual(['/a.js', '/b.js']);
    expect(page.imported).toEqual([]);
  });

  it('fetches the whole stylesheet first, every file as a prefetch, and never imports the stylesheet', () => {
    const page = runLoader({ styles: '/style.css' });
    page.painted();
    expect(page.prefetched()).toEqual(['/style.css', '/a.js', '/b.js']);
    expect(page.fetchedAs()).toEqual(['prefetch', 'prefetch', 'prefetch']);
    page.fire('keydown');
    expect(page.imported).toEqual(['/a.js', '/b.js']);
  });

  it('fetches them after the next frame where the browser has no paint timing', () => {
    const page = runLoader({ paintTiming: false });
    page.fire('load');
    expect(page.prefetched()).toEqual([]);
    page.nextFrame();
    page.nextTimer();
    expect(page.prefetched()).toEqual(['/a.js', '/b.js']);
  });

  it('starts the app by itself once every file has arrived: one module per idle moment, in order', () => {
    const page = runLoader({ styles: '/style.css' });
    page.painted();
    expect(page.imported).toEqual([]);
    page.arrive();
    expect(page.imported).toEqual(['/a.js']);
    page.idle();
    expect(page.imported).toEqual(['/a.js', '/b.js']);
    page.idle();
    expect(page.imported).toEqual(['/a.js', '/b.js']);
  });

  it('starts all the same when a file fails to arrive: the app reports what is missing', () => {
    const page = runLoader();
    page.painted();
    page.arrive(1);
    page.idle();
    expect(page.imported).toEqual(['/a.js', '/b.js']);
  });

  it('waits for a timer between modules where the browser has no idle callbacks', () => {
    const page = runLoader({ idle: false });
    page.painted();
    page.arrive();
    expect(page.imported).toEqual(['/a.js']);
    page.nextTimer();
    expect(page.imported).toEqual(['/a.js', '/b.js']);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])(
    'runs every module at once on the first %s, even before they have arrived, and only once',
    (intent) => {
      const page = runLoader();
      page.fire(intent);
      page.fire(intent);
      page.fire('keydown');
      expect(page.imported).toEqual(['/a.js', '/b.js']);
    },
  );

  it('runs what is left at once when the visitor reaches for the page while it starts', () => {
    const page = runLoader();
    page.painted();
    page.arrive();
    expect(page.imported).toEqual(['/a.js']);
    page.fire('pointerdown');
    expect(page.imported).toEqual(['/a.js', '/b.js']);
    page.idle();
    expect(page.imported).toEqual(['/a.js', '/b.js']);
  });

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
});
