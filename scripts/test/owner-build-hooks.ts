import { resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type OwnerBuild, ownerBuild } from './owner-builds';
import { makeSandbox } from './sandbox';

/**
 * For a build test that reads an owner set's build: hooks that build `set` before the file's tests
 * (in a copy of the project; the owner-set checks build the same set, and whichever asks first
 * builds it) and remove the copy after. The build is read once the hooks have run.
 */
export function ownerSetBuild(set: string): { build: () => OwnerBuild; dist: () => string } {
  let project: ReturnType<typeof makeSandbox> | undefined;
  let built: OwnerBuild | undefined;
  beforeAll(async () => {
    project = makeSandbox();
    built = await ownerBuild(set, { project: project.dir, builds: resolve('.dist-owners') });
    if (!built.ok) throw new Error(`The ${set} set did not build:\n${built.log.slice(-3000)}`);
  }, 250_000);
  afterAll(() => project?.remove());
  const build = () => {
    if (!built) throw new Error(`The ${set} set has not been built: read it inside a test.`);
    return built;
  };
  return { build, dist: () => build().env.DIST_DIR as string };
}
