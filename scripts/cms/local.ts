/**
 * `npm run cms`: the editor at /admin on this machine, saving straight into content/ through
 * decap-server (no sign-in, no commit; review with git diff). The browser test drives it too.
 *
 *   tsx scripts/cms/local.ts [--port 4174] [--proxy-port 8081]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '../build/serve';
import { writeAdmin } from './admin';

const require = createRequire(import.meta.url);
const decapServer = join(dirname(require.resolve('decap-server/package.json')), 'dist', 'index.js');

/** Starts decap-server on `repoDir` and resolves once it listens. */
function startProxy(repoDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [decapServer], {
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: repoDir, MODE: 'fs' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) done(child);
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', (code) => fail(new Error(`decap-server exited (${code}): ${output}`)));
  });
}

export type LocalEditor = { url: string; stop: () => Promise<void> };

/** The editor for the checkout at `repoDir`, served at http://127.0.0.1:<port>/admin/. */
export async function startLocalEditor(options: {
  repoDir: string;
  port: number;
  proxyPort: number;
}): Promise<LocalEditor> {
  const site = mkdtempSync(join(tmpdir(), 'portfolio-admin-'));
  writeAdmin(site, {
    repo: 'local/checkout',
    branch: 'main',
    localBackend: `http://127.0.0.1:${options.proxyPort}/api/v1`,
  });
  const proxy = await startProxy(resolve(options.repoDir), options.proxyPort);
  const server = await serve({ dir: site, port: options.port, base: '/' });
  return {
    url: `http://127.0.0.1:${options.port}/admin/`,
    stop: async () => {
      proxy.kill();
      await new Promise((done) => server.close(done));
      rmSync(site, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '4174' }, 'proxy-port': { type: 'string', default: '8081' } },
  });
  const editor = await startLocalEditor({
    repoDir: process.cwd(),
    port: Number(values.port),
    proxyPort: Number(values['proxy-port']),
  });
  console.log(`Editing content/ at ${editor.url} (saves write the files; Ctrl+C stops).`);
  process.on('SIGINT', () => void editor.stop().then(() => process.exit(0)));
}
