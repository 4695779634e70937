#!/usr/bin/env python3
"""Agreement between autolint and Interface Builder's own saved verdicts.

Interface Builder saves `ambiguous="YES"` and `misplaced="YES"` on the views it flags. This runs
`autolint check --reporter json` twice over the whole corpus, once on each document's design
canvas (the default) and once on every device of the catalog (`--all-devices`), and counts:

- flagged views that autolint reports in some configuration with the same verdict (an ambiguous
  view named by `missing-constraints` or `content-priority-ambiguity`, a misplaced view by
  `misplaced-view`), and those it names under another rule only;
- views IB did not flag that autolint reports as ambiguous or misplaced (on the canvas, and on
  any device), the measure of false positives.

A flagged view whose document turns IB's ambiguity warning off for it (`verifyAmbiguity="off"` or
`"ignoreSizes"`) gets no `check` finding, as in Xcode, and neither does a view that placeholder
constraints ("Remove at build time") leave to code; either agrees when `autolint trace` marks it
AMBIGUOUS LAYOUT, and is counted apart.

Every disagreement is listed with its file, line, object id and element, to be explained in
docs/interface-builder.md. Standard library only.

usage: scripts/ib-agreement.py [--autolint PATH] [--corpus DIR] [--quiet] [--canvas-only] [--per-file]
"""

import argparse
import json
import os
import subprocess
import sys
import xml.parsers.expat

VERDICT_RULES = {
    "ambiguous": {"missing-constraints", "content-priority-ambiguity"},
    "misplaced": {"misplaced-view"},
}


def flagged_views(path):
    """(id, element name, line, flag, verifyAmbiguity setting) for every element IB flagged, in
    document order."""
    flagged = []
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attributes):
        for flag in ("ambiguous", "misplaced"):
            if attributes.get(flag) == "YES":
                flagged.append((attributes.get("id", "?"), tag, parser.CurrentLineNumber, flag, attributes.get("verifyAmbiguity")))

    parser.StartElementHandler = start
    with open(path, "rb") as handle:
        parser.ParseFile(handle)
    return flagged


def placeholder_views(path):
    """Ids of the views that placeholder constraints ("Remove at build time") touch: `check` leaves
    them to the code those constraints stand in for (a layout guide counts as its owner)."""
    stack, guide_owner, touched = [], {}, set()
    parser = xml.parsers.expat.ParserCreate()

    def owner_of(depth):
        # The element that holds a <constraints> list: two levels up from a <constraint>.
        return stack[depth][1] if len(stack) >= -depth else None

    def start(tag, attributes):
        stack.append((tag, attributes.get("id")))
        if tag == "viewLayoutGuide" and len(stack) >= 2 and attributes.get("id"):
            guide_owner[attributes["id"]] = stack[-2][1]
        if tag == "constraint" and attributes.get("placeholder") == "YES":
            items = [attributes.get("firstItem") or owner_of(-3), attributes.get("secondItem")]
            touched.update(item for item in items if item)

    def end(tag):
        stack.pop()

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    with open(path, "rb") as handle:
        parser.ParseFile(handle)
    return {guide_owner.get(item, item) for item in touched}


REFUSED = {}


def reported_views(autolint, corpus, extra):
    """{file name: {rule: set of view ids}} for one run over the corpus. Documents autolint
    refuses (exit 3: a pre-Xcode 5 <archive>, an unsupported encoding) are collected in REFUSED
    and reported at the end, not fatal."""
    result = subprocess.run(
        [autolint, "check", corpus, "--reporter", "json", "--quiet"] + extra,
        capture_output=True, text=True, check=False)
    if result.returncode not in (0, 2, 3):
        raise RuntimeError(f"autolint exited {result.returncode}: {result.stderr.strip()[:2000]}")
    views = {}
    for diagnostic in json.loads(result.stdout).get("diagnostics", []):
        if diagnostic["rule"] == "input-error":
            REFUSED[os.path.basename(diagnostic["file"])] = diagnostic["message"]
            continue
        name = os.path.basename(diagnostic["file"])
        views.setdefault(name, {}).setdefault(diagnostic["rule"], set()).update(diagnostic.get("views", []))
    return views


def traced_ambiguous_views(autolint, path):
    """The view ids `autolint trace` marks AMBIGUOUS LAYOUT in any layout of one document."""
    result = subprocess.run([autolint, "trace", path], capture_output=True, text=True, check=False)
    if result.returncode == 3:
        REFUSED[os.path.basename(path)] = result.stderr.strip().splitlines()[0] if result.stderr.strip() else "unreadable"
        return set()
    if result.returncode not in (0, 2):
        raise RuntimeError(f"autolint trace exited {result.returncode}: {result.stderr.strip()[:2000]}")
    ids = set()
    for line in result.stdout.splitlines():
        if "AMBIGUOUS LAYOUT" in line and ":" in line:
            ids.add(line.split(":", 1)[1].split(",", 1)[0])
    return ids


