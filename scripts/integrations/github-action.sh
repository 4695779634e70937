#!/usr/bin/env bash
# The GitHub Action's check step: annotations on the diff (one line per finding, GitHub's workflow
# commands), a SARIF report for code scanning, and autolint's exit code as an output. The step
# itself succeeds, so that the SARIF upload runs; the action's last step fails with the code.
# Inputs come from the environment: AUTOLINT (the program), INPUT_PATHS, INPUT_ARGUMENTS,
# RUNNER_TEMP and GITHUB_OUTPUT (set by GitHub; defaults for a local run).
set -uo pipefail
autolint="${AUTOLINT:-autolint}"
read -r -a paths <<< "${INPUT_PATHS:-}"
read -r -a arguments <<< "${INPUT_ARGUMENTS:-}"
output="${GITHUB_OUTPUT:-/dev/null}"
sarif="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/autolint.sarif"

"$autolint" check "${paths[@]}" "${arguments[@]}" --reporter github-actions
code=$?
if (( code == 0 || code == 2 || code == 3 )); then
    "$autolint" check "${paths[@]}" "${arguments[@]}" --reporter sarif --output "$sarif" --quiet
    echo "sarif-file=$sarif" >> "$output"
fi
echo "exit-code=$code" >> "$output"
exit 0
