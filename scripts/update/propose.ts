/**
 * The Update workflow's last step: commits what the migrations changed in content/, pushes the
 * update's branch and opens its pull request (or refreshes the open one), which says what changed
 * for the owner (the CHANGELOG's entries since the site's version) and what the migrations did.
 *   npx tsx scripts/update/propose.ts --version X.Y.Z --previous X.Y.Z [--migrated FILE]
 * Needs GH_TOKEN and the variables every Actions job has; merging the pull request publishes.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { entriesSince } from './changelog';

const { values } = parseArgs({
  options: { version: { type: 'string' }, previous: { type: 'string' }, migrated: { type: 'string' } },
});
const previous = values.previous ?? '0.0.0';
const current = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const version = values.version || current.version;
// A runner has no git identity of its own: commits are the Actions bot's, as take.sh's are.
const bot = 'github-actions[bot]';
const identity = {
  GIT_AUTHOR_NAME: process.env.GIT_AUTHOR_NAME ?? bot,
  GIT_AUTHOR_EMAIL: process.env.GIT_AUTHOR_EMAIL ?? '41898282+github-actions[bot]@users.noreply.github.com',
};
const gitEnv = {
  ...process.env,
  ...identity,
  GIT_COMMITTER_NAME: process.env.GIT_COMMITTER_NAME ?? identity.GIT_AUTHOR_NAME,
  GIT_COMMITTER_EMAIL: process.env.GIT_COMMITTER_EMAIL ?? identity.GIT_AUTHOR_EMAIL,
};
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', env: gitEnv }).trim();
const say = (line: string) => {
  console.log(line);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${line}\n`);
};

const migrated = values.migrated && existsSync(values.migrated) ? readFileSync(values.migrated, 'utf8').trim() : '';
const updating = values.version !== undefined && values.version !== '';
if (!updating && git('status', '--porcelain', '--', 'content') === '') {
  say(`This site has ${version}, upstream's latest release, and its content is current: nothing to propose.`);
  process.exit(0);
}
const branch = updating ? `update/v${version}` : `update/migrate-v${version}`;
if (!updating) git('checkout', '-q', '-B', branch);
if (git('status', '--porcelain', '--', 'content') !== '') {
  git('add', '-A', 'content');
  git('commit', '-q', '-m', `Migrate content to ${version}`, '-m', migrated || 'npm run migrate');
}

try {
  execFileSync('git', ['push', '--force', '--quiet', 'origin', `HEAD:refs/heads/${branch}`], {
    stdio: 'pipe',
    env: gitEnv,
  });
} catch (error) {
  const why = String((error as { stderr?: Buffer }).stderr ?? error);
  say(
    /workflow/i.test(why)
      ? `The update to ${version} changes the workflows in .github/workflows/, which GitHub lets a workflow push only with a token allowed to: add a fine-grained personal access token (Contents, Pull requests and Workflows: read and write) as the repository secret UPDATE_TOKEN and run Update again, or press Sync fork on the repository's page (it meets no conflict) and run Update to migrate. Nothing was changed.`
      : `Could not push ${branch}: ${why.trim()}`,
  );
  process.exit(1);
}

const api = process.env.GITHUB_API_URL ?? 'https://api.github.com';
const repository = process.env.GITHUB_REPOSITORY ?? '';
const headers = {
  authorization: `Bearer ${process.env.GH_TOKEN ?? ''}`,
  accept: 'application/vnd.github+json',
  'content-type': 'application/json',
};
const changes = existsSync('CHANGELOG.md') ? entriesSince(readFileSync('CHANGELOG.md', 'utf8'), previous, version) : '';
const title = updating ? `Update to ${version}` : `Migrate content to ${version}`;
const body = [
  updating
    ? `This takes upstream's release ${version} (your site has ${previous}). Your files in \`content/\` are as you left them${migrated ? ', but for what the migrations below changed' : ''}. The content check and the build passed on it; merging publishes it.`
    : `Your content was written for an earlier release: the migrations below bring it to ${version}. The content check and the build passed on it; merging publishes it.`,
  migrated ? `### What the migrations changed in content/\n\n\`\`\`\n${migrated}\n\`\`\`` : '',
  changes
    ? `### What changed for you (from [CHANGELOG.md](../blob/${branch}/CHANGELOG.md))\n\n${changes.replace(/^## /gm, '#### ')}`
    : '',
]
  .filter(Boolean)
  .join('\n\n');
const base = process.env.BASE_BRANCH ?? git('rev-parse', '--abbrev-ref', 'origin/HEAD').replace(/^origin\//, '');
const owner = repository.split('/')[0];
const open = (await (
  await fetch(`${api}/repos/${repository}/pulls?state=open&head=${owner}:${encodeURIComponent(branch)}`, { headers })
).json()) as { number: number; html_url: string }[];
const response = open[0]
  ? await fetch(`${api}/repos/${repository}/pulls/${open[0].number}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title, body }),
    })
  : await fetch(`${api}/repos/${repository}/pulls`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, body, head: branch, base }),
    });
if (!response.ok) {
  say(
    `${branch} is pushed, but GitHub refused to open its pull request (${response.status}): allow it once under Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests", or open it yourself from ${branch}.`,
  );
  process.exit(1);
}
const pull = (await response.json()) as { html_url: string };
say(`${title}: ${pull.html_url}`);
