#!/usr/bin/env python3
"""Agreement between autolint and Interface Builder's own saved verdicts.

Interface Builder saves `ambiguous="YES"` and `misplaced="YES"` on the views it flags. For every
document of the corpus that has such views, this runs `autolint check --reporter json` on all
devices and counts how many flagged views autolint reports in some configuration:

- an ambiguous view agrees when `missing-constraints` or `content-priority-ambiguity` names it;
- a misplaced view agrees when `misplaced-view` names it.

Every disagreement is listed with its file, line, object id and class, to be explained in
docs/interface-builder-agreement.md. Standard library only.

usage: scripts/ib-agreement.py [--autolint PATH] [--corpus DIR] [--quiet]
"""

import argparse
import json
import os
import subprocess
import sys
import xml.parsers.expat

AMBIGUITY_RULES = {"missing-constraints", "content-priority-ambiguity"}
MISPLACEMENT_RULES = {"misplaced-view"}


def flagged_views(path):
    """(id, element name, line, flag) for every element IB flagged, in document order."""
    flagged = []
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attributes):
        for flag in ("ambiguous", "misplaced"):
            if attributes.get(flag) == "YES":
                flagged.append((attributes.get("id", "?"), tag, parser.CurrentLineNumber, flag))

    parser.StartElementHandler = start
    with open(path, "rb") as handle:
        parser.ParseFile(handle)
    return flagged


def reported_views(autolint, path):
    """{rule: set of view ids} over every configuration autolint checks."""
    result = subprocess.run(
        [autolint, "check", path, "--reporter", "json", "--all-devices"],
        capture_output=True, text=True, check=False)
    if result.returncode not in (0, 2):
        raise RuntimeError(f"{path}: autolint exited {result.returncode}: {result.stderr.strip()}")
    report = json.loads(result.stdout)
    views = {}
    for diagnostic in report.get("diagnostics", []):
        views.setdefault(diagnostic["rule"], set()).update(diagnostic.get("views", []))
    return views


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--autolint", default=None, help="the autolint executable (default: .build/release, else .build/debug)")
    arguments.add_argument("--corpus", default=os.path.join(root, "..", "shared", "corpus", "ib"))
    arguments.add_argument("--quiet", action="store_true", help="print the totals only")
    options = arguments.parse_args()

    autolint = options.autolint
    if autolint is None:
        candidates = [os.path.join(root, ".build", kind, "autolint") for kind in ("release", "debug")]
        autolint = next((path for path in candidates if os.access(path, os.X_OK)), None)
    if autolint is None:
        sys.exit("no autolint executable: run `swift build -c release --product autolint` first")
    if not os.path.isdir(options.corpus):
        sys.exit(f"no corpus at {options.corpus}")

    totals = {"ambiguous": [0, 0], "misplaced": [0, 0]}
    disagreements = []
    for name in sorted(os.listdir(options.corpus)):
        path = os.path.join(options.corpus, name)
        flagged = flagged_views(path)
        if not flagged:
            continue
        reported = reported_views(autolint, path)
        for identifier, tag, line, flag in flagged:
            rules = AMBIGUITY_RULES if flag == "ambiguous" else MISPLACEMENT_RULES
            agrees = any(identifier in reported.get(rule, set()) for rule in rules)
            totals[flag][0] += 1
            totals[flag][1] += agrees
            if not agrees:
                other = sorted(rule for rule, views in reported.items() if identifier in views)
                disagreements.append((name, line, identifier, tag, flag, other))

    if not options.quiet:
        for name, line, identifier, tag, flag, other in disagreements:
            also = f"; reported by {', '.join(other)}" if other else ""
            print(f"{name}:{line}: {flag} <{tag}> {identifier} not reported{also}")
    flagged_count = sum(count for count, _ in totals.values())
    agreed_count = sum(agreed for _, agreed in totals.values())
    for flag, (count, agreed) in totals.items():
        share = 100.0 * agreed / count if count else 100.0
        print(f"{flag}: {agreed} of {count} reported ({share:.1f}%)")
    share = 100.0 * agreed_count / flagged_count if flagged_count else 100.0
    print(f"all flagged views: {agreed_count} of {flagged_count} reported ({share:.1f}%)")


if __name__ == "__main__":
    main()
