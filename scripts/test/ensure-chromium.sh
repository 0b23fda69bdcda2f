#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell, and the few that need the full browser
# (and the benchmarks) Debian's Chromium: install them when missing (never a downloaded browser).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}"
[ -x "$chromium" ] && [ -x "$shell" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium or its headless shell not found ($chromium, $shell): installing Debian's packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  exit 0
fi
[ -x "$chromium" ] || {
  echo "The browser tests need Chromium at $chromium." >&2
  echo "Install it (sudo apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary." >&2
  exit 1
}
# Without the headless shell the tests run in the full browser: the same checks, about a third more CPU.
echo "No Chromium headless shell at $shell: the browser tests run in $chromium (sudo apt-get install -y chromium-headless-shell to make them lighter)."
