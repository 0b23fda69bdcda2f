#!/usr/bin/env bash
# Starts a workflow of this repository on the current branch through GitHub's API (a push with a
# job's own token starts none): bash scripts/deploy/dispatch.sh WORKFLOW_FILE. Needs GH_TOKEN and
# the variables every Actions job has (GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_REF_NAME).
set -euo pipefail
workflow="$1"
curl --fail-with-body --silent --show-error -X POST \
  -H "Authorization: Bearer $GH_TOKEN" -H "Accept: application/vnd.github+json" \
  "$GITHUB_API_URL/repos/$GITHUB_REPOSITORY/actions/workflows/$workflow/dispatches" \
  -d "{\"ref\":\"$GITHUB_REF_NAME\"}"
echo "Started $workflow on $GITHUB_REF_NAME."
