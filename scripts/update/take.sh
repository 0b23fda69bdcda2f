#!/usr/bin/env bash
# The Update workflow's first step, also runnable by hand: takes upstream's latest release into
# this checkout on a branch `update/vX.Y.Z`, with content/ exactly as the owner has it (a release
# never changes the owner's files: whatever upstream did under content/ is left out). A conflict
# anywhere else stops the update, naming each file and line; nothing is committed then.
#   bash scripts/update/take.sh
# Upstream is UPSTREAM_URL, else the fork's parent on GitHub, else package.json's repository. Its
# latest release is its highest vX.Y.Z tag, else its default branch. Writes version, previous and
# branch to $GITHUB_OUTPUT (version is empty when this checkout already has the release).
set -euo pipefail
# Run from the checkout to update: the workflow runs upstream's copy of this script.
cd "$(git rev-parse --show-toplevel)"
out="${GITHUB_OUTPUT:-/dev/null}"
summary="${GITHUB_STEP_SUMMARY:-/dev/null}"
# A value read from JSON on stdin by a JavaScript function: json 'v => v.version' < package.json.
json() { node -e 'let s="";process.stdin.on("data",(d)=>{s+=d}).on("end",()=>{const v=eval(process.argv[1])(JSON.parse(s));if(v)console.log(v)})' "$1"; }

url="${UPSTREAM_URL:-}"
if [ -z "$url" ] && [ -n "${GITHUB_REPOSITORY:-}" ] && [ -n "${GH_TOKEN:-}" ]; then
  url="$(curl -fsS -H "Authorization: Bearer $GH_TOKEN" "${GITHUB_API_URL:-https://api.github.com}/repos/$GITHUB_REPOSITORY" | json 'v => v.parent?.clone_url' || true)"
fi
[ -n "$url" ] || url="$(json 'v => v.repository?.url ?? v.repository' < package.json | sed 's/^git+//')"
[ -n "$url" ] || { echo "No upstream: set the repository variable UPSTREAM_URL to the repository you forked." >&2; exit 1; }

git remote remove upstream 2>/dev/null || true
git remote add upstream "$url"
git fetch --quiet --no-tags upstream '+refs/heads/*:refs/remotes/upstream/*' '+refs/tags/v*:refs/tags/upstream/v*'
release="$(git for-each-ref --sort=-v:refname --format='%(refname:short)' 'refs/tags/upstream/v*' | grep -E '/v[0-9]+\.[0-9]+\.[0-9]+$' | head -1 || true)"
if [ -z "$release" ]; then
  release="upstream/$(git remote show upstream 2>/dev/null | sed -n 's/.*HEAD branch: //p')"
  [ "$release" != upstream/ ] || release=upstream/main
fi
version="$(git show "$release:package.json" | json 'v => v.version')"
previous="$(json 'v => v.version' < package.json)"
echo "previous=$previous" >> "$out"
if git merge-base --is-ancestor "$release" HEAD; then
  echo "This site already has $version, upstream's latest release ($url)."
  echo "version=" >> "$out"
  exit 0
fi

branch="update/v$version"
git checkout -q -B "$branch"
export GIT_AUTHOR_NAME="${GIT_AUTHOR_NAME:-github-actions[bot]}" GIT_AUTHOR_EMAIL="${GIT_AUTHOR_EMAIL:-41898282+github-actions[bot]@users.noreply.github.com}"
export GIT_COMMITTER_NAME="$GIT_AUTHOR_NAME" GIT_COMMITTER_EMAIL="$GIT_AUTHOR_EMAIL"
# Rename detection would follow a sample file upstream moved out of content/ and carry the owner's
# edits, or their new files, along with it; the folders are settled one by one below instead.
git -c merge.directoryRenames=false merge --quiet --no-ff --no-commit -X no-renames "$release" >/dev/null 2>&1 || true

# content/ is the owner's: restored as it was, whatever the release holds there.
owned="$(git ls-tree -r --name-only HEAD -- content)"
git ls-files -- content | sort -u | while read -r file; do
  grep -qxF -- "$file" <<<"$owned" || git rm -q -f -- "$file"
done
[ -z "$owned" ] || git checkout HEAD -- content
# The sample, the schemas and the updater itself are upstream's alone: as the release has them (an
# owner asked to paste update.yml into an older fork may not have pasted it byte for byte).
for path in sample schemas .github/workflows/update.yml; do
  git rm -r -q -f --ignore-unmatch -- "$path" >/dev/null
  git checkout "$release" -- "$path" 2>/dev/null || true
done

conflicts="$(git diff --name-only --diff-filter=U)"
if [ -n "$conflicts" ]; then
  {
    echo "### The update to $version stopped: these files changed both here and upstream"
    for file in $conflicts; do
      lines="$(grep -n '^<<<<<<< ' "$file" 2>/dev/null | cut -d: -f1 | paste -sd, - || true)"
      echo "- \`$file\`${lines:+, line $lines}"
    done
    echo
    echo "Nothing was changed and the live site is as it was. Move your own edits of these files out of them (or undo them), then run the update again."
  } | tee -a "$summary" >&2
  git merge --abort
  exit 1
fi
git commit -q -m "Update to $version" -m "Takes upstream's release $version ($url). content/ is left as it was."
echo "version=$version" >> "$out"
echo "branch=$branch" >> "$out"
echo "Took $version (from $previous) on $branch; content/ is as it was."
