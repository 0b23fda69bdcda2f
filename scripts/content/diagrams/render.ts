/**
 * Draws Mermaid diagrams as SVG in Chromium (the tests' own, scripts/chromium.ts), from Mermaid's
 * bundle in node_modules in a blank page that can reach nothing: Mermaid measures its labels with
 * a browser's layout, so Node alone cannot draw them. One browser draws every diagram a build lacks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Mode, mermaidConfig } from './theme.ts';

const require = createRequire(import.meta.url);

export type DiagramRequest = { id: string; source: string; mode: Mode };
export type Drawn = { svg: string } | { error: string };

/** The address the blank page is served at: answered here, never on a network. */
const ORIGIN = 'http://diagrams.invalid';

const page = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face{font-family:"Inter Variable";font-weight:100 900;src:url(/inter.woff2) format("woff2")}
body{margin:0}</style><script src="/mermaid.js"></script></head><body></body></html>`;

/** Draws each request in its mode; a diagram that does not parse gets Mermaid's message instead. */
export async function drawDiagrams(requests: readonly DiagramRequest[]): Promise<Map<string, Drawn>> {
  const drawn = new Map<string, Drawn>();
  if (requests.length === 0) return drawn;
  // Loaded only when a diagram is missing: a build with none in need of drawing needs no browser.
  const [{ chromium }, { testChromiumLaunch }, { env }] = await Promise.all([
    import('@playwright/test'),
    import('../../chromium.ts'),
    import('../../env.ts'),
  ]);
  // A build that must draw installs the browser itself, as the test commands do (never a download):
  // on GitHub's bare job container, the first diagram would otherwise fail the build.
  let launch = testChromiumLaunch;
  if (!existsSync(launch.executablePath)) {
    execFileSync('bash', ['scripts/test/ensure-tools.sh'], { stdio: 'inherit' });
    launch = { ...launch, executablePath: env.headlessShellPath ?? env.chromiumPath };
  }
  const browser = await chromium.launch(launch);
  try {
    const tab = await browser.newPage();
    const files: Record<string, [string, string]> = {
      '/mermaid.js': [require.resolve('mermaid/dist/mermaid.min.js'), 'text/javascript'],
      '/inter.woff2': [require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'), 'font/woff2'],
    };
    await tab.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      if (url.pathname === '/') return route.fulfill({ body: page, contentType: 'text/html' });
      const file = files[url.pathname];
      return file ? route.fulfill({ body: readFileSync(file[0]), contentType: file[1] }) : route.abort();
    });
    await tab.goto(`${ORIGIN}/`);
    await tab.evaluate(() => document.fonts.load('16px "Inter Variable"'));
    for (const mode of ['light', 'dark'] as const) {
      const batch = requests.filter((request) => request.mode === mode);
      if (batch.length === 0) continue;
      const results = await tab.evaluate(
        async ({ config, batch }) => {
          type Mermaid = {
            initialize: (config: unknown) => void;
            render: (id: string, text: string) => Promise<{ svg: string }>;
          };
          const mermaid = (globalThis as unknown as { mermaid: Mermaid }).mermaid;
          mermaid.initialize(config);
          const out: [string, { svg: string } | { error: string }][] = [];
          for (const { id, source } of batch) {
            try {
              out.push([id, { svg: (await mermaid.render(id, source)).svg }]);
            } catch (error) {
              out.push([id, { error: error instanceof Error ? error.message : String(error) }]);
            }
          }
          return out;
        },
        { config: mermaidConfig(mode), batch },
      );
      for (const [id, result] of results) drawn.set(id, result);
    }
  } finally {
    await browser.close();
  }
  return drawn;
}
