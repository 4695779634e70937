#!/usr/bin/env python3
"""How `autolint check` scales with the size of one input, per shape of input.

Each shape is generated at two sizes (4 times apart by default) and checked with the release
binary; the table gives the best wall time of each and their ratio. A check should cost what its
input holds: 4 times the input, about 4 times the time. A ratio far above it (the script flags
8 and more) is work done per element over the whole input, the kind of cost issue #16 removed
from conflicts, broken priorities, console blocks, one-line IB documents and autoresizing views.

    swift build -c release --product autolint
    scripts/scaling.py                      # every shape at 500 and 2,000
    scripts/scaling.py --sizes 1000,4000 --only cards,stack

A benchmark, not a test: the machine's speed varies, so compare ratios, not times.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time


def fixture(name, views, constraints):
    return "\n".join([f"name: {name}", "device: iphone-15", "root:", "  subviews:"] + views + ["constraints:"] + constraints) + "\n"


def boxes_in_conflict(n):
    """Boxes pinned to the root, every eleventh with two required heights."""
    views = [f"    - {{id: box{i}}}" for i in range(n)]
    constraints = []
    for i in range(n):
        constraints += [f"  - box{i}.leading == root.leading + {i % 50}", f"  - box{i}.top == root.top + {i}",
                        f"  - box{i}.height == 44", f"  - box{i}.width == 100"]
        if i % 11 == 0:
            constraints.append(f"  - box{i}.height == 50")
    return fixture("boxes", views, constraints)


def cards(n):
    """Cards pinned to both edges of the root, each holding a box whose optional width cannot hold."""
    views = []
    constraints = []
    for i in range(n):
        views += [f"    - id: card{i}", f"      subviews: [{{id: box{i}}}]"]
        constraints += [f"  - card{i}.leading == root.leading + 8", f"  - card{i}.trailing == root.trailing - 8",
                        f"  - card{i}.top == root.top + {i}", f"  - card{i}.height == 40",
                        f"  - box{i}.leading == card{i}.leading", f"  - box{i}.top == card{i}.top", f"  - box{i}.height == 10",
                        f"  - box{i}.trailing <= card{i}.trailing", f"  - {{equation: \"box{i}.width == 500\", priority: 750}}"]
    return fixture("cards", views, constraints)


def ties(n):
    """Rows of two labels of equal hugging: a content priority ambiguity each."""
    views = []
    constraints = []
    for i in range(n):
        views += [f"    - id: row{i}", f"      subviews: [{{id: a{i}, class: UILabel, intrinsicSize: [100, 20]}}, "
                  f"{{id: b{i}, class: UILabel, intrinsicSize: [100, 20]}}]"]
        constraints += [f"  - row{i}.leading == root.leading", f"  - row{i}.trailing == root.trailing",
                        f"  - row{i}.top == root.top + {i}", f"  - row{i}.height == 40", f"  - a{i}.leading == row{i}.leading",
                        f"  - b{i}.leading == a{i}.trailing + 8", f"  - b{i}.trailing == row{i}.trailing",
                        f"  - a{i}.top == row{i}.top", f"  - b{i}.top == row{i}.top"]
    return fixture("ties", views, constraints)


def stack(n):
    """A vertical fill stack of labels."""
    views = ["    - id: stack", "      class: UIStackView", "      axis: vertical", "      spacing: 8", "      subviews:"]
    views += [f"        - {{id: l{i}, class: UILabel, intrinsicSize: [100, 21]}}" for i in range(n)]
    return fixture("stack", views, ["  - stack.leading == root.leading", "  - stack.trailing == root.trailing", "  - stack.top == root.top"])


def proportional(n):
    """A vertical stack of labels sharing its height in proportion to their intrinsic heights."""
    views = ["    - id: stack", "      class: UIStackView", "      axis: vertical", "      distribution: fillProportionally",
             "      spacing: 8", "      subviews:"]
    views += [f"        - {{id: l{i}, class: UILabel, intrinsicSize: [100, {21 + i % 3 * 8}]}}" for i in range(n)]
    return fixture("proportional", views, ["  - stack.leading == root.leading", "  - stack.trailing == root.trailing",
                                           "  - stack.top == root.top"])


def chain(n):
    """One VFL line of views with no widths: every width ambiguous."""
    views = [f"    - {{id: v{i}}}" for i in range(n)]
    constraints = ['  - "H:|' + "".join(f"[v{i}]" for i in range(n)) + '|"']
    constraints += [f"  - v{i}.top == root.top" for i in range(n)] + [f"  - v{i}.height == 10" for i in range(n)]
    return fixture("chain", views, constraints)


def autoresizing(n):
    """Views placed by their frames and autoresizing masks, each with one such subview."""
    views = []
    for i in range(n):
        views += [f"    - id: box{i}", "      translatesAutoresizingMask: true", f"      frame: [0, {i}, 100, 40]",
                  f"      subviews: [{{id: dot{i}, translatesAutoresizingMask: true, frame: [1, 1, 10, 10]}}]"]
    return fixture("autoresizing", views, [])


def console_block(n):
    """One "Unable to simultaneously satisfy" block listing 2n constraints."""
    lines = ["2026-11-28 10:00:00.000 App[1:1] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
             "\tProbably at least one of the constraints in the following list is one you don't want. ", "("]
    for i in range(n):
        lines.append(f'    "<NSLayoutConstraint:0x6000{i:06x} UIView:0x7f{i:08x}.width == 50   (active)>",')
        lines.append(f'    "<NSLayoutConstraint:0x6100{i:06x} UIView:0x7f{i:08x}.leading == UIView:0x7e0000001.leading + 10   (active)>",')
    lines += ['    "<NSLayoutConstraint:0x62000000 UIView:0x7f00000000.width == 60   (active)>"', ")", "",
              "Will attempt to recover by breaking constraint ", "<NSLayoutConstraint:0x62000000 UIView:0x7f00000000.width == 60   (active)>"]
    return "\n".join(lines) + "\n"


def one_line_xib(n):
    """An iOS XIB saved on one line: views pinned by two edges, every third with two widths."""
    views = []
    constraints = []
    for i in range(n):
        views.append(f'<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v{i}">'
                     f'<rect key="frame" x="10" y="{i}" width="50" height="10"/></view>')
        constraints.append(f'<constraint firstItem="v{i}" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="a{i}"/>')
        constraints.append(f'<constraint firstItem="v{i}" firstAttribute="top" secondItem="root" secondAttribute="top" constant="{i}" id="b{i}"/>')
        if i % 3 == 0:
            constraints.append(f'<constraint firstItem="v{i}" firstAttribute="width" constant="50" id="c{i}"/>')
            constraints.append(f'<constraint firstItem="v{i}" firstAttribute="width" constant="60" id="d{i}"/>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" '
            'toolsVersion="22505" useAutolayout="YES"><device id="retina4_7" orientation="portrait" appearance="light"/><objects>'
            '<view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>'
            '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>' + "".join(views)
            + "</subviews><constraints>" + "".join(constraints) + "</constraints></view></objects></document>\n")


SHAPES = {
    "boxes": (boxes_in_conflict, ".layout.yml"),
    "cards": (cards, ".layout.yml"),
    "ties": (ties, ".layout.yml"),
    "stack": (stack, ".layout.yml"),
    "proportional": (proportional, ".layout.yml"),
    "chain": (chain, ".layout.yml"),
    "autoresizing": (autoresizing, ".layout.yml"),
    "console": (console_block, ".log"),
    "xib": (one_line_xib, ".xib"),
}


def best_time(binary, path, runs):
    best = float("inf")
    environment = dict(os.environ, AUTOLINT_ISOLATION="0")
    for _ in range(runs):
        start = time.monotonic()
        subprocess.run([binary, "check", "--max-file-size", "256", path], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, env=environment, timeout=600)
        best = min(best, time.monotonic() - start)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/release/autolint")
    parser.add_argument("--sizes", default="500,2000", help="two sizes, small first")
    parser.add_argument("--only", default=",".join(SHAPES), help="shapes: " + ", ".join(SHAPES))
    parser.add_argument("--runs", type=int, default=2, help="best of this many runs")
    arguments = parser.parse_args()
    small, large = (int(size) for size in arguments.sizes.split(","))
    if not os.access(arguments.binary, os.X_OK):
        sys.exit(f"no {arguments.binary}: swift build -c release --product autolint")
    print(f"| shape | {small} | {large} | ratio |\n|---|---|---|---|")
    worst = 0.0
    with tempfile.TemporaryDirectory(prefix="autolint-scaling-") as folder:
        for name in arguments.only.split(","):
            generate, suffix = SHAPES[name]
            times = []
            for size in (small, large):
                path = os.path.join(folder, f"{name}-{size}{suffix}")
                with open(path, "w") as file:
                    file.write(generate(size))
                times.append(best_time(arguments.binary, path, arguments.runs))
            ratio = times[1] / max(times[0], 1e-3)
            worst = max(worst, ratio)
            flag = "  <- more than linear" if ratio >= 2 * large / small else ""
            print(f"| {name} | {times[0]:.2f} s | {times[1]:.2f} s | {ratio:.1f}{flag} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
