/**
 * One build per owner set: `.dist-owners/<set>/` holds the set's last build with a stamp, the hash
 * of the set's content, the code that builds it and the build's settings. The owner-set checks
 * (owners.ts) and the résumé tests (scripts/resume/resume-owners.build.test.ts) read the same
 * build, whichever asked first, and a run with nothing changed builds nothing. A lock folder keeps
 * two processes from building one set at once; a lock whose process has died is taken over.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ownerContent } from './overlay';
import { buildEnv } from './sandbox';

/** What decides a build besides its content: the code, its lockfile and the configs at the root. */
const CODE = ['src', 'scripts', 'index.html', 'package-lock.json', 'vite.config.ts', 'contentlayer.config.ts'];
/** The files among them a build reads: not the tests, nor what a build writes there (the route tree, a font cut). */
const SOURCE = /\.(?:tsx?|json|css|html|ya?ml)$/;
const NOT_READ = /\.gen\.ts$|\.test\.tsx?$/;

/** The set built for a project page under /portfolio/: non-Latin words in a sub-path deploy. */
export const SUBPATH_SET = 'international';
/** English, Japanese and Chinese notes, one titled in markup: the search's own words, also under /portfolio/. */
export const SEARCH_SET = 'search';

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => filesUnder(join(path, name))) : [path];

/** The hash of `files`, each named by its path from `root`, after `extra`. */
function hashOf(root: string, files: string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of [...files].sort()) hash.update(relative(root, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** The source files of the code at `project` that a build reads. */
const codeFiles = (project: string) =>
  CODE.map((path) => join(project, path))
    .filter((path) => existsSync(path))
    .flatMap(filesUnder)
    .filter((file) => SOURCE.test(file) && !NOT_READ.test(file));

/** A set's own environment: its content, its build, its base (BUILDS is where the builds live). */
export function setEnv(set: string, builds: string): NodeJS.ProcessEnv {
  return {
    CONTENT_DIR: join(builds, `content-${set}`),
    DIST_DIR: join(builds, set),
    BASE_PATH: set === SUBPATH_SET || set === SEARCH_SET ? '/portfolio/' : '/',
    // Project facts from the cache alone: a test set's pages never depend on GitHub's answers.
    GITHUB_FACTS: 'off',
    // A test set's content weight and sample warnings are no news about the owner's site: kept out of CI's summary.
    GITHUB_STEP_SUMMARY: '',
    GITHUB_ACTIONS: 'false',
  };
}

/** Holds the set's lock while `work` runs; waits for another process's, unless that process is gone. */
async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const holder = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : 0);
      const alive =
        holder > 0 &&
        (() => {
          try {
            return process.kill(holder, 0);
          } catch {
            return false;
          }
        })();
      if (holder > 0 && !alive) rmSync(lock, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export type OwnerBuild = { ok: boolean; reused: boolean; log: string; env: NodeJS.ProcessEnv };

/**
 * The set's build in `builds` (an absolute folder), built in the project at `project` unless its
 * stamp says the last build there is of this content and this code. `echo` receives the build's
 * output as it comes (the owner-set report prints it).
 */
export async function ownerBuild(
  set: string,
  options: { project: string; builds: string; echo?: (chunk: string) => void },
): Promise<OwnerBuild> {
  const builds = resolve(options.builds);
  const env = setEnv(set, builds);
  mkdirSync(builds, { recursive: true });
  return withLock(join(builds, `${set}.lock`), async () => {
    const contentDir = env.CONTENT_DIR as string;
    const dist = env.DIST_DIR as string;
    const stampFile = `${dist}.stamp`;
    const logFile = `${dist}.log`;
    // Laid beside the last one and compared: a build that stands keeps its content folder untouched,
    // since another process may be reading it.
    const staged = `${contentDir}.next`;
    ownerContent(set, staged);
    const stamp = `${hashOf(staged, filesUnder(staged), JSON.stringify(env))}:${hashOf(options.project, codeFiles(options.project))}`;
    if (existsSync(dist) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
      rmSync(staged, { recursive: true, force: true });
      return { ok: true, reused: true, log: readFileSync(logFile, 'utf8'), env };
    }
    rmSync(contentDir, { recursive: true, force: true });
    renameSync(staged, contentDir);
    rmSync(stampFile, { force: true });
    const { ok, log } = await new Promise<{ ok: boolean; log: string }>((done) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/site/index.ts'], {
        cwd: options.project,
        env: { ...buildEnv(), ...env },
      });
      let output = '';
      const take = (chunk: Buffer) => {
        output += chunk.toString();
        options.echo?.(chunk.toString());
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      child.on('close', (status) => done({ ok: status === 0, log: output }));
      child.on('error', (error) => done({ ok: false, log: `${output}${error.message}` }));
    });
    writeFileSync(logFile, log);
    if (ok) writeFileSync(stampFile, stamp);
    return { ok, reused: false, log, env };
  });
}
