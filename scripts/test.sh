#!/usr/bin/env bash
# The whole test suite. Ends with Swift Testing's own summary line; exits non-zero on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --tests
# The command-line tests also run the built `autolint` program and the fuzz harnesses' replayer.
swift build --product autolint
swift build --product autolint-fuzz
swift test "$@"
