import AutolintModel

/// A view made in code translates its autoresizing mask into constraints until told otherwise:
/// given constraints of its own as well, it gets both, and they conflict at run time.
public struct TranslatesAutoresizingMaskRule: LayoutRule {
    public init() {}

    public static let description = RuleDescription(
        id: "translates-autoresizing-mask", name: "Translates Autoresizing Mask", defaultSeverity: .error,
        description: """
            A view made in code is given constraints while its translatesAutoresizingMaskIntoConstraints is \
            still true: UIKit adds constraints for its autoresizing mask, which conflict with them. SnapKit's \
            and Masonry's make-constraints calls and addArrangedSubview turn it off; views from outlets are IB's.
            """,
        triggeringExamples: [
            """
            import UIKit
            class BadgeView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                        title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                    ])
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            class BadgeView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                        title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                    ])
                }
            }
            """,
            """
            import UIKit
            class ListView: UIView {
                let stack = UIStackView()
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(stack)
                    stack.addArrangedSubview(title)
                    title.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                        stack.topAnchor.constraint(equalTo: topAnchor),
                    ])
                }
            }
            """,
        ], exampleLanguage: .swift, origins: [.sourceCode])

    public func validate(_ layout: Layout) -> [Diagnostic] {
        (layout.sourceFacts?.translatingViews ?? []).map { translating in
            Self.description.diagnostic(
                at: translating.constraint, views: [translating.view],
                message: "\(translating.view) is given constraints while its translatesAutoresizingMaskIntoConstraints is still true: "
                    + "UIKit adds constraints for its autoresizing mask that conflict with them",
                fixes: ["Set \(translating.view).translatesAutoresizingMaskIntoConstraints = false before activating its constraints"])
        }
    }
}
