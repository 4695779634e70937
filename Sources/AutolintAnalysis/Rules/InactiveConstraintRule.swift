import AutolintModel

/// A constraint made in code does nothing until it is activated: one made and dropped is
/// usually a forgotten `isActive = true` or a missing `NSLayoutConstraint.activate`.
public struct InactiveConstraintRule: LayoutRule {
    public init() {}

    public static let description = RuleDescription(
        id: "inactive-constraint", name: "Inactive Constraint", defaultSeverity: .warning,
        description: """
            A constraint is made in code and never activated, added to a view, or stored where other code \
            could activate it: it has no effect.
            """,
        triggeringExamples: [
            """
            import UIKit
            class BadgeView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8)
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            class BadgeView: UIView {
                let title = UILabel()
                var leading: NSLayoutConstraint?
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    leading = title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8)
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
                }
            }
            """,
        ], exampleLanguage: .swift, origins: [.sourceCode])

    public func validate(_ layout: Layout) -> [Diagnostic] {
        (layout.sourceFacts?.inactiveConstraints ?? []).map { constraint in
            Self.description.diagnostic(
                at: constraint.location ?? layout.location ?? SourceLocation(file: "", line: 1, column: 1), views: constraint.viewIDs,
                axis: constraint.first.attribute.axis, constraints: [constraint.label],
                message: "\(constraint.equation) is made but never activated, so it has no effect",
                fixes: ["Set isActive = true on it, or pass it to NSLayoutConstraint.activate"])
        }
    }
}
