#!/usr/bin/env python3
"""Every finding of `autolint check` on the IB corpus beside its reviewed verdict.

The verdicts live in docs/ib-findings.tsv (file, line, rule, configuration, object, verdict,
reason, finding), one row per finding that was reviewed by hand against the document and UIKit's or
AppKit's behaviour:

  real            a problem the author should fix
  repeat          real, but the same cause as another finding
  false-positive  autolint models UIKit/AppKit or IB wrongly there
  intended        what the author meant, or not fixable in IB
  undecided       cannot be decided from the document alone

A finding is matched to its verdict by file, rule, configuration, object id and line, and where
several findings share those, by the start of its message (the `finding` column); in an
`--all-devices` run, a finding on another device takes the verdict of the same rule on the same
object on the canvas ("as on the canvas"). Findings with no verdict are listed as `unreviewed`:
review them and add their rows. The totals give the noise per platform, (repeat +
false-positive + intended) / reviewed, the figure the README quotes. Standard library only.

With --project-devices, each document is checked as `devices: project` would check it in its app's
Xcode project (`--device project`), the projects laid out from docs/ib-projects.tsv by
scripts/ib_projects.py; findings take their verdicts as in an --all-devices run.

With --apps DIR, the documents are those of whole apps checked out under DIR (one folder per app,
listed with repository and commit in docs/ib-apps.tsv), each app checked in place as a user would
(`autolint check APP`, or `--device project` with --project-devices, which then reads the app's own
Xcode project); findings are named by their path under DIR and take their verdicts from
docs/ib-apps-findings.tsv.

usage: scripts/ib-findings.py [--autolint PATH] [--corpus DIR | --apps DIR] [--verdicts TSV] [--all-devices | --project-devices] [--summary]
"""

import argparse
import collections
import csv
import json
import os
import subprocess
import sys
import tempfile

import ib_projects

NOISE = ("repeat", "false-positive", "intended")
VERDICTS = ("real",) + NOISE + ("undecided",)


def findings(autolint, corpus, all_devices, projects=None):
    """The JSON findings of a run; with `projects` (docs/ib-projects.tsv), of `--device project` on
    the documents laid out in their apps' projects, with each finding's file named as in the corpus."""
    if projects is None:
        return run(autolint, [corpus] + (["--all-devices"] if all_devices else []))
    with tempfile.TemporaryDirectory(prefix="autolint-ib-findings-") as tree:
        names = ib_projects.build(projects, corpus, tree)
        diagnostics = run(autolint, [tree, "--device", "project"], cwd=tree)
    for finding in diagnostics:
        finding["file"] = names.get(ib_projects.real_path(os.path.join(tree, finding["file"])), finding["file"])
    return diagnostics


def run(autolint, arguments, cwd=None):
    result = subprocess.run([autolint, "check"] + arguments + ["--reporter", "json", "--quiet"], capture_output=True, text=True, check=False, cwd=cwd)
    if result.returncode not in (0, 2, 3):
        sys.exit(f"autolint exited {result.returncode}: {result.stderr.strip()[:2000]}")
    return json.loads(result.stdout).get("diagnostics", [])


