#!/usr/bin/env bash
# `npm test`: lint, then the three tiers on this checkout (unit tests, then the build, types, the
# build tier and the browser tests on that build), while the owner sets build and run their
# browser checks in copies of the project (scripts/test/owners.ts --apart), the code budgets
# measured on the sections set's build, and the rehearsal of every workflow job as GitHub runs it
# (scripts/test/rehearse/). They mostly wait on builds and browsers, so side by side they keep
# both cores busy; any failing fails the whole. The owner sets run in two halves, the second once
# the rehearsal is done, so no half is left alone on one core at the end.
set -uo pipefail
cd "$(dirname "$0")/../.."
# The browser tests and the résumé's need Chromium and poppler: installed here when missing.
bash scripts/test/ensure-tools.sh || exit 1
npm run lint || exit 1
# The owner sets' report is printed after this checkout's, with a line for each half at the very
# end: a CI log shows its last lines first, and a failure there must not sit mid-log.
report=$(mktemp)
ready="$report.ready"
checkout="$report.checkout"
rehearsal="$report.rehearsal"
later="$report.later"
trap 'rm -f "$report" "$ready" "$checkout" "$rehearsal" "$later" "$rehearsal.status"' EXIT
# The sets the second half takes, about as long as the rehearsal is short; a new set joins the first.
LATER_SETS="sections search minimal sparse"
npx tsx scripts/test/owners.ts --apart "--ready=$ready" "--except=${LATER_SETS// /,}" > "$report" 2>&1 &
owners=$!
# The owner sets start while this checkout builds, once their copy of it is made.
while [ ! -e "$ready" ] && kill -0 "$owners" 2>/dev/null; do sleep 0.2; done
# The owner's pipeline, rehearsed from a commit of this working tree in clones of its own, then
# the second half of the owner sets, on a port of its own.
{
  npx tsx scripts/test/rehearse/index.ts > "$rehearsal" 2>&1
  echo $? > "$rehearsal.status"
  # shellcheck disable=SC2086 # the set names are words
  OWNERS_PORT=4196 npx tsx scripts/test/owners.ts --apart $LATER_SETS > "$later" 2>&1
} &
rehearse=$!
# The unit tier first: it needs no build, and a broken function fails here in seconds.
{
  npm run test:unit && npm run build && npx tsc --noEmit && npm run test:build && npm run test:browser
} 2>&1 | tee "$checkout"
main=${PIPESTATUS[0]}
wait "$owners"
first=$?
wait "$rehearse"
second=$?
rehearsed=$(cat "$rehearsal.status" 2>/dev/null || echo 1)
sets=$((first || second))
cat "$rehearsal" "$report" "$later"
verdict() { [ "$1" -eq 0 ] && echo passed || echo FAILED; }
# What failed, again, where a CI log's tail shows it: the failing tests' lines (Playwright's ✘,
# Vitest's FAIL, an error's first line) and the half's last lines, which hold a build's error.
digest() {
  echo
  echo "What failed in $1:"
  sed 's/\x1b\[[0-9;]*m//g' "$2" | grep -iE '✘|FAIL |×|Error:|failed|timeout|timed out' | grep -v '^ *✓' | head -40
  echo "…its last lines:"
  tail -n 15 "$2" | sed 's/\x1b\[[0-9;]*m//g'
}
[ "$main" -eq 0 ] || digest "this checkout" "$checkout"
[ "$first" -eq 0 ] || digest "the owner sets" "$report"
[ "$second" -eq 0 ] || digest "the owner sets ($LATER_SETS)" "$later"
[ "$rehearsed" -eq 0 ] || digest "the pipeline rehearsal" "$rehearsal"
echo
echo "This checkout (unit tests, build, types, build tests, browser tests): $(verdict "$main")."
echo "Owner sets (their builds, browser checks, code budgets and font fit): $(verdict "$sets")."
echo "The pipeline rehearsal (every workflow job, as GitHub runs it): $(verdict "$rehearsed")."
[ "$main" -eq 0 ] && [ "$sets" -eq 0 ] && [ "$rehearsed" -eq 0 ]
