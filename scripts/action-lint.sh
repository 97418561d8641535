#!/usr/bin/env bash
# The GitHub Action's command line (action.yml): runs the committed build of
# the action's own checkout (dist/cli.js needs no node_modules; a checkout
# without it, which no released ref is, is built first), prints annotations
# (--format github) and, when INPUT_SARIF_FILE is set, writes SARIF too.
# Exits with lint's code.
set -euo pipefail

action_path="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set}"
cli="$action_path/dist/cli.js"
if [ ! -f "$cli" ]; then
  (cd "$action_path" && npm ci --no-audit --no-fund --loglevel=error && npm run build --silent) >&2
fi

# Word splitting of the inputs is intended: they hold several operands and options.
# shellcheck disable=SC2086
read -r -a files <<<"${INPUT_FILES:-.}"
read -r -a args <<<"${INPUT_ARGS:-}"

status=0
node "$cli" lint --format github "${args[@]}" "${files[@]}" || status=$?
if [ -n "${INPUT_SARIF_FILE:-}" ]; then
  sarif_status=0
  node "$cli" lint --format sarif --output-file "$INPUT_SARIF_FILE" "${args[@]}" "${files[@]}" || sarif_status=$?
  # Findings (1) are the first run's to report; a failure to write (2) is not.
  if [ "$sarif_status" -eq 2 ] && [ "$status" -ne 2 ]; then status=2; fi
fi

exit "$status"
