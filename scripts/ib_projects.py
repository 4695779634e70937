#!/usr/bin/env python3
"""The Xcode projects of the IB corpus's apps, as `devices: project` reads them.

The corpus holds the documents but not their projects. docs/ib-projects.tsv records, per corpus
document, what `autolint devices --device project` found in the real project at the corpus's commit:
the project, the targets shipping the document, and per target it runs in (a runner) the iPhone and
iPad orientations, the Mac, and the settings and keys they came from; and the view controllers
whose Swift code narrows their iPhone orientations (`Class=portrait`, space-separated).

  record     writes that file: reads a folder of the real projects' files (project.pbxproj,
             .xcconfig files, Info.plists and Swift sources at their paths in each repository,
             `<owner>__<repo>/...`),
             places a copy of each corpus document beside them, and runs `autolint devices` on it.
  build      (used by `ib-findings.py --project-devices`) lays out, in a scratch folder, a small
             project per app that says exactly what the file records (one target per runner, its
             family and orientations as build settings, and a Swift file declaring the controllers with
             their orientations), with copies of the documents at their paths;
             `autolint check --device project` on it checks each document as in its real project.

Standard library only. usage: scripts/ib_projects.py record --projects DIR [--autolint PATH] [--corpus DIR] [--output TSV]
"""

import argparse
import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile

COLUMNS = ("file", "repo", "path", "project", "shipped_by", "runner", "iPhone", "iPad", "mac", "sources", "controllers")
ORIENTATION_KEYS = {"portrait": "UIInterfaceOrientationPortrait", "landscape": "UIInterfaceOrientationLandscapeLeft"}


def corpus_index(corpus):
    """[(file name, repo, path in repo)] of the corpus index beside the folder, in its order."""
    index = os.path.join(os.path.dirname(os.path.abspath(corpus)), "ib.tsv")
    with open(index, newline="") as handle:
        return [(row["file"], row["repo"], row["path"]) for row in csv.DictReader(handle, delimiter="\t")]


def place_documents(corpus, tree, documents):
    """Copies each corpus document to `tree/<owner>__<repo>/<path>` (a scratch folder: a folder
    search does not follow links to files); returns {placed path: file name}."""
    placed = {}
    for name, repo, path in documents:
        copy = os.path.join(tree, repo.replace("/", "__"), path)
        os.makedirs(os.path.dirname(copy), exist_ok=True)
        shutil.copyfile(os.path.join(corpus, name), copy)
        placed[real_path(copy)] = name
    return placed


def real_path(path):
    """The path with its folders resolved (the scratch folder may be behind a link)."""
    return os.path.realpath(path)


def record(options):
    documents = corpus_index(options.corpus)
    with tempfile.TemporaryDirectory(prefix="autolint-ib-projects-") as scratch:
        tree = os.path.join(scratch, "tree")
        subprocess.run(["cp", "-R", os.path.abspath(options.projects), tree], check=True)
        placed = place_documents(options.corpus, tree, documents)
        result = subprocess.run([options.autolint, "devices", tree, "--device", "project", "--format", "json"],
                                capture_output=True, text=True, check=False, cwd=tree)
        if result.returncode not in (0, 3):
            sys.exit(f"autolint devices exited {result.returncode}: {result.stderr.strip()[:2000]}")
        entries = {real_path(os.path.join(tree, entry["file"])): entry for entry in json.loads(result.stdout)}
    by_name = {name: (repo, path) for name, repo, path in documents}
    rows = []
    for copy, name in sorted(placed.items(), key=lambda item: item[1]):
        repo, path = by_name[name]
        entry = entries.get(copy)
        if entry is None:
            continue
        base = {"file": name, "repo": repo, "path": path, "project": entry.get("project") or "",
                "shipped_by": ", ".join(entry.get("targets", [])),
                "controllers": " ".join(f"{c['class']}={'+'.join(c['iPhone'])}" for c in entry.get("controllers", []))}
        if base["project"]:
            base["project"] = base["project"].split(repo.replace("/", "__") + "/", 1)[-1]
        runners = entry.get("runners", [])
        for runner in runners or [None]:
            row = dict(base, runner="", iPhone="", iPad="", mac="", sources="; ".join(entry.get("notes", [])))
            if runner:
                row.update(runner=runner["target"], iPhone=" ".join(runner["iPhone"]), iPad=" ".join(runner["iPad"]),
                           mac="yes" if runner["mac"] else "", sources="; ".join(runner["sources"]))
            rows.append(row)
    with open(options.output, "w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS, delimiter="\t", lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    print(f"{len(rows)} rows for {len({row['file'] for row in rows})} documents written to {options.output}")


def pbxproj(targets):
    """A project.pbxproj text with these targets: [(name, resource paths relative to the project's
    folder, build settings)], every resource in the main group."""
    objects, target_ids, references = [], [], []

    def quoted(text):
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

    for index, (name, resources, settings) in enumerate(targets):
        files = []
        for number, resource in enumerate(sorted(resources)):
            objects.append(f"R{index}x{number} = {{isa = PBXFileReference; path = {quoted(resource)}; sourceTree = SOURCE_ROOT; }};")
            references.append(f"R{index}x{number}, ")
            objects.append(f"B{index}x{number} = {{isa = PBXBuildFile; fileRef = R{index}x{number}; }};")
            files.append(f"B{index}x{number}, ")
        text = " ".join(f"{key} = {quoted(value)};" for key, value in sorted(settings.items()))
        objects.append(f"C{index} = {{isa = XCBuildConfiguration; name = Release; buildSettings = {{{text}}}; }};")
        objects.append(f"L{index} = {{isa = XCConfigurationList; buildConfigurations = (C{index}, ); }};")
        objects.append(f"P{index} = {{isa = PBXResourcesBuildPhase; files = ({''.join(files)}); }};")
        objects.append(f"T{index} = {{isa = PBXNativeTarget; name = {quoted(name)}; buildConfigurationList = L{index}; "
                       f"buildPhases = (P{index}, ); productType = \"com.apple.product-type.application\"; }};")
        target_ids.append(f"T{index}, ")
    objects.append(f"MAIN = {{isa = PBXGroup; children = ({''.join(references)}); sourceTree = \"<group>\"; }};")
    objects.append(f"ROOT = {{isa = PBXProject; mainGroup = MAIN; targets = ({''.join(target_ids)}); }};")
    return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n" + "".join(f"\t\t{line}\n" for line in objects) \
        + "\t};\n\trootObject = ROOT;\n}\n"


