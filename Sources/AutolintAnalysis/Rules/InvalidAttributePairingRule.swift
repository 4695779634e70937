import AutolintModel

/// Attributes UIKit refuses to relate: `NSLayoutConstraint` raises an exception for them at run
/// time, and Interface Builder never creates them.
public struct InvalidAttributePairingRule: LayoutRule {
    public init() {}

    public static let description = RuleDescription(
        id: "invalid-attribute-pairing", name: "Invalid Attribute Pairing", defaultSeverity: .error,
        description: """
            Relates attributes that cannot be compared: a horizontal with a vertical attribute, a size \
            with a position, left/right with leading/trailing, or a position with a bare constant. \
            UIKit raises an exception when such a constraint is created.
            """,
        triggeringExamples: [
            """
            root:
              subviews: [{id: title}]
            constraints:
              - title.top == root.leading
            """,
            """
            root:
              subviews: [{id: title}]
            constraints:
              - title.width == root.left
            """,
            """
            root:
              subviews: [{id: title}]
            constraints:
              - title.leading == root.left + 20
            """,
        ],
        nonTriggeringExamples: [
            """
            root:
              subviews: [{id: title}]
            constraints:
              - title.top == root.safeArea.top + 20
              - title.leading == root.leadingMargin
              - title.width == 0.5 * root.width
            """,
            """
            root:
              subviews: [{id: photo}]
            constraints:
              - photo.height == photo.width * 0.75
              - photo.width == 200
            """,
        ])

    public func validate(_ layout: Layout) -> [Diagnostic] {
        // By position, reading the attributes in place: a constraint is a large value, and
        // filtering the list would copy every one to report a few.
        layout.constraints.indices.compactMap { index in
            guard layout.constraints[index].isActive,
                  let problem = Self.problem(first: layout.constraints[index].first.attribute, second: layout.constraints[index].second?.attribute)
            else { return nil }
            let constraint = layout.constraints[index]
            return Self.description.diagnostic(
                at: constraint.reportLocation(in: layout), views: constraint.viewIDs, axis: constraint.first.attribute.axis,
                constraints: [constraint.label], message: "\(constraint.equation): \(problem)",
                fixes: [Self.fix(for: constraint)])
        }
    }

    /// Why the pairing is invalid, or nil when UIKit accepts it.
    static func problem(in constraint: LayoutConstraint) -> String? {
        problem(first: constraint.first.attribute, second: constraint.second?.attribute)
    }

    /// `problem(in:)` for a constraint from `first` to `second` (nil: to a constant).
    static func problem(first: LayoutAttribute, second: LayoutAttribute?) -> String? {
        guard let second else {
            return first.isSize ? nil : "a position (\(first.rawValue)) cannot equal a constant; only width and height can"
        }
        if first.isSize, second.isSize { return nil }
        if first.isSize != second.isSize {
            let size = first.isSize ? first : second, position = first.isSize ? second : first
            return "a size (\(size.rawValue)) cannot be related to a position (\(position.rawValue))"
        }
        if first.axis != second.axis {
            return "a \(first.axis?.rawValue ?? "") attribute (\(first.rawValue)) cannot be related to a \(second.axis?.rawValue ?? "") one (\(second.rawValue))"
        }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            return "leading/trailing cannot be mixed with left/right; use leading/trailing for both"
        }
        return nil
    }

    private static func fix(for constraint: LayoutConstraint) -> String {
        guard let second = constraint.second?.attribute else {
            return "Relate \(constraint.first) to another item's \(constraint.first.attribute.rawValue), e.g. its superview's"
        }
        return "Relate \(constraint.first.attribute.rawValue) to an attribute of the same kind, not \(second.rawValue)"
    }
}
