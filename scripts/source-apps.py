#!/usr/bin/env python3
"""Every source-code finding of `autolint check` on the apps of docs/source-apps.tsv (whole
folders, as a user runs it), beside its reviewed verdict; then noise and coverage per app.

usage: scripts/source-apps.py --apps DIR [--autolint PATH] [--bench PATH]

DIR holds one folder per app, named as in the ledger, at the ledger's commit (fetch them; they
are not in the repository). Coverage comes from `autolint-bench source-coverage` on each folder.
A finding not in the ledger is printed as "unreviewed" and makes the exit status 1."""
import argparse, json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = (".swift", ".m", ".mm")


def ledger(path):
    apps, verdicts = [], {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or line.startswith("kind\t") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            if parts[0] == "app":
                apps.append(parts[1])
            elif parts[0] == "finding":
                verdicts[(parts[1], parts[2])] = (parts[3], parts[4] if len(parts) > 4 else "")
    return apps, verdicts


def findings(autolint, folder):
    run = subprocess.run([autolint, "check", folder, "--reporter", "json", "--quiet"], capture_output=True, text=True)
    report = json.loads(run.stdout)
    found = []
    for entry in report["diagnostics"]:
        if not entry["file"].endswith(SOURCE):
            continue
        relative = os.path.relpath(entry["file"], folder)
        found.append((f"{relative}:{entry['line']} {entry['rule']}", entry["severity"], entry["message"]))
    return sorted(set(found)), report["summary"]


def coverage(bench, folder):
    run = subprocess.run([bench, "source-coverage", folder], capture_output=True, text=True)
    total = [line for line in run.stdout.splitlines() if line.startswith("total")]
    if not total:
        return 0, 0
    fields = dict(part.split("=") for part in total[-1].split("\t")[1:3])
    return int(fields["found"]), int(fields["understood"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--apps", required=True)
    parser.add_argument("--autolint", default=None)
    parser.add_argument("--bench", default=None)
    parser.add_argument("--ledger", default=os.path.join(ROOT, "docs/source-apps.tsv"))
    arguments = parser.parse_args()
    build = "release" if os.path.exists(os.path.join(ROOT, ".build/release/autolint")) else "debug"
    autolint = arguments.autolint or os.path.join(ROOT, f".build/{build}/autolint")
    bench = arguments.bench or os.path.join(ROOT, f".build/{build}/autolint-bench")
    apps, verdicts = ledger(arguments.ledger)
    totals = {"findings": 0, "false": 0, "false errors": 0, "unreviewed": 0, "expressions": 0, "understood": 0}
    for app in apps:
        folder = os.path.join(arguments.apps, app)
        if not os.path.isdir(folder):
            print(f"{app}: not in {arguments.apps} (skipped)")
            continue
        found, summary = findings(autolint, folder)
        expressions, understood = coverage(bench, folder)
        for key, severity, message in found:
            verdict, reason = verdicts.get((app, key), ("unreviewed", ""))
            print(f"{app}\t{key}\t{severity}\t{verdict}\t{message[:120]}")
            totals["findings"] += 1
            totals["false"] += verdict == "false positive"
            totals["false errors"] += verdict == "false positive" and severity == "error"
            totals["unreviewed"] += verdict == "unreviewed"
        totals["expressions"] += expressions
        totals["understood"] += understood
        share = 100 * understood / expressions if expressions else 0
        print(f"{app}: {len(found)} source findings; {summary.get('unresolved', 0)} places not followed; "
              f"coverage {understood} of {expressions} constraint expressions ({share:.1f} %)")
    noise = 100 * totals["false"] / totals["findings"] if totals["findings"] else 0
    share = 100 * totals["understood"] / totals["expressions"] if totals["expressions"] else 0
    print(f"all: {totals['findings']} findings, {totals['false']} false ({noise:.1f} %), {totals['false errors']} false errors, "
          f"{totals['unreviewed']} unreviewed; coverage {totals['understood']} of {totals['expressions']} ({share:.1f} %)")
    return 1 if totals["unreviewed"] else 0


if __name__ == "__main__":
    sys.exit(main())
