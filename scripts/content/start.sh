#!/usr/bin/env bash
# `npm run content:start`, and the Start workflow's one step: copies the sample (sample/) into
# content/, the owner's folder from then on, which no later release changes. A file content/
# already has is never overwritten, and a started site (one with content/site.yaml) gets nothing.
# With --commit, commits the copy.
#   bash scripts/content/start.sh [--commit]
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -e content/site.yaml ]; then
  echo "content/site.yaml exists: your site is started, and nothing was copied. Edit the files in content/."
  exit 0
fi
mkdir -p content
before="$(find content -type f | wc -l)"
cp -R -n sample/. content/
echo "Copied the sample into content/ ($(( $(find content -type f | wc -l) - before )) files; none of yours changed): make them yours, starting with content/site.yaml."
if [ "${1:-}" = --commit ]; then
  git add content
  git -c user.name="${GIT_AUTHOR_NAME:-github-actions[bot]}" \
    -c user.email="${GIT_AUTHOR_EMAIL:-41898282+github-actions[bot]@users.noreply.github.com}" \
    commit -q -m "Start my content from the sample" -m "content/ is mine from now on: updates never change it."
  echo "Committed content/."
fi
