/**
 * A fake of the GitHub API, just the calls Sveltia CMS makes with a token: the user, the
 * collaborator check, the tree and blobs (REST), and the GraphQL queries for file contents, the last
 * commit and `createCommitOnBranch`. It serves the files it is given and records every commit.
 */
import { createHash } from 'node:crypto';
import type { Page, Route } from '@playwright/test';

export type FakeCommit = {
  headline: string;
  expectedHeadOid: string;
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
};

/** GitHub's CreateCommitOnBranchInput, the parts the fake reads. */
type CommitInput = {
  expectedHeadOid: string;
  fileChanges: Partial<Pick<FakeCommit, 'additions' | 'deletions'>>;
  message: { headline: string };
};

export type FakeGitHub = { commits: FakeCommit[]; unhandled: string[]; files: Map<string, Buffer> };

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept',
  'access-control-expose-headers': 'content-type',
};

/** A token the fake treats as expired. */
export const EXPIRED_TOKEN = 'github_pat_expired';

const gitSha = (data: Buffer) => createHash('sha1').update(`blob ${data.length}\0`).update(data).digest('hex');

export async function fakeGitHub(page: Page, repo: string, files: Map<string, Buffer>): Promise<FakeGitHub> {
  const fake: FakeGitHub = { commits: [], unhandled: [], files: new Map(files) };
  let head = createHash('sha1').update('initial').digest('hex');
  const user = { id: 1, login: 'owner', name: 'Site Owner', html_url: 'https://github.com/owner', avatar_url: '' };
  const author = () => ({
    oid: head,
    message: fake.commits.at(-1)?.headline ?? 'Initial content',
    author: { name: user.name, email: 'owner@example.com', avatarUrl: '', user: { id: 1, login: user.login } },
    committedDate: new Date().toISOString(),
  });
  const history = () => ({ target: { history: { nodes: [author()] } } });
  const blobs = () => new Map([...fake.files.values()].map((data) => [gitSha(data), data]));

  /** `createCommitOnBranch`, refused as GitHub refuses it when the branch has moved on. */
  function commit({ expectedHeadOid, fileChanges, message }: CommitInput) {
    if (expectedHeadOid !== head) throw new Error(`Expected branch to point to "${expectedHeadOid}" but it did not.`);
    const { additions = [], deletions = [] } = fileChanges;
    fake.commits.push({ headline: message.headline, expectedHeadOid, additions, deletions });
    for (const { path } of deletions) fake.files.delete(path);
    for (const { path, contents } of additions) fake.files.set(path, Buffer.from(contents, 'base64'));
    head = createHash('sha1').update(`commit ${fake.commits.length}`).digest('hex');
    const oids = Object.fromEntries(
      additions.map(({ path }, i) => [`file_${i}`, { oid: gitSha(fake.files.get(path) as Buffer) }]),
    );
    return { createCommitOnBranch: { commit: { oid: head, committedDate: new Date().toISOString(), ...oids } } };
  }

  /** Answers a query by the aliases and fields it asks for. */
  function graphql(query: string, variables: { input?: CommitInput }) {
    if (query.includes('createCommitOnBranch') && variables.input) return commit(variables.input);
    const repository: Record<string, unknown> = {};
    if (query.includes('defaultBranchRef')) repository.defaultBranchRef = { name: 'main' };
    const all = blobs();
    for (const [, alias, oid] of query.matchAll(/(\w+):\s*object\(oid: "(\w+)"\)/g))
      repository[alias as string] = { text: all.get(oid as string)?.toString('utf8') ?? null, isTruncated: false };
    for (const [, alias] of query.matchAll(/(\w+):\s*ref\(qualifiedName: \$branch\)/g))
      repository[alias as string] = history();
    if (/[{\s]ref\(qualifiedName: \$branch\)/.test(query)) repository.ref = history();
    return { repository };
  }

  async function respond(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname;
    const json = (body: unknown, status = 200) => route.fulfill({ status, json: body, headers: CORS });
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    // GitHub's answer to a token past its expiry date (or revoked).
    if (request.headers().authorization?.includes(EXPIRED_TOKEN)) return json({ message: 'Bad credentials' }, 401);
    if (path === '/graphql') {
      const { query, variables } = request.postDataJSON() as { query: string; variables: never };
      try {
        return json({ data: graphql(query, variables) });
      } catch (error) {
        return json({ data: null, errors: [{ type: 'UNPROCESSABLE', message: (error as Error).message }] });
      }
    }
    if (path === '/user') return json(user);
    if (path === `/repos/${repo}/collaborators/${user.login}`) return route.fulfill({ status: 204, headers: CORS });
    if (path === `/repos/${repo}`)
      return json({ full_name: repo, default_branch: 'main', permissions: { push: true } });
    if (path.startsWith(`/repos/${repo}/git/trees/`)) {
      const tree = [...fake.files].map(([file, data]) => ({
        path: file,
        type: 'blob',
        sha: gitSha(data),
        size: data.length,
      }));
      return json({ sha: head, tree, truncated: false });
    }
    const blob = path.match(/\/git\/blobs\/(\w+)$/)?.[1];
    const data = blob ? blobs().get(blob) : undefined;
    if (data) return route.fulfill({ status: 200, body: data, contentType: 'application/octet-stream', headers: CORS });
    fake.unhandled.push(`${request.method()} ${url.pathname}${url.search}`);
    return json({ message: 'Not Found' }, 404);
  }

  await page.route('https://api.github.com/**', respond);
  return fake;
}