def app_findings(autolint, apps, listing, project_devices):
    """Every app of `listing` (docs/ib-apps.tsv) checked in its folder under `apps`, findings named
    by their path under `apps`."""
    diagnostics = []
    with open(listing, newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            if not os.path.isdir(os.path.join(apps, row["app"])):
                sys.exit(f"{row['app']} is not checked out under {apps} (docs/ib-apps.tsv gives {row['repo']} at {row['commit']})")
            arguments = [row["app"]] + (["--device", "project"] if project_devices else [])
            diagnostics += [finding for finding in run(autolint, arguments, cwd=apps) if finding["file"].endswith((".xib", ".storyboard"))]
    return diagnostics


def document_platform(path):
    """'macOS' or 'iOS' (tvOS counted with iOS) from a document's `targetRuntime`."""
    with open(path, encoding="utf-8", errors="replace") as handle:
        head = handle.read(600)
    return "macOS" if "MacOSX" in head or "Cocoa.XIB" in head or "Cocoa.Storyboard" in head else "iOS"


def platforms(corpus):
    """{file name: 'iOS' or 'macOS'} from the corpus index beside the folder."""
    index = os.path.join(os.path.dirname(os.path.abspath(corpus)), "ib.tsv")
    kinds = {}
    if os.path.exists(index):
        with open(index, newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                kinds[row["file"]] = "macOS" if row["type"].startswith("Cocoa.") else "iOS"
    return kinds


def load_verdicts(path):
    exact, by_object = {}, {}
    if not os.path.exists(path):
        return exact, by_object
    with open(path, newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            if row["verdict"] not in VERDICTS:
                sys.exit(f"{path}: unknown verdict '{row['verdict']}' for {row['file']}:{row['line']}")
            key = (row["file"], row["rule"], row["configuration"], row["object"], row["line"])
            exact.setdefault(key, []).append((row.get("finding") or "", row["verdict"], row["reason"]))
            by_object.setdefault((row["file"], row["rule"], row["object"]), (row["verdict"], row["reason"]))
    return exact, by_object


def verdict_of(rows, message):
    """The row for one finding among the rows of its key: one whose `finding` column starts the
    message (several findings on one object and line: each axis, a scroll view's content size),
    else the row without such a column, else none."""
    for prefix, verdict, reason in rows:
        if prefix and message.startswith(prefix):
            return verdict, reason
    for prefix, verdict, reason in rows:
        if not prefix:
            return verdict, reason
    return None, None


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--autolint", default=None, help="the autolint executable (default: .build/release, else .build/debug)")
    arguments.add_argument("--corpus", default=os.path.join(root, "..", "shared", "corpus", "ib"))
    arguments.add_argument("--apps", default=None, help="a folder of whole apps, as docs/ib-apps.tsv lists them")
    arguments.add_argument("--verdicts", default=None, help="default: docs/ib-findings.tsv, or docs/ib-apps-findings.tsv with --apps")
    arguments.add_argument("--all-devices", action="store_true", help="check on every device of the catalog instead of the canvas")
    arguments.add_argument("--project-devices", action="store_true",
                           help="check on the devices each document's app supports (`--device project`, docs/ib-projects.tsv)")
    arguments.add_argument("--projects", default=os.path.join(root, "docs", "ib-projects.tsv"))
    arguments.add_argument("--summary", action="store_true", help="print the totals only")
    options = arguments.parse_args()

    autolint = options.autolint or next(
        (path for path in (os.path.join(root, ".build", kind, "autolint") for kind in ("release", "debug")) if os.access(path, os.X_OK)), None)
    if autolint is None:
        sys.exit("no autolint executable: run `swift build -c release --product autolint` first")
    if options.apps is None and not os.path.isdir(options.corpus):
        sys.exit(f"no corpus at {options.corpus}")
    if options.apps is not None and not os.path.isdir(options.apps):
        sys.exit(f"no apps at {options.apps}")
    verdicts = options.verdicts or os.path.join(root, "docs", "ib-apps-findings.tsv" if options.apps else "ib-findings.tsv")

    kinds = {} if options.apps else platforms(options.corpus)
    exact, by_object = load_verdicts(verdicts)
    totals = collections.defaultdict(collections.Counter)
    other_devices = options.all_devices or options.project_devices
    if options.apps:
        found = app_findings(autolint, os.path.abspath(options.apps), os.path.join(root, "docs", "ib-apps.tsv"), options.project_devices)
    else:
        found = findings(autolint, options.corpus, options.all_devices, options.projects if options.project_devices else None)
    for finding in found:
        if finding["rule"] == "input-error":
            continue  # a refused document is not a finding about its layouts
        name = finding["file"] if options.apps else os.path.basename(finding["file"])
        if options.apps and name not in kinds:
            kinds[name] = document_platform(os.path.join(options.apps, name))
        platform = kinds.get(name, "iOS")
        key = (name, finding["rule"], finding.get("configuration", ""), finding.get("objectID", ""), str(finding["line"]))
        verdict, reason = verdict_of(exact.get(key, []), finding["message"])
        if verdict is None and other_devices and (name, finding["rule"], finding.get("objectID", "")) in by_object:
            verdict, reason = by_object[(name, finding["rule"], finding.get("objectID", ""))]
            reason = f"as on the canvas: {reason}"
        verdict = verdict or "unreviewed"
        totals[platform][verdict] += 1
        if not options.summary:
            where = f"{name}:{finding['line']}"
            configuration = finding.get("configuration", "all")
            print(f"{platform}\t{where}\t{finding['rule']}\t{configuration}\t{finding.get('objectID', '')}\t{verdict}\t{reason or finding['message'][:120]}")

    for platform in sorted(totals):
        counts = totals[platform]
        reviewed = sum(counts[verdict] for verdict in VERDICTS)
        noise = sum(counts[verdict] for verdict in NOISE)
        share = 100.0 * noise / reviewed if reviewed else 0.0
        parts = ", ".join(f"{counts[verdict]} {verdict}" for verdict in VERDICTS + ("unreviewed",) if counts[verdict])
        print(f"{platform}: {sum(counts.values())} findings ({parts}); noise {noise} of {reviewed} reviewed = {share:.1f}%")


if __name__ == "__main__":
    main()
