import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { server } from './msw/server';

const unhandled: string[] = [];

// Component files share a DOM per worker (vite.config.ts): each file starts from an empty page, as
// it would in a DOM of its own, whatever the file before it left in <head>, <body> or on <html>.
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
}

// jsdom lays nothing out, so it has no scrolling: the router's scroll to the top of each page it
// shows is a no-op here, not a "Not implemented" line in the test output.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// msw's 'error' mode only fails the request itself; recording it lets afterEach fail the test.
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(`${request.method} ${request.url}`);
    },
  }),
);

afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Build-script tests run in Node, without a DOM to reset.
  if (typeof document !== 'undefined') {
    // Nothing a test left in <body> (a portal of a root it did not unmount) reaches the next one.
    document.body.replaceChildren();
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  }
  const requests = unhandled.splice(0);
  expect(requests, 'the site must make no network requests').toEqual([]);
});

afterAll(() => server.close());
