/**
 * A stand-in for a job's container, `node:20-bookworm`, made of this Debian machine's own programs:
 * a folder of links to every program on the system's PATH but those of the packages the image does
 * not ship, which a job must install itself. Its `apt-get` installs by linking the named packages'
 * programs in, when this machine has them (a machine that runs the rehearsal has installed them
 * through the same scripts), and refuses any it does not have, as a missing package would fail.
 * Its `npm ci` installs for real once per lockfile in a rehearsal; a later job with the same
 * lockfile gets a linked copy of what that install made, which is what npm ci would make again.
 */
import { execFileSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * Debian packages this machine may have that node:20-bookworm (buildpack-deps:bookworm plus Node)
 * does not: what the project's commands must install for themselves, and tools a test must not
 * come to rely on unnoticed.
 */
const NOT_IN_IMAGE = [
  'chromium',
  'chromium-common',
  'chromium-driver',
  'chromium-headless-shell',
  'chromium-sandbox',
  'poppler-utils',
  'default-jre',
  'default-jre-headless',
  'openjdk-17-jre',
  'openjdk-17-jre-headless',
  'openjdk-17-jdk',
  'openjdk-17-jdk-headless',
  'maven',
  'valgrind',
  'gdb',
  'hyperfine',
  'libreoffice-core',
  'xvfb',
];

// Only the system's folders: a developer's own tool folders (~/.cargo, pyenv) are not in the image.
const SYSTEM_PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** The programs a Debian package installed into a system folder of PATH (none when not installed). */
function packagePrograms(name: string): string[] {
  let files: string[];
  try {
    files = execFileSync('dpkg', ['-L', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n');
  } catch {
    return [];
  }
  return files
    .filter((file) => SYSTEM_PATH.some((dir) => file.startsWith(`${dir}/`)) && isProgram(file))
    .map((file) => realpathSync(file));
}

function isProgram(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const APT_GET = `#!/usr/bin/env bash
# The rehearsal's apt-get: 'install' links the packages' programs into this folder.
set -euo pipefail
bin="$(dirname "$0")"
[ "$1" = update ] && exit 0
shift
for package in "$@"; do
  case "$package" in -*) continue ;; esac
  programs="$(dpkg -L "$package" 2>/dev/null | grep -E '^/(usr/(local/)?)?s?bin/' || true)"
  if [ -z "$programs" ]; then
    echo "E: Unable to locate package $package (the rehearsal installs only what this machine has)" >&2
    exit 100
  fi
  for program in $programs; do [ -x "$program" ] && [ -f "$program" ] && ln -sf "$program" "$bin/$(basename "$program")"; done
done
`;

/** `npm`, but `npm ci` of a lockfile already installed in this rehearsal links that install's result. */
const npmOnce = (npm: string, store: string) => `#!/usr/bin/env bash
set -euo pipefail
if [ "\${1:-}" = ci ] && [ -f package-lock.json ]; then
  installed="${store}/$(sha256sum package-lock.json | cut -c1-16)"
  if [ -d "$installed/node_modules" ]; then
    rm -rf node_modules
    cp -al "$installed/node_modules" node_modules
    echo "npm ci: this lockfile's node_modules, as npm ci installed it earlier in the rehearsal"
    exit 0
  fi
  "${npm}" "$@"
  mkdir -p "$installed.partial"
  cp -al node_modules "$installed.partial/node_modules"
  rm -rf "$installed.partial/node_modules/.cache"
  mv "$installed.partial" "$installed"
  exit 0
fi
exec "${npm}" "$@"
`;

/**
 * Makes the container's program folder in `dir` and returns it, for the front of a job's PATH;
 * `npmStore` holds what its `npm ci` installed, shared by the jobs of one rehearsal.
 */
export function makeContainer(dir: string, npmStore: string): string {
  const bin = join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  const hidden = new Set(NOT_IN_IMAGE.flatMap(packagePrograms));
  for (const folder of SYSTEM_PATH) {
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      const program = join(folder, name);
      // /bin is /usr/bin on Debian: a program is hidden by what it is, not by the folder it is listed in.
      if (existsSync(join(bin, name)) || !isProgram(program) || hidden.has(realpathSync(program))) continue;
      symlinkSync(program, join(bin, name));
    }
  }
  for (const name of ['apt-get', 'apt']) {
    const shim = join(bin, name);
    // The loop linked the system's own: writing through that link would replace the machine's apt-get.
    rmSync(shim, { force: true });
    writeFileSync(shim, APT_GET);
    chmodSync(shim, 0o755);
  }
  const npm = join(bin, 'npm');
  const realNpm = realpathSync(npm);
  rmSync(npm);
  writeFileSync(npm, npmOnce(realNpm, npmStore));
  chmodSync(npm, 0o755);
  return bin;
}
