#!/usr/bin/env bash
# Coverage-guided fuzzing of one reader (or the whole pipeline) with libFuzzer.
#
#   scripts/fuzz.sh TARGET SECONDS [RUNS]  fuzz TARGET for SECONDS (or RUNS executions, if
#                                      fewer); prints the executions done. TARGET may be
#                                      a comma-separated list (one build, each in turn)
#   scripts/fuzz.sh --smoke SECONDS    every target for SECONDS each (CI)
#   scripts/fuzz.sh --list             the targets
#   scripts/fuzz.sh COMMAND/FORMAT SECONDS [RUNS]
#                                      one autolint command in process on one format (the
#                                      command campaigns): COMMAND is check, explain, solve, graph,
#                                      report, export, exercise or trace; FORMAT is yaml, json, ib,
#                                      log, trace, swift or objc. Bounds: 20 s and 1 GB an input.
#
# Targets: fixture-yaml fixture-threads fixture-json equation vfl ib console-log trace config baseline swift-source
# objc-source xcode-project xcconfig info-plist controllers-swift controllers-objc pipeline
# (Sources/autolint-fuzz). The harness is built with `-sanitize=fuzzer`, optimised, in
# .build-fuzz/ (the first build takes about ten minutes, mostly swift-syntax; later ones seconds):
# an optimised harness runs several times more inputs per second, and its 2-second timeout means
# what the 2-second bound on a release build means.
# Seeds are copied at run time into .build-fuzz/corpus/TARGET from Fixtures/, the test documents
# and ../shared/corpus; the corpus grows there across runs. Crashes, hangs over 2 s and inputs
# that take over 2 GB are written to .build-fuzz/findings/TARGET/; minimise one with
#   AUTOLINT_FUZZ_TARGET=TARGET .build-fuzz/release/autolint-fuzz -minimize_crash=1 -runs=10000 FILE
# and keep it in Tests/AutolintCommandTests/FuzzFindings/TARGET/ (FuzzFindingsTests replays it).
# docs/fuzzing.md records the campaigns run.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(fixture-yaml fixture-threads fixture-json equation vfl ib console-log trace config baseline swift-source objc-source
         xcode-project xcconfig info-plist controllers-swift controllers-objc pipeline)
shared=../shared

usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 1; }

