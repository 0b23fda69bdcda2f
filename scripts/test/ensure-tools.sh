#!/usr/bin/env bash
# The system tools the test commands drive, installed from Debian's packages when missing, so each
# command works on a bare node:20-bookworm (GitHub's job container) without a workflow step of its
# own: Chromium and its headless shell for the browser checks, poppler-utils for reading printed
# pages and resume.pdf. Found through PATH, as the commands find them; never a downloaded browser.
#   bash scripts/test/ensure-tools.sh
set -euo pipefail
have() { command -v "$1" >/dev/null 2>&1; }
missing=()
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH is $CHROMIUM_PATH, which is not a program." >&2; exit 1; }
elif ! have chromium; then
  missing+=(chromium)
fi
[ -n "${CHROMIUM_HEADLESS_SHELL_PATH:-}" ] || have chromium-headless-shell || missing+=(chromium-headless-shell)
{ have pdftotext && have pdftoppm && have pdfinfo && have pdffonts && have pdftohtml; } || missing+=(poppler-utils)
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && have apt-get; then
  echo "Installing Debian's ${missing[*]} (not found on PATH)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
# Without the headless shell the browser tests run in the full browser: the same checks, more CPU.
if [ "${missing[*]}" = chromium-headless-shell ]; then
  echo "No chromium-headless-shell on PATH: the browser tests run in the full Chromium (sudo apt-get install -y chromium-headless-shell makes them lighter)."
  exit 0
fi
echo "The tests need Debian's ${missing[*]}, not found on PATH." >&2
echo "Install them (sudo apt-get install -y ${missing[*]}), or set CHROMIUM_PATH to a Chromium." >&2
exit 1
