#!/usr/bin/env bash
# pre-commit's `autolint-build` hook: builds autolint from the checkout pre-commit made of this
# repository (once; later runs reuse the build), then checks the staged files it is given.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [[ ! -x "$root/.build/release/autolint" ]]; then
    "$root/scripts/setup.sh" >&2
    swift build -c release --product autolint --package-path "$root" >&2
fi
exec "$root/.build/release/autolint" check --quiet "$@"
