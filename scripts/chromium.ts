import { env } from './env';

/**
 * Debian's Chromium (or CHROMIUM_PATH), launched with the flags this machine's closed network
 * needs: without them Chromium tries Google's hosts at every start. The tests and benchmarks share it.
 */
export const chromiumLaunch = {
  executablePath: env.chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
