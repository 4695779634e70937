import AutolintModel

/// A constraint between items in hierarchies that share no view: UIKit throws when it is activated.
public struct NoCommonAncestorRule: LayoutRule {
    public init() {}

    public static let description = RuleDescription(
        id: "no-common-ancestor", name: "No Common Ancestor", defaultSeverity: .error,
        description: """
            A constraint relates items that have no common ancestor. UIKit raises an exception \
            ("Unable to activate constraint ... because they have no common ancestor") when it is activated.
            """,
        triggeringExamples: [],
        nonTriggeringExamples: [
            """
            root:
              subviews: [{id: a}, {id: b}]
            constraints:
              - a.width == b.width
            """,
        ])

    public func validate(_ layout: Layout) -> [Diagnostic] {
        let hierarchy = HierarchyIndex(layout)
        // In code the hierarchy is built step by step: activated before both views were added, a
        // constraint raises though the finished hierarchy would hold it.
        let early = (layout.sourceFacts?.activatedWithoutCommonAncestor ?? []).map { constraint in
            Self.description.diagnostic(
                at: constraint.location ?? layout.location ?? SourceLocation(file: "", line: 1, column: 1), views: constraint.viewIDs,
                axis: constraint.first.attribute.axis, constraints: [constraint.label],
                message: "\(constraint.equation) is activated before \(constraint.first.item) and \(constraint.second?.item.description ?? "its view") share a superview; UIKit raises an exception",
                fixes: ["Add the views to the hierarchy (addSubview) before activating constraints between them"])
        }
        // One hierarchy: every two views share its root.
        guard hierarchy.hasSeveralHierarchies else { return early }
        return early + layout.constraints.lazy.filter(\.isActive).compactMap { constraint in
            guard let second = constraint.second, let first = hierarchy.index(of: constraint.first.item.view),
                  let other = hierarchy.index(of: second.item.view), !hierarchy.shareAncestor(first, other) else { return nil }
            return Self.description.diagnostic(
                at: constraint.reportLocation(in: layout), views: constraint.viewIDs, axis: constraint.first.attribute.axis,
                constraints: [constraint.label],
                message: "\(constraint.equation) relates \(constraint.first.item) and \(second.item), which have no common ancestor",
                fixes: ["Add both views to the same hierarchy, or relate \(constraint.first.item) to a view of its own hierarchy"])
        }
    }
}
