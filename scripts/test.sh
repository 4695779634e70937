#!/usr/bin/env bash
# The whole test suite. Ends with Swift Testing's own summary line; exits non-zero on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The command-line tests also run the built `autolint` program.
swift build --product autolint
swift test "$@"
