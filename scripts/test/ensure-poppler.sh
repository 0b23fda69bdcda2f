#!/usr/bin/env bash
# The résumé tests read resume.pdf with Debian's poppler-utils (pdftotext, pdfinfo, pdffonts,
# pdftohtml, pdftoppm); install them when missing, the way ensure-chromium.sh installs Chromium.
set -euo pipefail
command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "poppler-utils not found: installing Debian's poppler-utils package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  exit 0
fi
echo "The résumé tests need poppler-utils (pdftotext, pdfinfo, pdffonts, pdftohtml, pdftoppm)." >&2
echo "Install it (sudo apt-get install -y poppler-utils)." >&2
exit 1
