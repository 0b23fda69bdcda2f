#!/usr/bin/env bash
# `npm test`: lint, then the three tiers on this checkout (unit tests, then the build, types, the
# build tier and the browser tests on that build), while the owner sets build and run their browser
# checks in a copy of the project (scripts/test/owners.ts --apart), the code budgets measured on the
# sections set's build, and the rehearsal of every workflow job as GitHub runs it
# (scripts/test/rehearse/). They mostly wait on builds and browsers, so side by side they keep
# both cores busy; any failing fails the whole.
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
trap 'rm -f "$report" "$ready" "$checkout" "$rehearsal"' EXIT
npx tsx scripts/test/owners.ts --apart "--ready=$ready" > "$report" 2>&1 &
owners=$!
# The owner sets start while this checkout builds, once their copy of it is made.
while [ ! -e "$ready" ] && kill -0 "$owners" 2>/dev/null; do sleep 0.2; done
# The owner's pipeline, rehearsed from a commit of this working tree in clones of its own.
npx tsx scripts/test/rehearse/index.ts > "$rehearsal" 2>&1 &
rehearse=$!
# The unit tier first: it needs no build, and a broken function fails here in seconds.
{
  npm run test:unit && npm run build && npx tsc --noEmit && npm run test:build && npm run test:browser
} 2>&1 | tee "$checkout"
main=${PIPESTATUS[0]}
wait "$owners"
sets=$?
wait "$rehearse"
rehearsed=$?
cat "$rehearsal" "$report"
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
[ "$sets" -eq 0 ] || digest "the owner sets" "$report"
[ "$rehearsed" -eq 0 ] || digest "the pipeline rehearsal" "$rehearsal"
echo
echo "This checkout (unit tests, build, types, build tests, browser tests): $(verdict "$main")."
echo "Owner sets (their builds, browser checks, code budgets and font fit): $(verdict "$sets")."
echo "The pipeline rehearsal (every workflow job, as GitHub runs it): $(verdict "$rehearsed")."
[ "$main" -eq 0 ] && [ "$sets" -eq 0 ] && [ "$rehearsed" -eq 0 ]
