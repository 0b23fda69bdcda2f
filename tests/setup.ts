import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { server } from './msw/server';

const unhandled: string[] = [];

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
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  }
  const requests = unhandled.splice(0);
  expect(requests, 'the site must make no network requests').toEqual([]);
});

afterAll(() => server.close());
