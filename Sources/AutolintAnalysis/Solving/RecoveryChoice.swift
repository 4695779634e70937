import AutolintModel

/// Which member of a conflicting set UIKit breaks to recover.
///
/// UIKit does not document its pick. The order below is calibrated on real console logs (see
/// `docs/analysis.md`): UIKit keeps the constraints it made itself and breaks one the developer
/// added; among those it gives up a fixed size first, then a trailing or bottom edge, then other
/// relations, and a leading or top edge last; ties go to the constraint listed first.
public enum RecoveryChoice {
    /// `reported`: the id of the constraint a console log says UIKit broke, which wins when it is
    /// in the set.
    public static func pick(among members: [Int], of constraints: SystemConstraints, reported: String? = nil) -> (broken: Int, reason: String) {
        if let reported, let named = members.first(where: { constraints[$0].id == reported }) {
            return (named, "the log says UIKit broke it")
        }
        let ranked = members.min { rank(constraints[$0]) < rank(constraints[$1]) || (rank(constraints[$0]) == rank(constraints[$1]) && $0 < $1) }!
        return (ranked, reason(for: constraints[ranked], among: members.map { constraints[$0] }))
    }

    enum Kind: Int, Comparable {
        case fixedSize, trailingEdge, otherRelation, leadingEdge, madeByStackOrContainer, madeByAutoresizing, madeByLayoutEngine

        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    static func rank(_ constraint: LayoutConstraint) -> Kind {
        switch constraint.origin {
        case .explicit, .visualFormat, .consoleLog: break
        case .stackView, .encapsulatedLayout, .layoutGuide: return .madeByStackOrContainer
        case .autoresizingMask: return .madeByAutoresizing
        case .compressionResistance, .contentHugging, .nonNegativeSize, .deviceFrame: return .madeByLayoutEngine
        }
        if constraint.second == nil, constraint.first.attribute.isSize { return .fixedSize }
        let attributes = [constraint.first.attribute.withoutMargin] + (constraint.second.map { [$0.attribute.withoutMargin] } ?? [])
        if attributes.contains(where: { [.trailing, .right, .bottom].contains($0) }) { return .trailingEdge }
        if attributes.allSatisfy({ [.leading, .left, .top].contains($0) }) { return .leadingEdge }
        return .otherRelation
    }

    static func reason(for broken: LayoutConstraint, among members: [LayoutConstraint]) -> String {
        let systemMade = members.contains { $0.origin.isSystem } && !broken.origin.isSystem
        let keep = systemMade ? "UIKit keeps the constraints it made itself and breaks one you added; " : ""
        switch rank(broken) {
        case .fixedSize: return keep + "it gives up a fixed size before any edge"
        case .trailingEdge: return keep + "with no fixed size in the set, it gives up a trailing or bottom edge first"
        case .otherRelation: return keep + "with no fixed size or trailing edge in the set, it gives up a relation between views"
        case .leadingEdge: return keep + "only leading and top edges are left to give up"
        case .madeByStackOrContainer, .madeByAutoresizing, .madeByLayoutEngine:
            return "every constraint in the set was made by the system; UIKit gives up a stack view's or container's constraint before an autoresizing one"
        }
    }
}
