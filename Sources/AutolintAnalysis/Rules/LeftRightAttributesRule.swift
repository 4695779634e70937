import AutolintModel

/// `left`/`right` do not follow the writing direction, so a layout built with them does not
/// mirror for right-to-left languages.
public struct LeftRightAttributesRule: LayoutRule {
    public init() {}

    public static let description = RuleDescription(
        id: "left-right-attributes", name: "Left/Right Attributes", defaultSeverity: .warning,
        description: """
            Uses left/right (or leftMargin/rightMargin) where leading/trailing would follow the writing \
            direction, so the layout does not mirror for right-to-left languages. A view pinned to both \
            sides of the same item with mirrored constants (`edges` in SnapKit or Masonry, a full-width \
            view) lays out the same in both directions and is not reported.
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
            """
            root:
              subviews: [{id: table}]
            constraints:
              - table.left == root.left + 16
              - table.right == root.right - 16
              - table.top == root.top
              - table.bottom == root.bottom
            """,
        ])

    public func validate(_ layout: Layout) -> [Diagnostic] {
        let mirrored = Self.mirroredPairs(in: layout.constraints)
        return layout.constraints.indices.lazy.filter { layout.constraints[$0].isAuthored && !mirrored.contains($0) }.compactMap { index in
            // The attributes are read in place; only a reported constraint is copied out.
            let (first, second) = (layout.constraints[index].first.attribute, layout.constraints[index].second?.attribute)
            // Mixed with leading/trailing it is an invalid pairing, reported by that rule instead.
            guard first.isAbsoluteHorizontal || second?.isAbsoluteHorizontal == true,
                  !first.isDirectional, second?.isDirectional != true else { return nil }
            let constraint = layout.constraints[index]
            let attributes = [first] + (second.map { [$0] } ?? [])
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

    /// Indices of `a.left == b.left + c` and `a.right == b.right - c` pairs (or their margins):
    /// mirrored, they place the view the same way in either writing direction.
    static func mirroredPairs(in constraints: [LayoutConstraint]) -> Set<Int> {
        struct Side: Hashable {
            var first: LayoutItem
            var second: LayoutItem
            var isMargin: Bool
            var constant: Double
        }
        var lefts: [Side: [Int]] = [:]
        var rights: [Side: [Int]] = [:]
        // Left and right are rare: any other attribute is passed over without copying its constraint.
        for index in constraints.indices where constraints[index].first.attribute.isAbsoluteHorizontal {
            let constraint = constraints[index]
            guard constraint.relation == .equal, constraint.multiplier == 1, let second = constraint.second,
                  second.attribute == constraint.first.attribute else { continue }
            switch constraint.first.attribute {
            case .left, .leftMargin:
                lefts[Side(first: constraint.first.item, second: second.item, isMargin: constraint.first.attribute == .leftMargin, constant: constraint.constant), default: []].append(index)
            case .right, .rightMargin:
                rights[Side(first: constraint.first.item, second: second.item, isMargin: constraint.first.attribute == .rightMargin, constant: -constraint.constant), default: []].append(index)
            default:
                continue
            }
        }
        var pairs: Set<Int> = []
        for (side, left) in lefts {
            guard let right = rights[side] else { continue }
            pairs.formUnion(left)
            pairs.formUnion(right)
        }
        return pairs
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
