#!/usr/bin/env bash
# The checks `npm test` runs once the site is built: types, unit tests and browser tests on this
# checkout, while the owner sets build and run their browser checks in a copy of the project
# (scripts/test/owners.ts --apart), the code budgets measured on the sections set's build. The two
# halves mostly wait on browsers, so side by side they keep both cores busy; either failing fails
# the whole.
set -uo pipefail
cd "$(dirname "$0")/../.."
npx tsx scripts/test/owners.ts --apart &
owners=$!
npx tsc --noEmit && npx vitest run && npx playwright test
main=$?
wait "$owners"
sets=$?
[ "$main" -eq 0 ] && [ "$sets" -eq 0 ]
