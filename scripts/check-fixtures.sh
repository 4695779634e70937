#!/usr/bin/env bash
# The main job: builds autolint and checks the bundled Fixtures/, printing the report.
# Extra arguments go to `autolint check` (e.g. --reporter summary, --all-devices).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --product autolint 2>&1 | tail -n 1 >&2
exec .build/debug/autolint check Fixtures "$@"