def swift_controller(name, orientations):
    """A controller class that allows only these iPhone orientations, as the recorded one does."""
    mask = ", ".join("." + word for word in orientations)
    return f"\nclass {name}: UIViewController {{\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {{ [{mask}] }}\n}}\n"


def runner_settings(row):
    """The build settings that make a target support what the row records."""
    settings = {}
    families = [code for code, key in (("1", "iPhone"), ("2", "iPad")) if row[key]]
    ios = bool(families)
    if row["mac"] and not ios:
        settings["SDKROOT"] = "macosx"
    elif ios and not row["mac"]:
        settings["SDKROOT"] = "iphoneos"
    if families:
        settings["TARGETED_DEVICE_FAMILY"] = ",".join(families)
    for family in ("iPhone", "iPad"):
        if row[family]:
            settings[f"INFOPLIST_KEY_UISupportedInterfaceOrientations_{family}"] = " ".join(ORIENTATION_KEYS[word] for word in row[family].split())
    return settings


def build(recorded, corpus, tree):
    """Lays out the recorded projects and the corpus documents in `tree`; returns {real document path: file name}."""
    with open(recorded, newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    projects = {}
    for row in rows:
        if not row["runner"]:
            continue
        targets = projects.setdefault((row["repo"], row["project"]), {})
        resources, settings = targets.get(row["runner"], (set(), runner_settings(row)))
        resources.add(os.path.relpath(row["path"], os.path.dirname(row["project"]) or "."))
        targets[row["runner"]] = (resources, settings)
    controllers = {}
    for row in rows:
        for item in row.get("controllers", "").split():
            name, orientations = item.split("=", 1)
            controllers.setdefault((row["repo"], row["project"]), {})[name] = orientations.split("+")
    for (repo, project), targets in projects.items():
        folder = os.path.join(tree, repo.replace("/", "__"), project)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "project.pbxproj"), "w") as handle:
            handle.write(pbxproj([(name, resources, settings) for name, (resources, settings) in sorted(targets.items())]))
        declared = controllers.get((repo, project), {})
        if declared:
            # Beside the .xcodeproj, inside the project's folder, where the orientation index looks.
            with open(os.path.join(os.path.dirname(folder), "RecordedControllers.swift"), "w") as handle:
                handle.write("import UIKit\n" + "".join(swift_controller(name, declared[name]) for name in sorted(declared)))
    documents = sorted({(row["file"], row["repo"], row["path"]) for row in rows})
    return place_documents(corpus, tree, documents)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("command", choices=["record"])
    arguments.add_argument("--projects", required=True, help="the real projects' files, as <owner>__<repo>/<path>")
    arguments.add_argument("--autolint", default=os.path.join(root, ".build", "release", "autolint"))
    arguments.add_argument("--corpus", default=os.path.join(root, "..", "shared", "corpus", "ib"))
    arguments.add_argument("--output", default=os.path.join(root, "docs", "ib-projects.tsv"))
    record(arguments.parse_args())


if __name__ == "__main__":
    main()
