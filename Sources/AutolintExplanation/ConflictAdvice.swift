import AutolintModel

/// The changes most likely wanted for a set of conflicting constraints, by the pattern the set
/// shows: autoresizing translation, a cell's encapsulated size, a hidden stack view item, a
/// temporary measuring size, a size set twice, an edge against a margin.
public enum ConflictAdvice {
    /// Fixes, most likely first; `brokenID` is the constraint UIKit breaks: the one a log says it
    /// broke (`brokenIsLogged`), else autolint's prediction, worded as one.
    public static func fixes(for conflict: [LayoutConstraint], naming: ViewNaming, brokenID: String? = nil, brokenIsLogged: Bool = false) -> [String] {
        guard !conflict.isEmpty else { return [] }
        let advisor = Advisor(conflict: conflict, naming: naming, brokenID: brokenID, brokenIsLogged: brokenIsLogged)
        let fixes = advisor.patterned()
        return fixes.isEmpty ? [advisor.general()] : fixes
    }

    /// The fixes for the patterns a conflict shows (autoresizing, an encapsulated size, a hidden
    /// stack item, a temporary size, a size set twice, an edge against its margin); empty when it
    /// shows none, for callers with a general fix of their own.
    public static func patternFixes(for conflict: [LayoutConstraint], naming: ViewNaming, brokenID: String? = nil, brokenIsLogged: Bool = false) -> [String] {
        guard !conflict.isEmpty else { return [] }
        return Advisor(conflict: conflict, naming: naming, brokenID: brokenID, brokenIsLogged: brokenIsLogged).patterned()
    }
}

/// The per-pattern rules, over one conflict.
private struct Advisor {
    let conflict: [LayoutConstraint]
    let naming: ViewNaming
    let brokenID: String?
    let brokenIsLogged: Bool

    /// Framework views whose frame their container sets through the mask: the fix is on the
    /// constraints inside, never the mask.
    static let containerManagedClasses: Set<String> = [
        "UITableViewCellContentView", "UICollectionViewCellContentView", "NSClipView", "UITableViewCell",
        "UICollectionViewCell", "UICollectionReusableView", "NSTableCellView",
    ]

    var appConstraints: [LayoutConstraint] { conflict.filter(Advisor.isMadeByApp) }

    /// Views private to UIKit and AppKit (`_UIRemoteKeyboardPlaceholderView`, `_UIButtonBarStackView`)
    /// or to a system app's own framework code (`FI_TBrowserBackgroundView` in an open panel).
    static func isSystemPrivate(_ className: String) -> Bool {
        className.hasPrefix("_") || ["FI_", "NSOpenPanel", "NSSavePanel", "UIKeyboard", "UIInputSetHost", "UIRemoteKeyboard"].contains { className.hasPrefix($0) }
    }

    static func isMadeByApp(_ constraint: LayoutConstraint) -> Bool {
        guard !constraint.origin.isSystem else { return false }
        if constraint.identifier?.hasPrefix("_UITemporaryLayout") == true { return false }
        if case .consoleLog(let printed) = constraint.origin, printed.hasPrefix("NSIBPrototypingLayoutConstraint") { return false }
        return true
    }

    func quote(_ constraint: LayoutConstraint) -> String {
        let sentence = ConstraintSentence(constraint, naming: naming).text.dropLast()
        return "“\(sentence)”" + (constraint.id.map { " (\($0))" } ?? "")
    }

    /// The app constraint on `axis` that should give way: the one UIKit broke if it is the app's,
    /// else the last one that ends a chain (bottom, trailing, size), else the last one.
    func candidateToLower(on axis: Axis?) -> LayoutConstraint? {
        let onAxis = appConstraints.filter { axis == nil || $0.first.attribute.axis == axis }
        if let broken = onAxis.first(where: { $0.id != nil && $0.id == brokenID }) { return broken }
        let chainEnds: Set<LayoutAttribute> = [.bottom, .trailing, .right, .bottomMargin, .trailingMargin, .rightMargin, .width, .height]
        return onAxis.last { chainEnds.contains($0.first.attribute) || $0.second.map { chainEnds.contains($0.attribute) } == true }
            ?? onAxis.last
    }

    func autoresizing() -> [String] {
        var seen: Set<String> = []
        var fixes: [String] = []
        for constraint in conflict where constraint.origin == .autoresizingMask && !seen.contains(constraint.first.item.view) {
            let id = constraint.first.item.view
            seen.insert(id)
            let name = naming.name(id)
            let view = naming.layout.view(id)
            let classes = [view?.className, view?.customClass].compactMap { $0 }
            if classes.contains(where: Advisor.isSystemPrivate) {
                // The system's own view: the app cannot change its mask. What it can change is the
                // constraint of its own that pushes on the view, or report the conflict to Apple.
                // A constraint between the system's views only is the system's too, whatever its class.
                let pushing = appConstraints.filter { other in
                    other.first.attribute.axis == constraint.first.attribute.axis && other.items.contains { item in
                        let view = naming.layout.view(item.view)
                        return ![view?.className, view?.customClass].compactMap { $0 }.contains(where: Advisor.isSystemPrivate)
                    }
                }.map(quote)
                fixes.append("\(capitalized(name.noun)) is the system's own view (\(classes.first ?? "")): the app cannot change how it is laid out. "
                    + (pushing.isEmpty
                        ? "If no constraint of the app touches it, this is the system's conflict: report it to Apple (Feedback Assistant) with the log."
                        : "Change or lower the app's constraint that pushes on it: " + pushing.joined(separator: ", ") + "."))
            } else if classes.contains(where: Advisor.containerManagedClasses.contains) {
                let inside = appConstraints.filter { $0.first.attribute.axis == constraint.first.attribute.axis }.map(quote)
                fixes.append("\(capitalized(name.noun)) is sized by its container through its autoresizing mask; leave that on and change the constraints that fight it, or lower one of them to 999\(inside.isEmpty ? "" : ": " + inside.joined(separator: ", "))." )
            } else {
                fixes.append("Set translatesAutoresizingMaskIntoConstraints = false on \(name.noun) before activating its constraints, and give it constraints for its position and size.")
            }
        }
        return fixes
    }

