/**
 * Writes the content editor into a built site: admin/index.html, the generated config.yml and
 * Sveltia CMS's one script copied from node_modules (never a CDN), plus its `_headers` rules.
 * No public page links to it, the sitemap does not list it, and it has its own, looser policy.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { editorSections } from '../content/check/sections';
import { env } from '../env';
import { declaredLanguages } from '../i18n/languages';
import { type CmsOptions, cmsConfig } from './config';
import { localFonts } from './fonts';
import { answerCallsLocally } from './offline';

export const ADMIN_DIR = 'admin';
const require = createRequire(import.meta.url);

/** Sveltia's prebuilt classic script; all it needs is inside it but its fonts (its optional React chunk is not used). */
const EDITOR_SCRIPT = 'sveltia-cms.js';
// The package exports only its ESM entry (npm/index.js); the classic script sits in dist/ beside it.
const editorScript = () => join(dirname(require.resolve('@sveltia/cms')), '..', 'dist', EDITOR_SCRIPT);

/**
 * The editor's Content-Security-Policy. Sveltia styles inline and talks to the GitHub API (REST
 * and GraphQL); it reads uploads and its own assets through `blob:` and `data:` URLs. It needs no
 * `eval`, which the browser test holds it to. Its update check and GitHub's status are answered
 * beside it (offline.ts); CDN code it would load for features this form does not use is blocked.
 */
export function adminCsp(options: { oauthUrl?: string | undefined }): string {
  const connect = ["'self'", 'blob:', 'data:', 'https://api.github.com', ...originOf(options.oauthUrl)];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/** The editor's page: no app, no theme script, just Sveltia (a classic script), which starts itself and reads config.yml beside it. */
export function adminHtml(csp: string, script: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${csp}" />
    <title>Content editor</title>
  </head>
  <body>
    <script src="${script}"></script>
  </body>
</html>
`;
}

/** The `_headers` rules for /admin/: its own CSP in place of the site's (Cloudflare's `!` detaches it) and noindex. */
export function adminHeaders(csp: string): string {
  return [
    `/${ADMIN_DIR}/*`,
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${csp}; frame-ancestors 'none'`,
    '  X-Robots-Tag: noindex, nofollow',
    '',
  ].join('\n');
}

/** What git says, or '' where it cannot (no repository, no remote, a clone without origin's HEAD). */
function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return '';
  }
}

/** `owner/name` from CMS_REPO, GitHub Actions' GITHUB_REPOSITORY or the git remote `origin`. */
function repositoryName(): string {
  // No remote at all: the README tells the owner to set CMS_REPO.
  const remote = env.cmsRepo ? '' : git('remote', 'get-url', 'origin');
  return env.cmsRepo ?? /github\.com[:/]([^/]+\/[^/]+?)(\.git)?$/.exec(remote)?.[1] ?? 'OWNER/REPOSITORY';
}

/** The branch saves go to: CMS_BRANCH, the branch GitHub Actions builds, or `origin`'s default branch. */
function branchName(): string {
  const remoteDefault = env.cmsBranch ? '' : git('symbolic-ref', '--short', 'refs/remotes/origin/HEAD');
  return env.cmsBranch ?? (remoteDefault.replace(/^origin\//, '') || 'main');
}

/** The CMS options a build takes from its environment (docs/editor.md). */
export function cmsOptionsFromEnv(): CmsOptions {
  return {
    repo: repositoryName(),
    branch: branchName(),
    languages: declaredLanguages(env.contentDir),
    ...editorSections(env.contentDir),
    ...(env.cmsOauthUrl ? { oauthUrl: env.cmsOauthUrl } : {}),
  };
}

/** Writes admin/ into `siteDir` and appends its rules to `_headers`; returns the files written. */
export function writeAdmin(siteDir: string, options: CmsOptions): string[] {
  const dir = join(siteDir, ADMIN_DIR);
  mkdirSync(dir, { recursive: true });
  const fonted = localFonts(readFileSync(editorScript(), 'utf8'));
  const { script, answers } = answerCallsLocally(fonted.script);
  const { fonts } = fonted;
  writeFileSync(join(dir, EDITOR_SCRIPT), script);
  for (const { file, text } of answers) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  mkdirSync(join(dir, 'fonts'), { recursive: true });
  for (const font of fonts) copyFileSync(font.file, join(dir, font.url));
  const csp = adminCsp(options);
  writeFileSync(join(dir, 'index.html'), adminHtml(csp, EDITOR_SCRIPT));
  writeFileSync(
    join(dir, 'config.yml'),
    `# Generated from src/content/model.ts by the build; do not edit.\n${stringify(cmsConfig(options))}`,
  );
  const headers = join(siteDir, '_headers');
  if (existsSync(headers)) appendFileSync(headers, `\n${adminHeaders(csp)}`);
  return [
    'index.html',
    'config.yml',
    EDITOR_SCRIPT,
    ...answers.map(({ file }) => file),
    ...fonts.map((font) => font.url),
  ].map((file) => join(ADMIN_DIR, file));
}
