#!/usr/bin/env bash
# Per source file of the corpus (or the paths given): the constraint-making expressions found and
# how many autolint understood (read into a layout, on views it followed throughout), then the total.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product autolint-bench >&2
paths=("$@")
if ((${#paths[@]} == 0)); then paths=(../shared/corpus/source); fi
exec .build/debug/autolint-bench source-coverage "${paths[@]}"
