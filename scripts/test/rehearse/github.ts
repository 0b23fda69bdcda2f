/**
 * A stand-in for GitHub's REST API, on loopback, holding what the workflows ask of it: a
 * repository's facts (the project cards' stars), a fork's parent (where its updates come from),
 * pull requests opened and refreshed, workflows started and releases published. Each call with a
 * token is counted by the token it carried.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Repository = {
  owner: string;
  name: string;
  /** The bare repository a clone URL names, `file://` here. */
  path: string;
  fork: boolean;
  isTemplate: boolean;
  parent?: Repository;
};
type PullRequest = { number: number; title: string; body: string; head: string; base: string };

export type FakeGitHub = {
  url: string;
  add: (repository: Repository) => void;
  pulls: PullRequest[];
  dispatches: { repository: string; workflow: string; ref: string }[];
  releases: { repository: string; tag: string; body: string }[];
  /** How many calls carried each token. */
  tokens: Map<string, number>;
  close: () => void;
};

const read = (request: IncomingMessage): Promise<Record<string, unknown>> =>
  new Promise((done) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => done(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
  });

const describe = (repository: Repository): Record<string, unknown> => ({
  full_name: `${repository.owner}/${repository.name}`,
  name: repository.name,
  owner: { login: repository.owner },
  fork: repository.fork,
  is_template: repository.isTemplate,
  default_branch: 'main',
  clone_url: `file://${repository.path}`,
  ...(repository.parent ? { parent: describe(repository.parent) } : {}),
});

export async function fakeGitHub(): Promise<FakeGitHub> {
  const repositories = new Map<string, Repository>();
  const api: Omit<FakeGitHub, 'url' | 'close'> = {
    add: (repository) => repositories.set(`${repository.owner}/${repository.name}`, repository),
    pulls: [],
    dispatches: [],
    releases: [],
    tokens: new Map(),
  };
  const server = createServer(async (request, response) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token) api.tokens.set(token, (api.tokens.get(token) ?? 0) + 1);
    const url = new URL(request.url ?? '/', 'http://api.test');
    const [, owner, name, ...rest] = url.pathname.split('/').slice(1);
    const full = `${owner}/${name}`;
    const answer = (status: number, body?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (url.pathname.split('/')[1] !== 'repos' || !owner || !name) return answer(404, { message: 'Not Found' });
    const repository = repositories.get(full);
    const path = rest.join('/');
    if (path === '' && request.method === 'GET')
      // Any other repository is a project card's: its facts, as GitHub answers them.
      return answer(
        200,
        repository
          ? describe(repository)
          : {
              full_name: full,
              stargazers_count: 42,
              language: 'TypeScript',
              pushed_at: '2026-11-20T10:00:00Z',
              archived: false,
            },
      );
    if (!repository) return answer(404, { message: 'Not Found' });
    if (!token) return answer(401, { message: 'Requires authentication' });
    if (path === 'pulls' && request.method === 'GET') {
      const head = url.searchParams.get('head')?.split(':')[1];
      return answer(
        200,
        api.pulls
          .filter((pull) => !head || pull.head === head)
          .map((pull) => ({ ...pull, html_url: `https://github.com/${full}/pull/${pull.number}` })),
      );
    }
    if (path === 'pulls' && request.method === 'POST') {
      const body = await read(request);
      const pull = {
        number: api.pulls.length + 1,
        title: String(body.title),
        body: String(body.body),
        head: String(body.head),
        base: String(body.base),
      };
      api.pulls.push(pull);
      return answer(201, { ...pull, html_url: `https://github.com/${full}/pull/${pull.number}` });
    }
    const patch = /^pulls\/(\d+)$/.exec(path);
    if (patch && request.method === 'PATCH') {
      const pull = api.pulls.find((item) => item.number === Number(patch[1]));
      if (!pull) return answer(404, { message: 'Not Found' });
      Object.assign(pull, await read(request));
      return answer(200, { ...pull, html_url: `https://github.com/${full}/pull/${pull.number}` });
    }
    const dispatch = /^actions\/workflows\/([^/]+)\/dispatches$/.exec(path);
    if (dispatch && request.method === 'POST') {
      api.dispatches.push({ repository: full, workflow: dispatch[1] ?? '', ref: String((await read(request)).ref) });
      return answer(204);
    }
    if (path === 'releases' && request.method === 'POST') {
      const body = await read(request);
      api.releases.push({ repository: full, tag: String(body.tag_name), body: String(body.body) });
      return answer(201, { html_url: `https://github.com/${full}/releases/tag/${String(body.tag_name)}` });
    }
    return answer(404, { message: 'Not Found' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { ...api, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
