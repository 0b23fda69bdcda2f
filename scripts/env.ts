import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { utcDay } from '../src/content/model/publication.ts';

/** The owner's content, which upstream never ships or changes: every later release merges without a conflict. */
const OWNER_CONTENT = 'content';
/** The sample owner's content, what a repository shows until its owner starts their own. */
export const SAMPLE_CONTENT = 'sample';

/** Where PATH finds an executable `name`, as a shell would; undefined when it does not. */
function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const file = join(dir || '.', name);
    try {
      accessSync(file, constants.X_OK);
      if (statSync(file).isFile()) return file;
    } catch {}
  }
  return undefined;
}

/**
 * The settings the build, its scripts and the test configs take from the environment, read here
 * and nowhere else. Each is read when asked, so a test that sets one sees it.
 */
export const env = {
  /** The deploy's sub-path (BASE_PATH): `/` at a domain's root, `/portfolio/` for a project page. */
  get basePath(): string {
    // Always with a leading and a trailing slash, however it was written: URLs are built by appending.
    const inner = (process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '');
    return inner ? `/${inner}/` : '/';
  },
  /** Where the build writes the site (DIST_DIR): tests and benchmarks build elsewhere. */
  get distDir(): string {
    return process.env.DIST_DIR ?? 'dist';
  },
  /**
   * The content to build (CONTENT_DIR), read the same way by contentlayer.config.ts: the owner's
   * content/, else the sample's, sample/, in a repository whose owner has not started theirs.
   */
  get contentDir(): string {
    return process.env.CONTENT_DIR ?? (existsSync(OWNER_CONTENT) ? OWNER_CONTENT : SAMPLE_CONTENT);
  },
  /** Whether the build is of the sample's content, sample/, because the owner has no content/ yet. */
  get isSample(): boolean {
    return this.contentDir === SAMPLE_CONTENT;
  },
  /** The language a build is for (SITE_LANGUAGE): the build sets it for each of the site's languages. */
  get siteLanguage(): string | undefined {
    return process.env.SITE_LANGUAGE || undefined;
  },
  /**
   * The day a build publishes for, `YYYY-MM-DD`: an entry dated after it waits (it is scheduled).
   * The UTC date of the build's clock; BUILD_DATE sets it, for tests only (a build on another day).
   */
  get buildDate(): string {
    const set = process.env.BUILD_DATE;
    if (!set) return utcDay(new Date());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(set) || Number.isNaN(Date.parse(set)))
      throw new Error(`BUILD_DATE must be a day written YYYY-MM-DD, got "${set}"`);
    return set;
  },
  /**
   * CONTENT_PREVIEW=1: drafts and scheduled entries are compiled too, for `npm run dev`, which
   * marks them on the page. Only the dev server sets it, for its own content runs; a build clears it.
   */
  get contentPreview(): boolean {
    return process.env.CONTENT_PREVIEW === '1';
  },
  /** The site's address (SITE_URL), which the deploy sets when content/site.yaml leaves it out. */
  get siteUrl(): string | undefined {
    return process.env.SITE_URL;
  },
  /** Under GitHub Actions problems also print as annotations on the line. */
  get githubActions(): boolean {
    return process.env.GITHUB_ACTIONS === 'true';
  },
  /** The repository the editor at /admin commits to: CMS_REPO, else GitHub Actions' GITHUB_REPOSITORY. */
  get cmsRepo(): string | undefined {
    return process.env.CMS_REPO || process.env.GITHUB_REPOSITORY || undefined;
  },
  /**
   * The branch the editor commits to: CMS_BRANCH, else the branch GitHub Actions builds (the deploy
   * runs on the default branch, `main` or `master`); scripts/cms/admin.ts falls back to git.
   */
  get cmsBranch(): string | undefined {
    const built = process.env.GITHUB_REF_TYPE === 'branch' ? process.env.GITHUB_REF_NAME : undefined;
    return process.env.CMS_BRANCH || built || undefined;
  },
  /** An OAuth helper's address (CMS_OAUTH_URL): only then does the editor offer a sign-in button. */
  get cmsOauthUrl(): string | undefined {
    return process.env.CMS_OAUTH_URL || undefined;
  },
  /** The commit being built, when CI names it (GITHUB_SHA); else the build asks git. */
  get commitSha(): string | undefined {
    return process.env.GITHUB_SHA || undefined;
  },
  /** npm took a `--force` meant for the script (it does unless the flag comes after `--`). */
  get npmTookForce(): boolean {
    return process.env.npm_config_force === 'true';
  },
  /** GitHub Actions' job summary file (GITHUB_STEP_SUMMARY), where reports for the owner go. */
  get stepSummary(): string | undefined {
    return process.env.GITHUB_STEP_SUMMARY || undefined;
  },
  /** On CI servers are never reused and `.only` fails the run. */
  get ci(): boolean {
    return Boolean(process.env.CI);
  },
  /** CHROMIUM_PATH, else Debian's Chromium where PATH finds it (scripts/test/ensure-tools.sh installs it). */
  get chromiumPath(): string {
    return process.env.CHROMIUM_PATH ?? onPath('chromium') ?? 'chromium';
  },
  /**
   * CHROMIUM_HEADLESS_SHELL_PATH, else Debian's headless shell when its package is installed (its
   * command on PATH): the binary itself, which Debian's command only wraps in a shell.
   */
  get headlessShellPath(): string | undefined {
    if (process.env.CHROMIUM_HEADLESS_SHELL_PATH) return process.env.CHROMIUM_HEADLESS_SHELL_PATH;
    return onPath('chromium-headless-shell') ? '/usr/lib/chromium/chromium-headless-shell' : undefined;
  },
  /** GITHUB_FACTS=off: the build reads project facts from the cache alone and asks GitHub nothing. */
  get githubFactsOff(): boolean {
    return process.env.GITHUB_FACTS === 'off';
  },
  /** A GitHub token (GITHUB_TOKEN) for the facts' higher rate limit; the deploy workflow passes its own. */
  get githubToken(): string | undefined {
    return process.env.GITHUB_TOKEN || undefined;
  },
  /** GitHub's REST API (GITHUB_API_URL, which every Actions job sets), else github.com's. */
  get githubApiUrl(): string {
    return process.env.GITHUB_API_URL || 'https://api.github.com';
  },
  /** Where the project facts are cached between builds (GITHUB_FACTS_FILE). */
  get githubFactsFile(): string {
    return process.env.GITHUB_FACTS_FILE ?? '.cache/github-facts.json';
  },
  /** Where drawn diagrams are cached between builds (DIAGRAM_CACHE_DIR), by a hash of their source, theme and Mermaid's version. */
  get diagramCacheDir(): string {
    return process.env.DIAGRAM_CACHE_DIR ?? '.cache/diagrams';
  },
  /** Where .bib files' readings are kept between builds (BIBTEX_CACHE; scripts/content/bibtex/cache.ts). */
  get bibtexCache(): string {
    return process.env.BIBTEX_CACHE ?? '.cache/bibtex';
  },
  /** Where share images are kept between builds, each drawn once (SHARE_IMAGE_CACHE; scripts/site/share-cache.ts). */
  get shareImageCache(): string {
    return process.env.SHARE_IMAGE_CACHE ?? '.cache/share-images';
  },
  /** Inside a Vitest run, where plugins start no watchers or dev middleware. */
  get vitest(): boolean {
    return Boolean(process.env.VITEST);
  },
  /**
   * Inside a Vitest that runs once and reruns nothing on a change: `vitest run`, or `vitest` in CI
   * or without a terminal, as Vitest itself decides; not `vitest --watch`, `vitest watch` or `dev`.
   */
  get vitestRunsOnce(): boolean {
    if (!process.env.VITEST) return false;
    const args = process.argv.slice(2);
    if (args.some((arg) => ['watch', 'dev', '--watch', '-w'].includes(arg))) return false;
    return args.includes('run') || Boolean(process.env.CI) || !process.stdin.isTTY;
  },
  /** The owner-set runner's server port (OWNERS_PORT). */
  get ownersPort(): number {
    return Number(process.env.OWNERS_PORT ?? 4176);
  },
  /**
   * The build on fixed content (FONT_FIT=1, the owner runner's budget set): the one the fallback
   * faces' fit is checked on, as it holds for the words they were fitted to, not for any owner's.
   */
  get fontFit(): boolean {
    return process.env.FONT_FIT === '1';
  },
  /** Where `npm run bench -- screenshots` writes (SCREENSHOTS_DIR). */
  get screenshotsDir(): string {
    return process.env.SCREENSHOTS_DIR ?? 'screenshots';
  },
  /** The port a local server listens on (PORT), else the command's own default. */
  port(fallback: number): number {
    return Number(process.env.PORT ?? fallback);
  },
};

/**
 * The environment for a contentlayer2 run in `dir`: it writes .contentlayer/ under $PWD, not the
 * process's working directory, so a build in a copy of the project must point it at the copy.
 */
export const contentlayerEnv = (dir = process.cwd(), settings: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  ...settings,
  PWD: dir,
});
