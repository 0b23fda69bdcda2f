import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch, testChromiumLaunch } from './scripts/chromium';
import { env } from './scripts/env';

const PORT = env.port(4173);
const BASE_PATH = env.basePath;
// DIST_DIR serves another build (a sub-path build, or a parallel one) without touching dist/.
const DIST_DIR = env.distDir;

// Said once, plainly, instead of a launch error in every test.
if (!existsSync(chromiumLaunch.executablePath))
  throw new Error(
    `No Chromium (${chromiumLaunch.executablePath}) on PATH: run \`bash scripts/test/ensure-tools.sh\` as root (Debian's chromium and chromium-headless-shell packages), or set CHROMIUM_PATH.`,
  );

// Whether the fallback faces wrap every line as Inter does depends on the words: a 43-letter owner's
// name wrapped onto one more line in Inter. The fit is checked on fixed content (scripts/test/owners.ts).
const fontFitIgnored = env.fontFit ? [] : [/font-swap\.spec\.ts$/];

export default defineConfig({
  testDir: './tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: env.ci,
  retries: 0,
  // CI runs the browser tests beside the owner sets' builds on two cores, which can double a test's
  // time: an editor test that takes 15 s alone once ran out of Playwright's default 30 s there.
  timeout: 60_000,
  // The same on a step: Playwright's 5 s for an assertion to come true is a fixed share of a test
  // that a loaded CI machine can need two or three times over; a test that means "within N s"
  // says so itself.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    launchOptions: testChromiumLaunch,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: [/\.phone\.spec\.ts$/, ...fontFitIgnored],
    },
    // Head tags, built files, editors and whole-page sweeps are the same at every width: *.desktop.spec.ts.
    { name: 'phone', use: { ...devices['Pixel 7'] }, testIgnore: [/\.desktop\.spec\.ts$/, ...fontFitIgnored] },
  ],
  webServer: {
    command: `tsx scripts/site/serve.ts --dir ${DIST_DIR} --port ${PORT} --base ${BASE_PATH}`,
    url: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    reuseExistingServer: !env.ci,
    stdout: 'ignore',
  },
});
