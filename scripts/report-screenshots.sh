#!/usr/bin/env bash
# Makes the report screenshots in docs/images/: `autolint report` on a corpus storyboard and on
# the bundled fixtures, painted by headless Chromium at a desktop's and a phone's width.
# Needs ../shared/corpus and Debian's chromium (scripts/setup.sh installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --product autolint 2>&1 | tail -n 1 >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
storyboard=../shared/corpus/ib/duckduckgo__iOS__DuckDuckGo__Base.lproj__Feedback.storyboard
.build/debug/autolint report "$storyboard" -o "$work/storyboard.html" --quiet || true
.build/debug/autolint report Fixtures/conflicting-constraints.layout.yml Fixtures/analysis/missing-constraints.layout.yml \
    Fixtures/unsatisfiable-priority.layout.yml -o "$work/fixtures.html" --quiet || true
for page in storyboard fixtures; do
    for size in 1280,1500 390,1500; do
        width=${size%,*}
        chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile" \
            --screenshot="docs/images/report-$page-$width.png" --window-size="$size" "file://$work/$page.html" 2>/dev/null
        echo "docs/images/report-$page-$width.png"
    done
done
