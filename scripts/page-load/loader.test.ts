// The inline loader (loader.ts) exactly as defer-scripts.ts puts it into every page.
import { describe, expect, it } from 'vitest';
import { runLoader } from './loader-harness';

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

  it('lets a held press, and every later one, through to the plain page when the app gives up', () => {
    const page = runLoader();
    const submit = page.button();
    expect(page.click(submit).defaultPrevented).toBe(true);
    page.abandon();
    expect(submit.replayed).toBe(1);
    expect(page.click(submit).defaultPrevented).toBe(false);
  });

  it('gives the contact form its mailto: action only when the app gives up, so HTTPS pages carry none', () => {
    const page = runLoader();
    const form = page.form({ method: 'post', 'data-mail-action': 'mailto:ada@example.org' });
    const submit = page.button();
    page.click(submit);
    expect(form.getAttribute('action')).toBeNull();
    page.abandon();
    expect(form.getAttribute('action')).toBe('mailto:ada@example.org');
    expect(submit.replayed).toBe(1);
  });

  it('leaves the form to the app once it has hydrated', () => {
    const page = runLoader();
    const form = page.form({ 'data-mail-action': 'mailto:ada@example.org' });
    page.hydrate();
    expect(form.getAttribute('action')).toBeNull();
  });

  it('gives up for the app when its entry module fails to load, so held presses reach the plain page', async () => {
    const page = runLoader({ failing: ['/b.js'] });
    const submit = page.button();
    page.click(submit);
    await Promise.resolve();
    await Promise.resolve();
    expect(page.startFailed()).toBe(true);
    expect(submit.replayed).toBe(1);
  });

  it('leaves a failed module that is not the entry to the app, which reports it itself', async () => {
    const page = runLoader({ failing: ['/a.js'] });
    page.fire('keydown');
    await Promise.resolve();
    await Promise.resolve();
    expect(page.startFailed()).toBe(false);
  });

  it('lets a link click through before hydration, to load the next prerendered page', () => {
    const page = runLoader();
    expect(page.click({ closest: () => null }).defaultPrevented).toBe(false);
  });
});
