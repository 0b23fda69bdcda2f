#!/usr/bin/env bash
# The Release workflow's step, upstream only: when package.json names a version with no tag yet,
# tags the commit vX.Y.Z and publishes a GitHub release with its CHANGELOG.md entry, which forks'
# Update workflows take. Needs GH_TOKEN and the variables every Actions job has.
#   bash scripts/update/release.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
version="$(node -p 'require("./package.json").version')"
tag="v$version"
if git rev-parse -q --verify "refs/tags/$tag" >/dev/null; then
  echo "$tag is released already."
  exit 0
fi
notes="$(awk -v v="## $version" '$0 == v {on = 1; next} /^## [0-9]/ {on = 0} on' CHANGELOG.md)"
[ -n "$notes" ] || { echo "CHANGELOG.md has no entry '## $version': write what changes for owners first." >&2; exit 1; }
git tag "$tag" "$GITHUB_SHA"
git push --quiet origin "refs/tags/$tag"
body="$(TAG="$tag" NOTES="$notes" node -e 'console.log(JSON.stringify({ tag_name: process.env.TAG, name: process.env.TAG, body: process.env.NOTES }))')"
curl --fail-with-body --silent --show-error -X POST \
  -H "Authorization: Bearer $GH_TOKEN" -H "Accept: application/vnd.github+json" \
  "$GITHUB_API_URL/repos/$GITHUB_REPOSITORY/releases" -d "$body" >/dev/null
echo "Released $tag." | tee -a "${GITHUB_STEP_SUMMARY:-/dev/null}"
