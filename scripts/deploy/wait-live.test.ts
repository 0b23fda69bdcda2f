import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server as network } from '../../tests/msw/server';
import { summaryLine, waitLive } from './wait-live';

let server: Server | undefined;
const requests: IncomingMessage[] = [];

/** A site on loopback that serves `stamps` in turn from version.json, then the last one for good. */
async function site(...stamps: string[]): Promise<string> {
  requests.length = 0;
  server = createServer((request, response) => {
    requests.push(request);
    if (!request.url?.startsWith('/portfolio/version.json')) return response.writeHead(404).end();
    const commit = stamps[Math.min(requests.length - 1, stamps.length - 1)];
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=600' });
    response.end(JSON.stringify({ commit, builtAt: '2026-01-01T00:00:00.000Z' }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/portfolio`;
}

// The poller's fetch may reach the local server on loopback; any other request still fails the test (tests/setup.ts).
beforeEach(() => {
  network.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A clock the sleeps move forward, so a ten-minute limit takes no real time. */
function fakeClock(start: number) {
  let time = start;
  return {
    now: () => time,
    sleep: async (ms: number) => {
      time += ms;
    },
  };
}

describe('waiting for the deploy to be live', () => {
  it('polls past the cache until the site serves the new commit, and says how long after the commit', async () => {
    const url = await site('old', 'old', 'new');
    const clock = fakeClock(1_000_000);
    const result = await waitLive({
      siteUrl: url,
      commit: 'new',
      since: 1_000_000 - 30_000,
      intervalMs: 10_000,
      ...clock,
    });
    expect(result).toMatchObject({ live: true, polls: 3, seconds: 50 });
    expect(new Set(requests.map((request) => request.url)).size).toBe(3);
    for (const request of requests) expect(request.headers['cache-control']).toBe('no-cache');
    expect(summaryLine(result, 'new')).toBe('Commit new was live 50 s after the commit.');
  });

  it('gives up after the time limit with a warning line, having polled a bounded number of times', async () => {
    const url = await site('old');
    const clock = fakeClock(0);
    const result = await waitLive({ siteUrl: url, commit: 'abcdef0123', since: 0, timeoutMs: 600_000, ...clock });
    expect(result.live).toBe(false);
    expect(result.polls).toBe(61);
    expect(summaryLine(result, 'abcdef0123')).toBe(
      'Commit abcdef0 was not live 600 s after publishing (it still serves old); GitHub Pages may still be catching up.',
    );
  });

  it('keeps polling through a site that does not answer yet', async () => {
    const url = await site('new');
    const result = await waitLive({
      siteUrl: `${url}/missing`,
      commit: 'new',
      since: 0,
      timeoutMs: 20_000,
      ...fakeClock(0),
    });
    expect(result).toMatchObject({ live: false, polls: 3 });
    expect(summaryLine(result, 'new')).toContain('version.json did not answer');
  });
});
