#!/usr/bin/env bash
# The checks `npm test` runs once the site is built, in two halves side by side:
# - this checkout: types, unit tests and browser tests;
# - the owner's content: the owner sets, each built and checked in a copy of the project
#   (scripts/test/owners.ts --apart, with the code budgets on the sections set's build), then the
#   hostile-content builds, which make their own copy.
# The run is CPU-bound on two cores, so the halves are balanced by work: each is about half of it.
# Either failing fails the whole.
set -uo pipefail
cd "$(dirname "$0")/../.."
HOSTILE=scripts/test/hostile-content.test.ts
(
  npx tsx scripts/test/owners.ts --apart
  sets=$?
  # Printed whole when done, not woven into the other half's lines.
  log=$(mktemp)
  npx vitest run "$HOSTILE" >"$log" 2>&1
  hostile=$?
  cat "$log" && rm -f "$log"
  [ "$sets" -eq 0 ] && [ "$hostile" -eq 0 ]
) &
owners=$!
npx tsc --noEmit && npx vitest run --exclude "$HOSTILE" && npx playwright test
main=$?
wait "$owners"
sets=$?
[ "$main" -eq 0 ] && [ "$sets" -eq 0 ]