def merged(*runs):
    result = {}
    for run in runs:
        for name, rules in run.items():
            for rule, ids in rules.items():
                result.setdefault(name, {}).setdefault(rule, set()).update(ids)
    return result


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--autolint", default=None, help="the autolint executable (default: .build/release, else .build/debug)")
    arguments.add_argument("--corpus", default=os.path.join(root, "..", "shared", "corpus", "ib"))
    arguments.add_argument("--quiet", action="store_true", help="print the totals only")
    arguments.add_argument("--canvas-only", action="store_true", help="skip the --all-devices run (minutes in a debug build)")
    arguments.add_argument("--per-file", action="store_true", help="also list, per file, the unflagged views reported on the canvas")
    options = arguments.parse_args()

    autolint = options.autolint
    if autolint is None:
        candidates = [os.path.join(root, ".build", kind, "autolint") for kind in ("release", "debug")]
        autolint = next((path for path in candidates if os.access(path, os.X_OK)), None)
    if autolint is None:
        sys.exit("no autolint executable: run `swift build -c release --product autolint` first")
    if not os.path.isdir(options.corpus):
        sys.exit(f"no corpus at {options.corpus}")

    canvas = reported_views(autolint, options.corpus, [])
    everywhere = canvas if options.canvas_only else merged(canvas, reported_views(autolint, options.corpus, ["--all-devices"]))

    totals = {flag: {"flagged": 0, "agreed": 0, "other rule": 0, "hidden": 0} for flag in VERDICT_RULES}
    unflagged = {"canvas": 0, "any device": 0}
    disagreements = []
    unflagged_per_file = []
    for name in sorted(os.listdir(options.corpus)):
        flagged = flagged_views(os.path.join(options.corpus, name))
        flagged_ids = {identifier for identifier, _, _, _, _ in flagged}
        reported = everywhere.get(name, {})
        traced = None
        left_to_code = placeholder_views(os.path.join(options.corpus, name))
        for identifier, tag, line, flag, verification in flagged:
            agrees = any(identifier in reported.get(rule, set()) for rule in VERDICT_RULES[flag])
            other = sorted(rule for rule, ids in reported.items() if identifier in ids)
            if not agrees and flag == "ambiguous" and (verification in ("off", "ignoreSizes") or identifier in left_to_code):
                if traced is None:
                    traced = traced_ambiguous_views(autolint, os.path.join(options.corpus, name))
                agrees = identifier in traced
                totals[flag]["hidden"] += agrees
            totals[flag]["flagged"] += 1
            totals[flag]["agreed"] += agrees
            if not agrees:
                totals[flag]["other rule"] += bool(other)
                disagreements.append((name, line, identifier, tag, flag, other))
        verdict_rules = set().union(*VERDICT_RULES.values())
        for key, run in (("canvas", canvas.get(name, {})), ("any device", reported)):
            ids = set().union(*(run.get(rule, set()) for rule in verdict_rules)) if run else set()
            unflagged[key] += len(ids - flagged_ids)
            if key == "canvas" and ids - flagged_ids:
                unflagged_per_file.append((name, sorted(ids - flagged_ids)))

    if not options.quiet:
        for name, line, identifier, tag, flag, other in disagreements:
            also = f"; reported by {', '.join(other)}" if other else ""
            print(f"{name}:{line}: {flag} <{tag}> {identifier} not reported{also}")
    if options.per_file:
        for name, ids in unflagged_per_file:
            print(f"{name}: {len(ids)} unflagged reported: {' '.join(ids)}")
    flagged_count = sum(t["flagged"] for t in totals.values())
    agreed_count = sum(t["agreed"] for t in totals.values())
    for flag, t in totals.items():
        share = 100.0 * t["agreed"] / t["flagged"] if t["flagged"] else 100.0
        hidden = f" ({t['hidden']} of them in the trace only: the document turns their warning off, or leaves them to code)" if t["hidden"] else ""
        print(f"{flag}: {t['agreed']} of {t['flagged']} reported ({share:.1f}%){hidden}; {t['other rule']} more under another rule")
    share = 100.0 * agreed_count / flagged_count if flagged_count else 100.0
    print(f"all flagged views: {agreed_count} of {flagged_count} reported ({share:.1f}%)")
    print(f"unflagged views reported ambiguous or misplaced: {unflagged['canvas']} on the canvas, {unflagged['any device']} on any device")
    if REFUSED:
        print(f"refused documents (not counted): {len(REFUSED)}")
        for name in sorted(REFUSED):
            print(f"  {name}: {REFUSED[name]}")


if __name__ == "__main__":
    main()
