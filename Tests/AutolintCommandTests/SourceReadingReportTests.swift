import Foundation
import Testing
@testable import AutolintCommand

/// What the report says about reading source code (issue #44): how much was read, every place not
/// followed with its real cause, the types skipped; and a view controller's root, which is the
/// screen only on devices asked for.
struct SourceReadingReportTests {
    static let controller = """
        import UIKit
        final class BannerViewController: UIViewController {
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                banner.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    banner.widthAnchor.constraint(equalToConstant: 500),
                    banner.topAnchor.constraint(equalTo: view.topAnchor),
                    banner.heightAnchor.constraint(equalToConstant: 44),
                ])
                Theme.apply(to: banner)
            }
        }

        final class DetailRow: BaseRow {
            override func setUp() {
                titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            }
        }
        """

    func object(_ output: CommandOutput) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    }

    @Test func theJSONReportSaysWhatWasReadAndWhatWasNot() throws {
        let workspace = try Workspace(files: ["Banner.swift": Self.controller])
        defer { workspace.remove() }
        let report = try object(try check(["Banner.swift", "--reporter", "json", "--quiet"], in: workspace.path))
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["sourceLayouts"] as? Int == 1)
        #expect(summary["sourceConstraints"] as? Int == 5)
        #expect(summary["skippedTypes"] as? Int == 1)
        let unresolved = try #require(report["unresolved"] as? [[String: Any]])
        #expect(unresolved.count == (summary["unresolved"] as? Int ?? -1) + 1)
        let reasons = unresolved.compactMap { $0["reason"] as? String }
        #expect(reasons.contains { $0.contains("DetailRow is skipped: it descends from BaseRow, which is declared in no file checked") })
        #expect(unresolved.contains { ($0["reason"] as? String)?.contains("(apply is declared in another file or a library)") == true && ($0["views"] as? [String]) == ["banner"] })
        // A run of fixtures only keeps the report as the contract has it.
        try workspace.write("card.layout.yml", "root:\n  subviews:\n    - id: a\n      constraints: [a.leading == root.leading, a.top == root.top, a.width == 10, a.height == 10]\n")
        let fixtures = try object(try check(["card.layout.yml", "--reporter", "json", "--quiet"], in: workspace.path))
        #expect(fixtures["unresolved"] == nil)
        #expect((fixtures["summary"] as? [String: Any])?["sourceLayouts"] == nil)
    }

    /// The banner is 500 points wide and pinned to both edges: on a phone's screen that cannot
    /// hold, but the controller may be a child or a popover. Only on devices asked for is its root
    /// the screen.
    @Test func aViewControllersRootIsTheScreenOnlyOnDevicesAskedFor() throws {
        let source = Self.controller.split(separator: "\n").filter { !$0.contains("Theme.apply") }.joined(separator: "\n")
        let workspace = try Workspace(files: ["Banner.swift": source])
        defer { workspace.remove() }
        let unasked = try check(["Banner.swift", "--quiet"], in: workspace.path)
        #expect(!unasked.standardOutput.contains("conflicting-constraints"), "\(unasked.standardOutput)")
        let asked = try check(["Banner.swift", "--device", "iphone-15", "--quiet"], in: workspace.path)
        #expect(asked.standardOutput.contains("(conflicting-constraints)"), "\(asked.standardOutput)")
    }
}
