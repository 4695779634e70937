import AutolintModel
import Testing
@testable import AutolintSource

/// How far the Swift front end follows calls into a type's own methods: a recursive call is not
/// followed again, and the calls one type makes are bounded, so that loops over helpers calling
/// helpers cannot multiply the work (fuzzing found a recursive `setupConstraints()` inside a
/// `forEach` that ran 2,048 times and took 2 s).
@Suite struct SwiftCallFollowingTests {
    /// In a `UIView` helper run on another view, a call without a receiver is that view's: the
    /// border is added to the card, not to the screen's root.
    @Test func aHelperRunOnAnotherViewAddsToThatView() throws {
        let layout = try SwiftReaderTests.layout("""
            import UIKit
            extension UIView {
                func addBottomBorder() {
                    let border = UIView()
                    border.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(border)
                    NSLayoutConstraint.activate([
                        border.leadingAnchor.constraint(equalTo: leadingAnchor),
                        border.trailingAnchor.constraint(equalTo: trailingAnchor),
                        border.bottomAnchor.constraint(equalTo: bottomAnchor),
                        border.heightAnchor.constraint(equalToConstant: 1),
                    ])
                }
            }
            final class CardViewController: UIViewController {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(card)
                    card.addBottomBorder()
                }
            }
            """)
        let border = try #require(layout.views.first { $0.id == "border" })
        #expect(border.parent == "card")
    }

    @Test func aRecursiveCallIsNotFollowedAndOpensWhatItCouldTouch() throws {
        let layout = try SwiftReaderTests.layout("""
            import UIKit
            final class BadgeView: UIView {
                let icon = UIView()
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    addSubview(label)
                    layout()
                }
                required init?(coder: NSCoder) { fatalError() }
                func layout() {
                    icon.widthAnchor.constraint(equalToConstant: 20).isActive = true
                    [icon, label].forEach { view in
                        view.translatesAutoresizingMaskIntoConstraints = false
                        layout()
                    }
                }
            }
            """)
        // The body ran once: one width, not one per level of recursion.
        #expect(SwiftReaderTests.equations(layout) == ["icon.width == 20"])
        let unresolved = try #require(layout.sourceFacts?.unresolved)
        // Said once, though the loop reaches the call twice.
        #expect(unresolved.map(\.reason) == ["a recursive call autolint does not follow (layout)"])
        #expect(unresolved.first?.location.line == 16)
        #expect(layout.sourceFacts?.openViews == ["self"])
    }

    @Test func helpersCallingHelpersInLoopsStayBounded() throws {
        // Each level runs the next on two views: 2^16 calls if all were followed.
        let levels = (0..<16).map { level in
            "    func step\(level)() { [a, b].forEach { _ in step\(level + 1)() } }"
        }.joined(separator: "\n")
        let layout = try SwiftReaderTests.layout("""
            import UIKit
            final class DeepView: UIView {
                let a = UIView()
                let b = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(a)
                    step0()
                }
                required init?(coder: NSCoder) { fatalError() }
            \(levels)
                func step16() { a.widthAnchor.constraint(equalToConstant: 1).isActive = true }
            }
            """)
        #expect(layout.constraints.count <= CallBudget.maximumFollowedCalls)
        #expect(layout.sourceFacts?.unresolved.contains { $0.reason.hasPrefix("calls nested too deep or too many") } == true)
        #expect(layout.sourceFacts?.openViews.contains("self") == true)
    }
}
