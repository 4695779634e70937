import Foundation
import Testing
@testable import AutolintCommand

/// An app's own view class, followed whole, is composed into the layouts that make an instance
/// of it (`ComposedViewClass`, issue #44): its subviews and constraints come along, so that what
/// the caller adds is checked against them. A class autolint does not follow whole, or an
/// instance handed to code it does not follow, stays open.
struct SourceViewCompositionTests {
    static func badge(initializerExtra: String = "") -> String {
        """
        import UIKit
        final class BadgeView: UIView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
                    label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
                    label.topAnchor.constraint(equalTo: topAnchor, constant: 2),
                    label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -2),
                ])
        \(initializerExtra)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    /// The badge is 40 points wide, while its label, 100 wide, sits 4 points inside each edge.
    static func screen(afterConstraints: String = "") -> String {
        """
        import UIKit
        final class InboxViewController: UIViewController {
            let badge = BadgeView()
            override func viewDidLoad() {
                super.viewDidLoad()
                badge.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
                    badge.widthAnchor.constraint(equalToConstant: 40),
                    badge.label.widthAnchor.constraint(equalToConstant: 100),
                ])
        \(afterConstraints)
            }
        }
        """
    }

    func conflicts(in files: [String: String], checking path: String = "App") throws -> [[String: Any]] {
        try findings(of: "conflicting-constraints", in: files, checking: path)
    }

    func findings(of rule: String, in files: [String: String], checking path: String = "App") throws -> [[String: Any]] {
        let workspace = try Workspace(files: files)
        defer { workspace.remove() }
        let output = try check([path, "--reporter", "json", "--quiet"], in: workspace.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        return diagnostics.filter { ($0["rule"] as? String) == rule }
    }

    /// The class turns its own autoresizing mask off: the caller that pins an instance without
    /// doing so again is right; a caller of a class that does not is told.
    @Test func aClassThatTurnsOffItsOwnMaskNeedsNoCallerToDoIt() throws {
        let screen = Self.screen().replacingOccurrences(of: "        badge.translatesAutoresizingMaskIntoConstraints = false\n", with: "")
            .replacingOccurrences(of: "            badge.label.widthAnchor.constraint(equalToConstant: 100),\n", with: "")
        let turnsItOff = Self.badge(initializerExtra: "        translatesAutoresizingMaskIntoConstraints = false")
        #expect(try findings(of: "translates-autoresizing-mask", in: ["App/BadgeView.swift": turnsItOff, "App/InboxViewController.swift": screen]).isEmpty)
        #expect(try findings(of: "translates-autoresizing-mask", in: ["App/BadgeView.swift": Self.badge(), "App/InboxViewController.swift": screen]).count == 1)
    }

    @Test func aClassFollowedWholeBringsItsConstraintsToItsInstance() throws {
        let found = try conflicts(in: ["App/BadgeView.swift": Self.badge(), "App/InboxViewController.swift": Self.screen()])
        #expect(found.count == 1)
        // Without the class's file, the badge is a class autolint does not know: nothing is said.
        #expect(try conflicts(in: ["App/InboxViewController.swift": Self.screen()]).isEmpty)
    }

    @Test func aClassNotFollowedWholeStaysOpen() throws {
        // The class hands its label to code in no file checked: it may re-pin it.
        let badge = Self.badge(initializerExtra: "        BadgeStyle.apply(to: label)")
        #expect(try conflicts(in: ["App/BadgeView.swift": badge, "App/InboxViewController.swift": Self.screen()]).isEmpty)
    }

    @Test func anInstanceHandedToUnknownCodeOpensWhatItHolds() throws {
        // The label alone is asked to be 100 and 50 wide: a conflict among the label's own constraints.
        let labelConflict = "        badge.label.widthAnchor.constraint(equalToConstant: 50).isActive = true"
        let screen = Self.screen(afterConstraints: labelConflict)
        #expect(try conflicts(in: ["App/BadgeView.swift": Self.badge(), "App/InboxViewController.swift": screen]).count == 1)
        // Handed on, the badge takes its label along: that code may change the label's constraints.
        let handedOn = Self.screen(afterConstraints: labelConflict + "\n        Theme.current.style(badge)")
        #expect(try conflicts(in: ["App/BadgeView.swift": Self.badge(), "App/InboxViewController.swift": handedOn]).isEmpty)
    }
}