    func encapsulated() -> [String] {
        guard let size = conflict.first(where: { $0.origin == .encapsulatedLayout && $0.first.attribute.isSize && $0.second == nil }) else {
            return []
        }
        let axis = size.first.attribute.axis
        guard let lower = candidateToLower(on: axis) else { return [] }
        var fix = "Lower \(quote(lower)) to priority 999: it then gives way to the encapsulated \(axis == .vertical ? "height" : "width") while the host sizes the view, and the final layout is the same once the size is right."
        if size.constant == 0 {
            fix += " The size of 0 is temporary, so nothing visible changes."
        } else if axis == .vertical {
            fix += " For self-sizing cells, also let the table view compute row heights (UITableView.automaticDimension with an estimated row height)."
        }
        return [fix]
    }

    func stackViewHiding() -> [String] {
        guard let hiding = stackViewConstraint(named: "UISV-hiding") else { return [] }
        let hidden = naming.name(hiding.first.item.view)
        guard let lower = candidateToLower(on: hiding.first.attribute.axis) else {
            guard let spacing = stackViewConstraint(named: "UISV-spacing") else { return [] }
            return ["\(capitalized(hidden.noun)) is hidden but still spaces its own arranged views \(ConstraintSentence.points(abs(spacing.constant))) apart, which cannot fit in 0: set its spacing to 0 while it is hidden, or hide its arranged views too."]
        }
        return ["Lower \(quote(lower)) to priority 999 so that \(hidden.noun) can collapse to 0 when the stack view hides it."]
    }

    /// The conflict's constraint a stack view made under UIKit's `name`.
    private func stackViewConstraint(named name: String) -> LayoutConstraint? {
        conflict.first { $0.origin == .stackView(name) }
    }

    func temporarySize() -> [String] {
        guard let temporary = conflict.first(where: { $0.identifier?.hasPrefix("_UITemporaryLayout") == true }),
              let lower = candidateToLower(on: temporary.first.attribute.axis) else { return [] }
        return ["Lower \(quote(lower)) to priority 999; the temporary size only exists while \(framework) measures the view."]
    }

    func sizeSetTwice() -> [String] {
        var groups: [String: [LayoutConstraint]] = [:]
        var order: [String] = []
        for constraint in appConstraints where constraint.second == nil && constraint.first.attribute.isSize && constraint.relation == .equal {
            let key = "\(constraint.first.item.view).\(constraint.first.attribute.rawValue)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(constraint)
        }
        return order.compactMap { key in
            guard let group = groups[key], group.count > 1, let first = group.first else { return nil }
            let values = group.map { ConstraintSentence.points($0.constant) }.joined(separator: " and ")
            let ids = group.compactMap(\.id).joined(separator: ", ")
            let dimension = ConstraintSentence.phrase(first.first.attribute)
            return "\(capitalized(naming.name(first.first.item.view).possessive)) \(dimension) is set to \(values) (\(ids)): keep one. When code replaces a constraint, deactivate the old one first; constraints made again in updateConstraints or layoutSubviews pile up."
        }
    }

    func edgeAgainstMargin() -> [String] {
        var fixes: [String] = []
        var seen: Set<String> = []
        let anchors = appConstraints.flatMap { [$0.first] + ($0.second.map { [$0] } ?? []) }
        for anchor in anchors where anchor.attribute.isMargin && !seen.contains(anchor.item.view) {
            let edge = anchor.attribute.withoutMargin
            guard anchors.contains(where: { $0.item == anchor.item && $0.attribute == edge }) else { continue }
            seen.insert(anchor.item.view)
            let name = naming.name(anchor.item.view)
            fixes.append("These constraints use both \(name.possessive) \(ConstraintSentence.phrase(edge)) and its \(ConstraintSentence.phrase(anchor.attribute)), which is 8 points inside by default and differs between devices and cells: pin everything to one of them, or set \(name.possessive) layoutMargins to what the constants assume.")
        }
        return fixes
    }

    func patterned() -> [String] {
        autoresizing() + encapsulated() + stackViewHiding() + temporarySize() + sizeSetTwice() + edgeAgainstMargin()
    }

    func general() -> String {
        let broken = conflict.first { $0.id != nil && $0.id == brokenID }
        var text = "Decide which of these constraints you do not want, and remove it or lower it below 1000 (999 keeps it as close as it can be)."
        if let broken { text += " \(framework) \(brokenIsLogged ? "broke" : "would break") \(quote(broken)), which may not be the one you meant." }
        return text
    }

    var framework: String { naming.layout.root.className.hasPrefix("NS") ? "AppKit" : "UIKit" }

    func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
