/**
 * The unit tier's promise, kept by its setup: a unit test runs no process, so no build, no
 * contentlayer and no command-line run. Every way Node starts one throws, naming the tier the
 * test belongs in; the build tier (`*.build.test.ts`) has no such guard.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';

const NO_PROCESS = 'a unit test runs no process: move this test to a *.build.test.ts file';

const STARTERS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;

for (const name of STARTERS)
  Object.assign(childProcess, {
    [name]: () => {
      throw new Error(`${NO_PROCESS} (it called child_process.${name})`);
    },
  });
// `import { spawnSync } from 'node:child_process'` reads the module's named exports: bring them in line.
syncBuiltinESMExports();