if [[ ${1:-} == --list ]]; then printf '%s\n' "${targets[@]}"; exit 0; fi
[[ $# -eq 2 || $# -eq 3 ]] || usage
[[ $2 =~ ^[0-9]+$ && ${3:-0} =~ ^[0-9]+$ ]] || usage
runs=${3:--1}

scripts/setup.sh
if ! swiftc -sanitize=fuzzer -parse-as-library -o /dev/null - <<<'@_cdecl("LLVMFuzzerTestOneInput") func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }' >/dev/null 2>&1; then
    echo "note: this Swift toolchain cannot build libFuzzer targets (-sanitize=fuzzer); nothing was fuzzed." >&2
    exit 0
fi
echo "Building the fuzz harness in .build-fuzz ..." >&2
swift build -c release --scratch-path .build-fuzz --product autolint-fuzz \
    -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library -Xswiftc -D -Xswiftc AUTOLINT_LIBFUZZER >&2
harness=.build-fuzz/release/autolint-fuzz

# Copies TARGET's seeds into its corpus folder (files already there stay).
seed() {
    local target=$1 corpus=.build-fuzz/corpus/$1
    mkdir -p "$corpus"
    local files=()
    case $target in
        fixture-yaml|fixture-threads|pipeline)
            mapfile -t files < <(find Fixtures Tests -name '*.layout.yml' -o -name '*.layout.yaml' | sort)
            files+=("$shared"/fuzz/*.layout.yml) ;;
        fixture-json)
            mapfile -t files < <(find Fixtures Tests -name '*.layout.json' | sort)
            # JSON seeds from the YAML fixtures: the same layouts in the other syntax.
            for fixture in Fixtures/*.layout.yml; do
                python3 -c 'import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), open(sys.argv[2], "w"), indent=1)' \
                    "$fixture" "$corpus/$(basename "$fixture" .yml).json" 2>/dev/null || true
            done ;;
        equation|vfl)
            local n=0
            while IFS= read -r line; do
                n=$((n + 1)); printf '%s' "$line" > "$corpus/seed-$n"
            done < "scripts/fuzz/seeds/$target.txt" ;;
        ib)
            files=(Tests/AutolintFormatsTests/InterfaceBuilderDocuments/*)
            [[ -d $shared/corpus/ib ]] && files+=("$shared"/corpus/ib/*)
            files+=("$shared"/fuzz/*.xib "$shared"/fuzz/*.storyboard) ;;
        console-log)
            files=(Tests/AutolintFormatsTests/ConsoleLogSamples/*)
            [[ -d $shared/corpus/logs ]] && files+=("$shared"/corpus/logs/*)
            files+=("$shared"/fuzz/*.log) ;;
        trace)
            [[ -d $shared/corpus/traces ]] && files+=("$shared"/corpus/traces/*) ;;
        config)
            files=(.autolint.yml "$shared"/fuzz/*.autolint.yml)
            printf 'included: [Fixtures]\nexcluded: [Fixtures/broken]\ndisabled_rules: [misplaced-view]\nseverity: {left-right-attributes: error}\ndevices: [iphone-se, kiosk]\ncustom_devices: [{name: kiosk, size: [800, 600]}]\nstrict: true\n' > "$corpus/seed-config.yml" ;;
        baseline)
            files=(scripts/fuzz/seeds/baseline.json) ;;
        swift-source)
            [[ -d $shared/corpus/source ]] && mapfile -t files < <(find "$shared/corpus/source" -name '*.swift' | sort)
            files+=(Tests/AutolintSourceTests/*.swift) ;;
        objc-source)
            [[ -d $shared/corpus/source ]] && mapfile -t files < <(find "$shared/corpus/source" -name '*.m' -o -name '*.h' | sort)
            files+=(Tests/AutolintSourceTests/ObjectiveCReaderTests.swift) ;;
        xcode-project|xcconfig|info-plist|controllers-swift|controllers-objc)
            files=(scripts/fuzz/seeds/"$target"/*)
            [[ $target == controllers-swift ]] && files+=(Tests/AutolintSourceTests/SupportedOrientationsReaderTests.swift)
            [[ $target == controllers-objc && -d $shared/corpus/source ]] && mapfile -t -O ${#files[@]} files < <(find "$shared/corpus/source" -name '*.m' | sort) ;;
        *) echo "unknown target '$target'; targets: ${targets[*]}" >&2; exit 1 ;;
    esac
    for file in "${files[@]}"; do
        [[ -f $file ]] && cp "$file" "$corpus/" 2>/dev/null || true
    done
}

# A command campaign's format: the reader target whose seeds and dictionary it takes, and the
# file name its inputs are written under.
format_target() {
    case $1 in
        yaml) echo fixture-yaml ;; json) echo fixture-json ;; ib) echo ib ;; log) echo console-log ;;
        trace) echo trace ;; swift) echo swift-source ;; objc) echo objc-source ;;
        *) echo "unknown format '$1'; formats: yaml json ib log trace swift objc" >&2; exit 1 ;;
    esac
}
format_file() {
    case $1 in
        yaml) echo fuzz.layout.yml ;; json) echo fuzz.layout.json ;; ib) echo fuzz.xib ;; log|trace) echo fuzz.log ;;
        swift) echo Fuzz.swift ;; objc) echo Fuzz.m ;;
    esac
}

dictionary() {
    case $1 in
        fixture-yaml|fixture-threads|fixture-json|pipeline) echo scripts/fuzz/dictionaries/fixture.dict ;;
        *) echo "scripts/fuzz/dictionaries/$1.dict" ;;
    esac
}

# Fuzzes one target; prints "TARGET: N executions in S s, K findings".
run() {
    local target=$1 seconds=$2
    local name=$target harness_target=$target bounds=(-timeout=2 -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=65536)
    local environment=()
    if [[ $target == */* ]]; then
        local command=${target%/*} format=${target#*/}
        name="$command-$format"
        harness_target=command
        target=$(format_target "$format")
        environment=(AUTOLINT_FUZZ_COMMAND="$command" AUTOLINT_FUZZ_FILE="$(format_file "$format")")
        bounds=(-timeout=20 -rss_limit_mb=1024 -malloc_limit_mb=1024 -max_len=262144)
        seed "$target"
        mkdir -p ".build-fuzz/corpus/$name"
        cp -n ".build-fuzz/corpus/$target"/* ".build-fuzz/corpus/$name/" 2>/dev/null || true
    else
        seed "$target"
    fi
    local findings=.build-fuzz/findings/$name
    mkdir -p "$findings"
    local log=.build-fuzz/$name.log
    local started=$SECONDS
    # libFuzzer can hang in its own crash handler after a segmentation fault: the run is bounded.
    # As autolint's workers run (IsolatedRun): fixed hash seeds, and no backtracer in the way of
    # libFuzzer's crash handler (it symbolicated for seconds, which libFuzzer saw as a timeout).
    env "${environment[@]}" SWIFT_DETERMINISTIC_HASHING=1 SWIFT_BACKTRACE=enable=no AUTOLINT_FUZZ_TARGET=$harness_target \
        timeout --kill-after=10 $((seconds + 120)) "$harness" ".build-fuzz/corpus/$name" \
        -dict="$(dictionary "$target")" -max_total_time="$seconds" -runs="$runs" "${bounds[@]}" \
        -print_final_stats=1 -artifact_prefix="$findings/" -close_fd_mask=3 >"$log" 2>&1 || true
    local elapsed=$((SECONDS - started))
    local executions
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    local count
    count=$(find "$findings" -type f | wc -l)
    echo "$name: ${executions:-0} executions in $elapsed s, $count findings (log: $log)"
    [[ $count -eq 0 ]]
}

status=0
if [[ $1 == --smoke ]]; then
    for target in "${targets[@]}"; do run "$target" "$2" || status=1; done
else
    IFS=, read -ra chosen <<<"$1"
    for target in "${chosen[@]}"; do run "$target" "$2" || status=1; done
fi
exit $status
