/**
 * `npm run cms`: the editor at http://127.0.0.1:4174/admin/ on this machine. Choosing "Work with
 * Local Repository" and this checkout's folder saves straight into content/ through Chromium's
 * File System Access API (no sign-in, no commit; review with git diff). The browser test drives it.
 *
 *   tsx scripts/cms/local.ts [--port 4174]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '../site/serve';
import { cmsOptionsFromEnv, writeAdmin } from './admin';
import type { CmsOptions } from './config';

export type LocalEditor = { url: string; stop: () => Promise<void> };

/** The editor served from a temp dir at http://127.0.0.1:<port>/admin/ (a local address, which Sveltia needs for local editing). */
export async function startLocalEditor(options: { port: number; cms?: CmsOptions }): Promise<LocalEditor> {
  const site = mkdtempSync(join(tmpdir(), 'portfolio-admin-'));
  writeAdmin(site, options.cms ?? cmsOptionsFromEnv());
  const server = await serve({ dir: site, port: options.port, base: '/' });
  // Port 0 takes a free one: a test beside other servers asks for that.
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/admin/`,
    stop: async () => {
      await new Promise((done) => server.close(done));
      rmSync(site, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4174' } } });
  const editor = await startLocalEditor({ port: Number(values.port) });
  console.log(
    `Open ${editor.url} in Chrome or Edge, choose "Work with Local Repository" and pick this folder` +
      ' (saves write content/; review with git diff). Ctrl+C stops.',
  );
  process.on('SIGINT', () => void editor.stop().then(() => process.exit(0)));
}
