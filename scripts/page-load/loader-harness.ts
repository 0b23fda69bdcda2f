import { LOADER_SCRIPT } from './defer-scripts';

type FakeButton = { closest: () => FakeButton; click: () => void; replayed: number };
type FakeLink = { rel: string; href: string; onload?: () => void; onerror?: () => void };
type FakeForm = { attributes: Map<string, string> };

/** Runs the shipped inline text against a stand-in for the browser; returns the levers a test pulls. */
export function runLoader({
  paintTiming = true,
  idle = true,
  styles,
  failing = [],
}: {
  paintTiming?: boolean;
  idle?: boolean;
  styles?: string;
  /** Modules whose import fails (a flaky network). */
  failing?: string[];
} = {}) {
  const imported: string[] = [];
  const forms: FakeForm[] = [];
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
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string) => {
        attributes.add(name);
        hydrationObserver?.();
      },
    },
    querySelectorAll: (selector: string) => {
      const wanted = /^form\[([\w-]+)\]$/.exec(selector)?.[1];
      return forms.filter((form) => wanted !== undefined && form.attributes.has(wanted));
    },
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
    importModule: (url: string) => {
      imported.push(url);
      return failing.includes(url) ? Promise.reject(new Error(`Failed to fetch ${url}`)) : Promise.resolve();
    },
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
    /** A form in the page, with these attributes, read and written the way the DOM's are. */
    form(attributes: Record<string, string>) {
      const form: FakeForm & {
        getAttribute: (name: string) => string | null;
        setAttribute: (name: string, value: string) => void;
      } = {
        attributes: new Map(Object.entries(attributes)),
        getAttribute: (name) => form.attributes.get(name) ?? null,
        setAttribute: (name, value) => void form.attributes.set(name, value),
      };
      forms.push(form);
      return form;
    },
    /** Whether the app has been told it gave up, or told itself so. */
    startFailed: () => attributes.has('data-start-failed'),
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
    /** The app gave up: a module it needs failed to load (src/lib/start-guard.ts). */
    abandon() {
      attributes.add('data-start-failed');
      hydrationObserver?.();
    },
  };
}
