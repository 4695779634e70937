import AutolintModel
import Testing
@testable import AutolintSource

/// The Swift front end on small sources of each construct and idiom `source-code.md` names.
@Suite struct SwiftReaderTests {
    static func layout(_ source: String, _ name: String? = nil) throws -> Layout {
        let layouts = SourceCodeReader.read(text: source, path: "/tmp/Example.swift").layouts
        return try #require(name.map { wanted in layouts.first { $0.name == wanted } } ?? layouts.first)
    }

    static func equations(_ layout: Layout) -> [String] { layout.constraints.map(\.equation) }

    @Test func anchorsInEveryFormAndActivate() throws {
        let layout = try Self.layout("""
            import UIKit
            final class ProfileHeaderView: UIView {
                private let titleLabel = UILabel()
                let icon = UIImageView(image: UIImage(named: "x"))
                static let padding: CGFloat = 16
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    [titleLabel, icon].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
                    NSLayoutConstraint.activate([
                        icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.padding),
                        icon.topAnchor.constraint(greaterThanOrEqualTo: safeAreaLayoutGuide.topAnchor, constant: 8),
                        icon.widthAnchor.constraint(equalToConstant: 40),
                        icon.heightAnchor.constraint(equalTo: icon.widthAnchor, multiplier: 0.5),
                        titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 2),
                        titleLabel.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
                        trailingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: -ProfileHeaderView.padding * 2),
                    ])
                    let bottom = bottomAnchor.constraint(equalTo: icon.bottomAnchor, constant: 12)
                    bottom.priority = .defaultHigh - 1
                    bottom.isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(layout.name == "ProfileHeaderView")
        #expect(layout.views.map(\.id) == ["self", "titleLabel", "icon"])
        #expect(layout.views[1].className == "UILabel" && layout.views[1].intrinsicSize.horizontal != nil)
        #expect(Self.equations(layout) == [
            "icon.leading == self.leading + 16", "icon.top >= self.safeArea.top + 8", "icon.width == 40",
            "icon.height == 0.5 * icon.width", "titleLabel.leading == icon.trailing + 16", "titleLabel.centerY == icon.centerY",
            "self.trailing >= titleLabel.trailing - 32", "self.bottom == icon.bottom + 12 @749",
        ])
        #expect(layout.constraints[0].location?.line == 10)
        #expect(layout.sourceFacts?.openViews == [])
        #expect(layout.sourceFacts?.rootSizeIsExternal == true)
    }

    @Test func aViewControllersRootIsItsViewAndLazyClosuresBuildViews() throws {
        let layout = try Self.layout("""
            import UIKit
            class SettingsViewController: UIViewController {
                private lazy var stack: UIStackView = {
                    let stack = UIStackView(arrangedSubviews: [titleLabel])
                    stack.axis = .vertical
                    stack.spacing = 12
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    return stack
                }()
                private let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stack)
                    setUpConstraints()
                }
                private func setUpConstraints() {
                    for anchor in [stack.leadingAnchor] { anchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true }
                    stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                }
            }
            """)
        #expect(layout.root.id == "view")
        #expect(layout.views.map(\.id) == ["view", "stack", "titleLabel"])
        #expect(layout.view("stack")?.stack?.axis == .vertical && layout.view("stack")?.stack?.spacing == 12)
        #expect(layout.view("stack")?.stack?.arrangedSubviews == ["titleLabel"])
        #expect(Self.equations(layout) == ["stack.leading == view.margins.leading", "stack.top == view.safeArea.top"])
        // Shown by code autolint does not see (full screen, a child, a popover): its size is from outside.
        #expect(layout.sourceFacts?.rootSizeIsExternal == true)
    }

    @Test func cellsHaveAContentViewAndItemConstraintsAreRead() throws {
        let layout = try Self.layout("""
            import UIKit
            class MemberCell: UITableViewCell {
                let avatar = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    avatar.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(avatar)
                    contentView.addConstraint(NSLayoutConstraint(item: avatar, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30))
                    NSLayoutConstraint(item: avatar, attribute: .leading, relatedBy: .equal, toItem: contentView, attribute: .leadingMargin, multiplier: 1, constant: 0).isActive = true
                }
            }
            """)
        #expect(layout.views.map(\.id) == ["self", "contentView", "avatar"])
        #expect(Self.equations(layout).suffix(2) == ["avatar.width == 30", "avatar.leading == contentView.leadingMargin"])
    }

    @Test func whatIsNotUnderstoodOpensTheViewsItTouches() throws {
        let layout = try Self.layout("""
            import UIKit
            class BannerView: UIView {
                let title = UILabel()
                let badge = ThemeBadge()
                @IBOutlet weak var icon: UIImageView!
                func configure(height: CGFloat) {}
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    [title, badge].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
                    let spacing = UIScreen.main.scale * 4
                    title.topAnchor.constraint(equalTo: topAnchor, constant: spacing).isActive = true
                    title.pin(to: self)
                    badge.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    if isCompact { title.heightAnchor.constraint(equalToConstant: 10).isActive = true }
                }
            }
            """)
        let open = Set(layout.sourceFacts?.openViews ?? [])
        #expect(open.isSuperset(of: ["title", "badge"]))
        let reasons = layout.sourceFacts?.unresolved.map(\.reason) ?? []
        #expect(reasons.contains { $0.contains("a constant, multiplier or anchor autolint does not know") })
        #expect(reasons.contains { $0.contains("a call autolint does not follow (pin is declared in another file or a library)") })
        #expect(reasons.contains { $0.contains("ThemeBadge is no UIKit or AppKit class autolint knows") })
        #expect(reasons.contains { $0.contains("a condition whose value autolint does not know") })
    }

    @Test func callsThatNeverTouchLayoutLeaveViewsFollowed() throws {
        let layout = try Self.layout("""
            import UIKit
            class TapView: UIView {
                let button = UIButton(type: .system)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    button.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(button)
                    button.setTitle("Go", for: .normal)
                    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    NotificationCenter.default.addObserver(self, selector: #selector(tapped), name: .init("x"), object: nil)
                    button.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                    button.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                }
                @objc func tapped() {}
            }
            """)
        #expect(layout.sourceFacts?.openViews == [])
        #expect(layout.sourceFacts?.unresolved.isEmpty == true)
    }

    @Test func codeOnlyFactsAreRecorded() throws {
        let layout = try Self.layout("""
            import UIKit
            class CardView: UIView {
                let title = UILabel()
                let detail = UILabel()
                var stored: NSLayoutConstraint?
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    detail.translatesAutoresizingMaskIntoConstraints = false
                    detail.topAnchor.constraint(equalTo: title.bottomAnchor).isActive = true
                    addSubview(detail)
                    detail.leadingAnchor.constraint(equalTo: leadingAnchor)
                    stored = detail.widthAnchor.constraint(equalToConstant: 10)
                }
            }
            """)
        let facts = try #require(layout.sourceFacts)
        #expect(facts.translatingViews.map(\.view) == ["title"])
        #expect(facts.inactiveConstraints.map(\.equation) == ["detail.leading == self.leading"])
        #expect(facts.activatedWithoutCommonAncestor.map(\.equation) == ["detail.top == title.bottom"])
    }

    @Test func anObjectiveCClassThatBuildsNothingHasNoLayout() {
        let result = SourceCodeReader.read(text: "@implementation A\n- (void)viewDidLoad { [super viewDidLoad]; }\n@end\n", path: "/tmp/A.m")
        #expect(result.layouts.isEmpty)
        #expect(result.problems.isEmpty)
    }
}
