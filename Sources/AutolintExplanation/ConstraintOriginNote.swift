import AutolintModel
import Foundation

/// Why a constraint nobody wrote exists, in one or two sentences: autoresizing translation,
/// a cell's encapsulated size, stack view internals, intrinsic size, temporary sizes, guides,
/// and the code location a library printed. Nil for a plain constraint of the app's own.
public enum ConstraintOriginNote {
    public static func note(for constraint: LayoutConstraint, naming: ViewNaming) -> String? {
        let view = naming.name(constraint.first.item.view)
        let framework = naming.layout.root.className.hasPrefix("NS") ? "AppKit" : "UIKit"
        switch constraint.origin {
        case .autoresizingMask:
            return autoresizing(constraint, view: view, naming: naming, framework: framework)
        case .encapsulatedLayout:
            return encapsulated(constraint, naming: naming)
        case .stackView(let identifier):
            return stackView(identifier, constraint: constraint)
        case .contentHugging:
            return "This is \(view.possessive) intrinsic content size: it resists growing beyond \(ConstraintSentence.points(constraint.constant)) at priority \(constraint.priority) (content hugging)."
        case .compressionResistance:
            return "This is \(view.possessive) intrinsic content size: it resists shrinking below \(ConstraintSentence.points(constraint.constant)) at priority \(constraint.priority) (compression resistance)."
        case .layoutGuide:
            return "\(framework) made this to place a layout guide (layout margins, safe area, or a view controller's top or bottom layout guide)\(identifierSuffix(constraint))."
        case .consoleLog(let printedClass):
            return printed(printedClass, constraint: constraint, view: view, framework: framework)
        case .explicit, .visualFormat, .nonNegativeSize, .deviceFrame:
            return nil
        }
    }

    private static func autoresizing(_ constraint: LayoutConstraint, view: ViewNaming.Name, naming: ViewNaming, framework: String) -> String {
        let axis = constraint.first.attribute.axis ?? .horizontal
        var text = "\(framework) made this from \(view.possessive) autoresizing mask because its translatesAutoresizingMaskIntoConstraints is on"
        if let printed = naming.layout.view(view.id), !printed.autoresizingMaskUnknownAxes.contains(axis) {
            text += " (\(printed.autoresizingMask.logNotation(axis)): \(describe(printed.autoresizingMask, axis: axis)))"
        }
        text += "; such constraints pin the view's frame as it was when they were made."
        if constraint.second == nil, constraint.first.attribute.isSize, constraint.constant == 0 {
            text += " A size of 0 usually means the view was made with a zero frame and never given its size before Auto Layout ran."
        }
        return text
    }

    /// `fixed left margin, fixed width, flexible right margin`.
    static func describe(_ mask: AutoresizingMask, axis: Axis) -> String {
        let parts = mask.flexibility(axis)
        let names = axis == .horizontal ? ["left margin", "width", "right margin"] : ["top margin", "height", "bottom margin"]
        return zip([parts.leadingMargin, parts.size, parts.trailingMargin], names)
            .map { ($0 ? "flexible " : "fixed ") + $1 }.joined(separator: ", ")
    }

    private static func encapsulated(_ constraint: LayoutConstraint, naming: ViewNaming) -> String {
        // The hosted view is the one inside the other: `UIView-Encapsulated-Layout-Top` prints
        // as `V:[hosted]-(0)-|` with the host as `|`, so the first item is not always the hosted.
        let items = constraint.items.map(\.view)
        let hosted = items.first { id in items.contains { $0 != id && naming.layout.view(id)?.parent == $0 } } ?? constraint.first.item.view
        let view = naming.name(hosted)
        let host = "The view that hosts \(view.noun) (a table or collection view for a cell, a bar for a bar item, a window or container for a view controller's view)"
        guard constraint.first.attribute.isSize, constraint.second == nil else {
            return "\(host) fixed its position\(identifierSuffix(constraint)); the constraints inside must agree with it."
        }
        let dimension = constraint.first.attribute == .height ? "height" : "width"
        var text = "\(host) fixed its \(dimension) to \(ConstraintSentence.points(constraint.constant))\(identifierSuffix(constraint)); the constraints inside must fit that size or give way to it."
        if constraint.constant == 0 {
            text += " A size of 0 is temporary: the host sets it before it knows the real size."
        }
        return text
    }

    private static func stackView(_ identifier: String, constraint: LayoutConstraint) -> String {
        let what: String
        switch identifier {
        case "UISV-hiding": what = "gives a hidden arranged view a size of 0"
        case "UISV-spacing": what = "keeps its spacing (\(ConstraintSentence.points(abs(constraint.constant)))) between neighbouring arranged views"
        case "UISV-canvas-connection": what = "pins its first and last arranged views to its own edges"
        case "UISV-alignment": what = "lines its arranged views up with one another (its alignment)"
        case "UISV-fill-equally": what = "makes its arranged views equally long (fillEqually distribution)"
        case "UISV-fill-proportionally": what = "shares its length in proportion to the arranged views' sizes (fillProportionally)"
        case "UISV-distributing": what = "spaces its arranged views (equalSpacing or equalCentering distribution)"
        case "UISV-ambiguity-suppression": what = "keeps arranged views from being ambiguous across its axis"
        default: what = "arranges its views with it"
        }
        return "The stack view \(what) (\(identifier)); UIKit made this constraint, not the app."
    }

    private static func printed(_ printedClass: String, constraint: LayoutConstraint, view: ViewNaming.Name, framework: String) -> String? {
        if let identifier = constraint.identifier, identifier.hasPrefix("_UITemporaryLayout") {
            let dimension = identifier.hasSuffix("Height") ? "height" : "width"
            return "\(framework) set a temporary \(dimension) of \(ConstraintSentence.points(constraint.constant)) on \(view.noun) while it measured it (systemLayoutSizeFitting, or a view not yet in a window) (\(identifier))."
        }
        let parts = printedClass.split(separator: "@", maxSplits: 1).map(String.init)
        let className = parts.first ?? printedClass
        if className == "NSIBPrototypingLayoutConstraint" {
            return "Interface Builder added this at build time because \(view.noun) had no constraints of its own in the document (a prototyping constraint)."
        }
        if className == "_UISystemBaselineConstraint" {
            // Made for system spacing (`equalToSystemSpacingAfter:`/`Below:`, VFL's standard `-`):
            // the spacing follows the fonts' baselines where the items have text, but it is a spacing.
            return "\(framework) made this for the system's standard spacing between the two items (constraint(equalToSystemSpacingAfter:) or Below:, or a standard spacing)."
        }
        if parts.count == 2 {
            let location = parts[1].replacingOccurrences(of: "#", with: " line ")
            return "Made by \(className) at \(location)."
        }
        if let identifier = constraint.identifier { return "Its identifier is “\(identifier)”." }
        return nil
    }

    private static func identifierSuffix(_ constraint: LayoutConstraint) -> String {
        constraint.identifier.map { " (\($0))" } ?? ""
    }
}
