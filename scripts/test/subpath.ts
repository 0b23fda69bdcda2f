/**
 * `npm run test:subpath`: builds the site for a project page under /portfolio/ (its own dist, so
 * dist/ is untouched) and runs the sub-path browser test against it on its own port.
 */
import { spawnSync } from 'node:child_process';
import { env as settings } from '../env';

const env = {
  ...process.env,
  BASE_PATH: '/portfolio/',
  DIST_DIR: settings.subpath.distDir,
  PORT: String(settings.subpath.port),
  // The main build already reported content/'s weight and sample warnings to CI's summary.
  GITHUB_STEP_SUMMARY: '',
  GITHUB_ACTIONS: 'false',
};

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log(`Sub-path test: building under ${env.BASE_PATH} into ${env.DIST_DIR}/ and serving it on port ${env.PORT}.`);
run(process.execPath, ['--import', 'tsx', 'scripts/build/index.ts']);
run('npx', ['playwright', 'test', 'tests/browser/subpath.spec.ts', '--project=desktop']);
