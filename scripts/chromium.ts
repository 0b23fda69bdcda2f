import { env } from './env.ts';

// The flags this machine's closed network needs: without them Chromium tries Google's hosts at every start.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium (or CHROMIUM_PATH): the browser a visitor runs. The benchmarks measure in it,
 * and so do the few tests that depend on the full browser (a profile's settings, local fonts).
 */
export const chromiumLaunch = { executablePath: env.chromiumPath, args };

/**
 * What the browser tests drive: Debian's headless shell, the same Chromium without the desktop
 * browser around it (Playwright's own choice for headless runs), when it is installed; otherwise
 * the full browser above. It costs the browser suite about a third less CPU
 * (docs/performance/build-and-test-time.md).
 */
export const testChromiumLaunch = {
  executablePath: env.headlessShellPath ?? env.chromiumPath,
  args,
};
