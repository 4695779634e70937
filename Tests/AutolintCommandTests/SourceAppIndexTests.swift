import Foundation
import Testing
@testable import AutolintCommand

/// A folder run reads its Swift files as one app (issue #44): a superclass, a template method it
/// calls, an extension and a `UIView` helper declared in other files are followed, and what they
/// build is checked where it is written.
struct SourceAppIndexTests {
    static let base = """
        import UIKit
        class BaseViewController: UIViewController {
            lazy var card: UIView = {
                let card = UIView()
                card.translatesAutoresizingMaskIntoConstraints = false
                return card
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                makeUI()
            }
            func makeUI() {
                card.pinToEdges(of: view)
            }
        }
        """

    static let helper = """
        import UIKit
        extension UIView {
            func pinToEdges(of other: UIView) {
                NSLayoutConstraint.activate([
                    leadingAnchor.constraint(equalTo: other.leadingAnchor),
                    trailingAnchor.constraint(equalTo: other.trailingAnchor),
                    topAnchor.constraint(equalTo: other.topAnchor),
                    bottomAnchor.constraint(equalTo: other.bottomAnchor),
                ])
            }
        }
        """

    /// The subclass overrides the template method; its own code pins a label into the card, and
    /// gives the card a fixed width that its pinned edges contradict on every screen.
    static let screen = """
        import UIKit
        final class ProfileViewController: BaseViewController {
            let name = UILabel()
            override func makeUI() {
                super.makeUI()
                name.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(name)
                NSLayoutConstraint.activate([
                    name.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                    name.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                    name.widthAnchor.constraint(equalToConstant: 120),
                    name.trailingAnchor.constraint(equalTo: card.leadingAnchor, constant: 100),
                ])
            }
        }
        """

    func findings(_ arguments: [String], in workspace: Workspace) throws -> [[String: Any]] {
        let output = try check(arguments + ["--reporter", "json", "--quiet"], in: workspace.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        return try #require(report["diagnostics"] as? [[String: Any]])
    }

    @Test func aFolderIsReadAsOneApp() throws {
        let workspace = try Workspace(files: ["App/Base.swift": Self.base, "App/UIView+Pin.swift": Self.helper, "App/Profile.swift": Self.screen])
        defer { workspace.remove() }
        // 16 + 120 == 100 cannot hold: found only with the superclass, its template method and the helper followed.
        let found = try findings(["App"], in: workspace)
        let conflicts = found.filter { ($0["rule"] as? String) == "conflicting-constraints" }
        #expect(conflicts.count == 1)
        #expect((conflicts.first?["file"] as? String)?.hasSuffix("Profile.swift") == true)
        // Alone, the subclass's file says nothing: its superclass is declared in no file checked.
        #expect(try findings(["App/Profile.swift"], in: workspace).filter { ($0["rule"] as? String) == "conflicting-constraints" }.isEmpty)
    }
}
