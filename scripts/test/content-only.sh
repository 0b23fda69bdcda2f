#!/usr/bin/env bash
# Prints `content-only=true` when every file changed from BASE to HEAD is under content/, else
# `content-only=false` (also for a first push or an unknown BASE). The workflows append it to
# $GITHUB_OUTPUT: a content commit is published after the quick checks, anything else after all.
#   bash scripts/test/content-only.sh BASE [HEAD]
set -euo pipefail
base="${1:-}"
head="${2:-HEAD}"
if [[ -z "$base" || "$base" =~ ^0+$ ]] || ! git cat-file -e "${base}^{commit}" 2>/dev/null; then
  echo "content-only=false"
  exit 0
fi
changed="$(git diff --name-only "$base" "$head")"
if [[ -n "$changed" ]] && ! grep -qv '^content/' <<<"$changed"; then
  echo "content-only=true"
else
  echo "content-only=false"
fi
