#!/usr/bin/env python3
"""Alignment insets of AppKit controls, measured on IB's own saved documents.

IB saves a view's frame; constraints place its alignment rectangle. For a control pinned to its
superview's edge by a required `==` constraint of constant `c`, the frame sits `c - inset` from
that edge, so every such constraint in a document IB laid out measures one inset. This prints,
per control kind (element, cell bezel/type/size, saved frame height) and edge, how often each
inset was measured: the evidence behind Sources/AutolintFormats/InterfaceBuilder/
InterfaceBuilderAlignmentInsets.swift. Frames IB did not update (misplaced views) measure noise,
which is why a value is taken only where the counts agree.

usage: scripts/alignment-insets.py [IB files...]   (default: the macOS documents of ../shared/corpus/ib)
"""

import collections
import glob
import os
import sys
import xml.etree.ElementTree as ET

EDGES = ("leading", "trailing", "top", "bottom", "left", "right")


def kind(element):
    cell = next((child for child in element if child.tag.endswith("Cell")), None)
    parts = [element.tag]
    if cell is not None:
        parts += [f"{name}={cell.attrib[name]}" for name in ("type", "bezelStyle", "controlSize", "boxType") if name in cell.attrib]
    parts += [f"{name}={element.attrib[name]}" for name in ("boxType", "controlSize") if name in element.attrib]
    frame = element.find("rect[@key='frame']")
    if frame is not None:
        parts.append(f"height={frame.attrib.get('height')}")
    return " ".join(parts)


def frame(element):
    rect = element.find("rect[@key='frame']") if element is not None else None
    if rect is None:
        return None
    return tuple(float(rect.attrib.get(name, "0")) for name in ("x", "y", "width", "height"))


def measure(path, counts):
    root = ET.parse(path).getroot()
    if "MacOSX" not in root.attrib.get("targetRuntime", ""):
        return
    by_id, parent_of = {}, {}
    for element in root.iter():
        if "id" in element.attrib:
            by_id[element.attrib["id"]] = element
        subviews = element.find("subviews")
        if subviews is not None:
            for child in subviews:
                parent_of[child.attrib.get("id")] = element.attrib.get("id")
    for owner in root.iter():
        constraints = owner.find("constraints")
        if constraints is None or "id" not in owner.attrib:
            continue
        for constraint in constraints:
            attributes = constraint.attrib
            if any(name in attributes for name in ("relation", "multiplier", "priority")):
                continue
            first, second = attributes.get("firstItem", owner.attrib["id"]), attributes.get("secondItem")
            edge = attributes.get("firstAttribute")
            if second is None or edge != attributes.get("secondAttribute") or edge not in EDGES:
                continue
            constant = float(attributes.get("constant", "0"))
            # child.edge == superview.edge + c, or superview.edge == child.edge + c
            for child, superview, sign in ((first, second, 1), (second, first, -1)):
                if parent_of.get(child) != superview:
                    continue
                child_frame, super_frame = frame(by_id.get(child)), frame(by_id.get(superview))
                if child_frame is None or super_frame is None:
                    continue
                x, y, width, height = child_frame
                flipped = by_id[superview].attrib.get("flipped") == "YES"
                top = y if flipped else super_frame[3] - y - height
                bottom = super_frame[3] - y - height if flipped else y
                offset = constant * sign
                inset = {
                    "leading": offset - x, "left": offset - x,
                    "trailing": -offset - (super_frame[2] - x - width), "right": -offset - (super_frame[2] - x - width),
                    "top": offset - top, "bottom": -offset - bottom,
                }[edge]
                counts[kind(by_id[child])][edge][round(inset, 1)] += 1


def main():
    paths = sys.argv[1:] or sorted(glob.glob(os.path.join(os.path.dirname(__file__), "..", "..", "shared", "corpus", "ib", "*")))
    counts = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
    for path in paths:
        if path.endswith((".xib", ".storyboard")):
            measure(path, counts)
    for control in sorted(counts):
        print(control)
        for edge in EDGES:
            if counts[control][edge]:
                print(f"    {edge:9} " + ", ".join(f"{inset:g} x{n}" for inset, n in counts[control][edge].most_common()))


if __name__ == "__main__":
    main()
