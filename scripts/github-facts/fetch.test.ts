import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../tests/msw/server';
import { buildFacts } from './build';
import { refreshFacts } from './fetch';

const REPO_URL = 'https://api.github.com/repos/someone/tool';
const tool = { title: 'Tool', github: 'https://github.com/someone/tool' };
const cached = { stars: 5, language: 'Go', pushedAt: '2025-02-01T00:00:00Z', archived: false };
const answer = { stargazers_count: 128, language: 'TypeScript', pushed_at: '2026-10-03T12:00:00Z', archived: false };
const fresh = { stars: 128, language: 'TypeScript', pushedAt: '2026-10-03T12:00:00Z', archived: false };

const respond = (resolver: Parameters<typeof http.get>[1]) => server.use(http.get(REPO_URL, resolver));

describe('refreshFacts', () => {
  it('fetches stars, language, last push and archived state, with the token when there is one', async () => {
    let authorization: string | null = null;
    respond(({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({ ...answer, archived: true });
    });
    const result = await refreshFacts([tool], {}, { token: 'secret' });
    expect(result).toEqual({ facts: { 'someone/tool': { ...fresh, archived: true } }, warnings: [] });
    expect(authorization).toBe('Bearer secret');
  });

  it('asks nothing about links that are not GitHub repositories', async () => {
    const result = await refreshFacts([{ title: 'Site', github: 'https://gitlab.com/someone/tool' }], {});
    expect(result).toEqual({ facts: {}, warnings: [] });
  });

  const failures: [string, Parameters<typeof http.get>[1], RegExp][] = [
    ['offline', () => HttpResponse.error(), /unreachable/],
    ['rate-limited (403)', () => new HttpResponse(null, { status: 403 }), /rate-limited \(403\); set GITHUB_TOKEN/],
    ['rate-limited (429)', () => new HttpResponse(null, { status: 429 }), /rate-limited \(429\)/],
    ['an unknown repository (404)', () => new HttpResponse(null, { status: 404 }), /not found \(404\)/],
    ['a server error (502)', () => new HttpResponse(null, { status: 502 }), /answered 502/],
    ['malformed JSON', () => new HttpResponse('{"stargazers_count": 1', { status: 200 }), /malformed/],
    ['JSON without the facts', () => HttpResponse.json({ message: 'hi' }), /malformed/],
  ];
  for (const [name, resolver, reason] of failures) {
    it(`keeps the cached facts and warns once, naming the project, when GitHub is ${name}`, async () => {
      respond(resolver);
      const result = await refreshFacts([tool], { 'someone/tool': cached });
      expect(result.facts).toEqual({ 'someone/tool': cached });
      expect(result.warnings).toHaveLength(1);
      expect(result.warnings[0]).toMatch(/^GitHub facts for project "Tool" \(someone\/tool\): /);
      expect(result.warnings[0]).toMatch(reason);
      expect(result.warnings[0]).toMatch(/showing the last cached facts\.$/);
    });
  }

  it('shows no facts, with one warning, for a repository that never answered (such as a placeholder)', async () => {
    respond(() => new HttpResponse(null, { status: 404 }));
    const result = await refreshFacts([tool], {});
    expect(result.facts).toEqual({});
    expect(result.warnings).toEqual([
      'GitHub facts for project "Tool" (someone/tool): repository not found (404); showing none.',
    ]);
  });

  it('gives up on a slow answer after its timeout, asking for every repository at once', async () => {
    const other = { title: 'Other', github: 'https://github.com/someone/other' };
    server.use(http.get('https://api.github.com/repos/someone/other', () => HttpResponse.json(answer)));
    respond(async () => {
      await delay('infinite');
      return HttpResponse.json(answer);
    });
    const started = performance.now();
    const result = await refreshFacts([tool, other], {}, { timeoutMs: 100 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.facts).toEqual({ 'someone/other': fresh });
    expect(result.warnings).toEqual([
      'GitHub facts for project "Tool" (someone/tool): no answer in time; showing none.',
    ]);
  });
});

describe('buildFacts', () => {
  /** A content folder with one project file per entry, and where its cache goes. */
  const project = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'facts-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'content', 'projects'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'content', 'projects', name), text);
    return { content: join(root, 'content'), cache: join(root, '.cache', 'facts.json') };
  };
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());

  it('reads the projects from content/, writes the cache and prints nothing when all went well', async () => {
    const { content, cache } = project({
      'tool.yaml': `title: Tool\ngithub: ${tool.github}\n`,
      'broken.yaml': 'title: [unclosed\n',
    });
    respond(() => HttpResponse.json(answer));
    expect(await buildFacts(content, { off: false, token: undefined }, cache)).toEqual({ 'someone/tool': fresh });
    expect(JSON.parse(readFileSync(cache, 'utf8'))).toEqual({ 'someone/tool': fresh });
    expect(warn).not.toHaveBeenCalled();
  });

  it('prints one warning per project left without fresh facts, and still succeeds', async () => {
    const { content, cache } = project({ 'tool.yaml': `title: Tool\ngithub: ${tool.github}\n` });
    respond(() => new HttpResponse(null, { status: 500 }));
    expect(await buildFacts(content, { off: false, token: undefined }, cache)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Warning: GitHub facts for project "Tool"/);
  });

  it('asks GitHub nothing with GITHUB_FACTS=off and uses the cache as it is', async () => {
    const { content, cache } = project({ 'tool.yaml': `title: Tool\ngithub: ${tool.github}\n` });
    mkdirSync(dirname(cache), { recursive: true });
    writeFileSync(cache, JSON.stringify({ 'someone/tool': cached }));
    expect(await buildFacts(content, { off: true, token: undefined }, cache)).toEqual({ 'someone/tool': cached });
  });
});
