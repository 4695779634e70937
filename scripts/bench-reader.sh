#!/usr/bin/env bash
# Reading benchmark: `autolint check` (release build) on a generated fixture of N equation
# constraints (default 100,000) over N/10 views; prints the best of 3 runs in milliseconds.
# This is an upper bound of reading alone: it includes the static rules and the report.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}
views=$((count / 10))
directory=$(mktemp -d)
trap 'rm -rf "$directory"' EXIT
fixture="$directory/bench.layout.yml"
awk -v n="$count" -v v="$views" 'BEGIN {
    split("leading trailing top bottom width height centerX centerY firstBaseline lastBaseline", attributes, " ")
    print "name: reader benchmark"; print "root:"; print "  subviews:"
    for (i = 0; i < v; i++) printf "    - {id: v%d, intrinsicSize: [10, 10]}\n", i
    print "constraints:"
    for (j = 0; j < n; j++) {
        a = j % v; b = (j * 7 + 1) % v; attribute = attributes[int(j / v) % 10 + 1]
        printf "  - v%d.%s == v%d.%s + %d\n", a, attribute, b, attribute, j % 97
    }
}' > "$fixture"
swift build -c release --product autolint 2>&1 | tail -n 1 >&2
best=""
for _ in 1 2 3; do
    start=$(date +%s%N)
    .build/release/autolint check "$fixture" --reporter summary --quiet >/dev/null
    elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
    if [[ -z $best || $elapsed -lt $best ]]; then best=$elapsed; fi
done
echo "read+check n=$count constraints ($(wc -c < "$fixture") bytes): best of 3 = ${best} ms"
