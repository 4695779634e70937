import AutolintModel

/// `left`/`right` do not follow the writing direction, so a layout built with them does not
/// mirror for right-to-left languages.
public struct LeftRightAttributesRule: LayoutRule {
    public init() {}

    public static let description = RuleDescription(
        id: "left-right-attributes", name: "Left/Right Attributes", defaultSeverity: .warning,
        description: """
            Uses left/right (or leftMargin/rightMargin) where leading/trailing would follow the writing \
            direction, so the layout does not mirror for right-to-left languages.
            """,
        triggeringExamples: [
            """
            root:
              subviews: [{id: title, intrinsicSize: [100, 20]}]
            constraints:
              - title.left == root.left + 20
              - title.top == root.top + 20
            """,
            """
            root:
              subviews: [{id: title, intrinsicSize: [100, 20]}]
            constraints:
              - title.rightMargin == root.rightMargin
              - title.top == root.top + 20
            """,
        ],
        nonTriggeringExamples: [
            """
            root:
              subviews: [{id: title, intrinsicSize: [100, 20]}]
            constraints:
              - title.leading == root.leading + 20
              - title.top == root.top + 20
            """,
            """
            root:
              subviews: [{id: title, intrinsicSize: [100, 20]}]
            constraints:
              - "H:|-20-[title]"
              - title.top == root.top + 20
            """,
        ])

    public func validate(_ layout: Layout) -> [Diagnostic] {
        layout.constraints.lazy.filter(\.isAuthored).compactMap { constraint in
            let attributes = [constraint.first.attribute] + (constraint.second.map { [$0.attribute] } ?? [])
            // Mixed with leading/trailing it is an invalid pairing, reported by that rule instead.
            guard attributes.contains(where: \.isAbsoluteHorizontal), !attributes.contains(where: \.isDirectional) else { return nil }
            let replacements = attributes.filter(\.isAbsoluteHorizontal).map { "\($0.rawValue) with \(Self.directional($0).rawValue)" }
            var seen: Set<String> = []
            let unique = replacements.filter { seen.insert($0).inserted }
            return Self.description.diagnostic(
                at: constraint.reportLocation(in: layout), views: constraint.viewIDs, axis: .horizontal,
                constraints: [constraint.label],
                message: "\(constraint.equation) uses left/right, which do not follow the writing direction",
                fixes: ["Replace " + unique.joined(separator: " and ")])
        }
    }

    static func directional(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: .leading
        case .right: .trailing
        case .leftMargin: .leadingMargin
        case .rightMargin: .trailingMargin
        default: attribute
        }
    }
}
