import AutolintModel
import Testing
@testable import AutolintSource

/// SnapKit blocks read as SnapKit expands them (`ConstraintMaker`): composites, superview and
/// constant targets, offsets, insets, multipliers, priorities, remake and update.
@Suite struct SnapKitReaderTests {
    static func layout(_ body: String, members: String = "") throws -> Layout {
        try SwiftReaderTests.layout("""
            import UIKit
            import SnapKit
            final class CardView: UIView {
                let icon = UIView()
                let title = UILabel()
                \(members)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    addSubview(title)
            \(body)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
    }

    @Test func compositesAndSuperviewTargetsExpandAsSnapKitDoes() throws {
        let layout = try Self.layout("""
                    icon.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().offset(16)
                        make.size.equalTo(CGSize(width: 40, height: 30))
                    }
                    title.snp.makeConstraints {
                        $0.leading.equalTo(icon.snp.trailing).offset(8)
                        $0.centerY.equalTo(icon)
                        $0.trailing.lessThanOrEqualToSuperview().inset(16)
                        $0.width.equalTo(icon).multipliedBy(2).priority(.high)
                    }
            """)
        #expect(SwiftReaderTests.equations(layout) == [
            "icon.top == self.top + 16", "icon.leading == self.leading + 16", "icon.width == 40", "icon.height == 30",
            "title.leading == icon.trailing + 8", "title.centerY == icon.centerY", "title.trailing <= self.trailing - 16",
            "title.width == 2 * icon.width @750",
        ])
        // The block's lines are where each constraint is made.
        #expect(layout.constraints.map { $0.location?.line ?? 0 } == [12, 12, 13, 13, 16, 17, 18, 19])
        // SnapKit turns autoresizing off, so nothing is reported about it.
        #expect(layout.sourceFacts?.translatingViews.isEmpty == true)
        #expect(layout.sourceFacts?.openViews == [])
    }

    @Test func edgesWithInsetsAndNumbersAgainstTheSuperview() throws {
        let layout = try Self.layout("""
                    icon.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                    }
                    title.snp.makeConstraints { make in
                        make.left.equalTo(10)
                        make.centerY.equalTo(20)
                        make.height.equalTo(44)
                        make.width.equalTo(icon.snp.height).dividedBy(4)
                    }
            """)
        #expect(SwiftReaderTests.equations(layout) == [
            "icon.left == self.left + 2", "icon.top == self.top + 1", "icon.right == self.right - 4", "icon.bottom == self.bottom - 3",
            // A bare number measures a position from the superview (a centre from its top or left edge).
            "title.left == self.left + 10", "title.centerY == self.top + 20", "title.height == 44", "title.width == 0.25 * icon.height",
        ])
    }

    @Test func remakeReplacesAndUpdateChangesConstants() throws {
        let layout = try Self.layout("""
                    icon.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                    icon.snp.remakeConstraints { make in
                        make.center.equalToSuperview()
                        make.width.height.equalTo(20)
                    }
                    icon.snp.updateConstraints { make in
                        make.width.equalTo(24)
                    }
            """)
        #expect(SwiftReaderTests.equations(layout) == ["icon.centerX == self.centerX", "icon.centerY == self.centerY", "icon.width == 24", "icon.height == 20"])
        // What remake dropped was deactivated on purpose: not an inactive constraint.
        #expect(layout.sourceFacts?.inactiveConstraints.isEmpty == true)
    }

    @Test func whatAutolintCannotReadOpensTheViews() throws {
        let layout = try Self.layout("""
                    icon.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(spacing)
                        make.leading.equalToSuperview()
                    }
            """, members: "var spacing: CGFloat { UIScreen.main.scale * 8 }")
        #expect(SwiftReaderTests.equations(layout) == ["icon.leading == self.leading"])
        #expect(layout.sourceFacts?.openViews.contains("icon") == true)
        #expect(layout.sourceFacts?.unresolved.contains { $0.reason.contains("SnapKit line") } == true)
    }

    @Test func aLineBeforeTheViewHasASuperviewOpensItInsteadOfGuessing() throws {
        let layout = try SwiftReaderTests.layout("""
            import UIKit
            final class BadgeView: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    dot.snp.makeConstraints { $0.edges.equalToSuperview() }
                    addSubview(dot)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(layout.constraints.isEmpty)
        #expect(layout.sourceFacts?.openViews.contains("dot") == true)
    }

    @Test func closureMadeViewsTakeTheirPropertysNameAndFlagsAreFollowed() throws {
        let layout = try SwiftReaderTests.layout("""
            import UIKit
            class DemoViewController: UIViewController {
                var didSetupConstraints = false
                let blackView: UIView = {
                    let view = UIView()
                    view.backgroundColor = .black
                    return view
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(blackView)
                    view.setNeedsUpdateConstraints()
                }
                override func updateViewConstraints() {
                    if !didSetupConstraints {
                        blackView.snp.makeConstraints { make in
                            make.center.equalTo(view)
                            make.size.equalTo(CGSize(width: 100, height: 100))
                        }
                        didSetupConstraints = true
                    }
                    super.updateViewConstraints()
                }
            }
            """)
        #expect(layout.views.map(\.id) == ["view", "blackView"])
        #expect(SwiftReaderTests.equations(layout) == ["blackView.centerX == view.centerX", "blackView.centerY == view.centerY", "blackView.width == 100", "blackView.height == 100"])
        #expect(layout.sourceFacts?.openViews == [])
    }

    @Test func aViewMadeInLoadViewBecomesTheRoot() throws {
        let layout = try SwiftReaderTests.layout("""
            import UIKit
            class PlainViewController: UIViewController {
                override func loadView() {
                    let view = UIView()
                    let label = UILabel()
                    view.addSubview(label)
                    label.snp.makeConstraints { make in
                        make.leading.top.equalToSuperview().offset(20)
                    }
                    self.view = view
                }
            }
            """)
        #expect(layout.views.map(\.id) == ["view", "label"])
        #expect(SwiftReaderTests.equations(layout) == ["label.leading == view.leading + 20", "label.top == view.top + 20"])
    }
}
