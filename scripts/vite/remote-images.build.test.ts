/**
 * The build's remote-image step against a local https server (never the internet), as a
 * property: whatever the server does (redirect chains, loops, http:// and other hosts, wrong
 * bytes under an image's type, too many bytes, a body cut short, a server too slow to finish),
 * each image is built as an image of the size served, or refused at the file and line that show
 * it, naming the address, the reason and the fix; never a crash, never a hang.
 */
import { spawn } from 'node:child_process';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteImageKey } from '../content/body-images';
import type { FetchOutcome } from '../test/fetch-images';
import { type ImageServer, startImageServer } from '../test/image-server';
import {
  type Bodies,
  expected,
  type Final,
  final,
  type Hop,
  hop,
  LIMITS,
  makeBodies,
  route,
} from '../test/misbehaving-servers';
import { scratchDir } from '../test/scratch';
import type { RemoteImageRef } from './named-images';

const RUNS = Number(process.env.FUZZ_RUNS ?? 36);
const SEED = Number(process.env.FUZZ_SEED ?? 54);

const scratch = scratchDir('remote-images');
let server: ImageServer;
let bodies: Bodies;

beforeAll(async () => {
  server = await startImageServer();
  bodies = await makeBodies();
});
afterAll(() => server?.close());

/**
 * Runs the build's image step on each case in a process of its own, as the build does; the server
 * answers from this one meanwhile, so the child is waited on, never blocked on.
 */
function fetchAll(cases: RemoteImageRef[], cacheDir = `${scratch}/cache`): Promise<FetchOutcome[]> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/test/fetch-images.ts'], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: server.caFile },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk;
    });
    // Every case runs at once, each within its own deadline: a hang is a failure, not a wait.
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      if (status === 0) done(JSON.parse(out) as FetchOutcome[]);
      else fail(new Error(`the image step ended with ${status}:\n${err}`));
    });
    child.stdin.end(JSON.stringify({ cases, cacheDir, limits: LIMITS }));
  });
}

const refOf = (url: string, line = 7): RemoteImageRef => ({
  url,
  key: remoteImageKey(url),
  width: 720,
  uses: [{ file: 'content/sections/writing/post.md', line }],
});

describe('a remote image in a post, fetched at build time from a server that misbehaves', () => {
  it('is built as the image served, or refused at its file and line with the address, the reason and the fix', {
    timeout: 120_000,
  }, async () => {
    // One server in three behaves: a few redirects over https, then an image as it should be.
    const good = fc.tuple(
      fc.array(
        hop.filter(({ to }) => to === 'same' || to === 'other'),
        { maxLength: 3 },
      ),
      final.map((end) => ({
        ...end,
        status: 200 as const,
        type: 'image/png',
        body: 'png' as const,
        cut: false,
        slow: 'no' as const,
      })),
    );
    const any = fc.tuple(fc.array(hop, { maxLength: 7 }), final);
    const cases = fc.sample(fc.oneof({ weight: 1, arbitrary: good }, { weight: 2, arbitrary: any }), {
      numRuns: RUNS,
      seed: SEED,
    });
    const urls = cases.map(([hops, end], index) => route(server, bodies, index, hops, end));
    const outcomes = await fetchAll(urls.map((url) => refOf(url)));
    const failures: string[] = [];
    outcomes.forEach((outcome, index) => {
      const [hops, end] = cases[index] as [Hop[], Final];
      const want = expected(hops, end, bodies);
      const what = `case ${index} (${JSON.stringify({ hops: hops.map((h) => h.to), ...end })})`;
      if ('crashed' in outcome) failures.push(`${what} crashed: ${outcome.crashed}`);
      else if ('built' in outcome) {
        if (want) failures.push(`${what} was built, but should be refused with ${want}`);
        else if (outcome.built.width !== (end.body === 'png' ? 64 : 40))
          failures.push(`${what} was built at ${outcome.built.width} pixels wide`);
      } else {
        const [issue] = outcome.issues;
        if (!want) failures.push(`${what} was refused: ${issue?.message}`);
        else if (!issue || outcome.issues.length !== 1)
          failures.push(`${what} named no single line: ${outcome.refused}`);
        else {
          expect(issue.file).toBe('content/sections/writing/post.md');
          expect(issue.line).toBe(7);
          if (!want.test(issue.message)) failures.push(`${what}: ${issue.message} does not say ${want}`);
          if (!issue.message.startsWith(`body image ${urls[index]} could not be built into the site: `))
            failures.push(`${what}: ${issue.message} does not name the image first`);
          if (!issue.message.includes('download the image into content/assets/ and link it there'))
            failures.push(`${what}: ${issue.message} gives no fix`);
        }
      }
    });
    console.log(
      `Remote images (seed ${SEED}): ${outcomes.length} servers, ${outcomes.filter((o) => 'built' in o).length} built, ${outcomes.filter((o) => 'refused' in o).length} refused.`,
    );
    expect(failures).toEqual([]);
  });
});

describe("a remote image's copy between builds", () => {
  it('is asked about with its ETag, reused when unchanged or when the server is down, never when the address is gone', {
    timeout: 90_000,
  }, async () => {
    const cacheDir = `${scratch}/kept`;
    const url = `${server.origin}/kept.png`;
    server.route('/kept.png', { kind: 'answer', type: 'image/png', body: bodies.png, etag: '"v1"' });
    expect((await fetchAll([refOf(url)], cacheDir))[0]).toEqual({ built: { format: 'png', width: 64, height: 48 } });
    expect((await fetchAll([refOf(url)], cacheDir))[0]).toEqual({ built: { format: 'png', width: 64, height: 48 } });
    expect(server.requests.filter((request) => request.path === '/kept.png')).toEqual([
      { path: '/kept.png' },
      { path: '/kept.png', ifNoneMatch: '"v1"' },
    ]);
    server.route('/kept.png', { kind: 'answer', status: 503, type: 'text/plain', body: Buffer.from('busy') });
    expect((await fetchAll([refOf(url)], cacheDir))[0]).toEqual({ built: { format: 'png', width: 64, height: 48 } });
    server.route('/kept.png', { kind: 'answer', status: 404, type: 'text/plain', body: Buffer.from('gone') });
    const [gone] = await fetchAll([refOf(url)], cacheDir);
    expect(gone && 'refused' in gone && gone.issues[0]?.message).toContain('the server answered 404 Not Found');
  });

  it('reports every file and line that shows a failing image, in one report the owner can act on', {
    timeout: 60_000,
  }, async () => {
    const url = `${server.origin}/missing.png`;
    const ref = {
      ...refOf(url),
      uses: [
        { file: 'content/sections/a/x.md', line: 3 },
        { file: 'content/pl/sections/a/x.md', line: 4 },
      ],
    };
    const [outcome] = await fetchAll([ref]);
    expect(outcome && 'refused' in outcome && outcome.refused).toBe(
      [
        'Remote images failed: 2 problems in 2 files.',
        '',
        `content/pl/sections/a/x.md:4 body image ${url} could not be built into the site: the server answered 404 Not Found; fix the address, or download the image into content/assets/ and link it there, as ![what it shows](assets/name.png)`,
        `content/sections/a/x.md:3 body image ${url} could not be built into the site: the server answered 404 Not Found; fix the address, or download the image into content/assets/ and link it there, as ![what it shows](assets/name.png)`,
        '',
        'The build fetches each https:// image of a post into the site, so pages load nothing from elsewhere.',
        'Fix each line above, then build again.',
      ].join('\n'),
    );
  });
});
