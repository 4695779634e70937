import Foundation
import Testing
@testable import AutolintCommand

/// The set reported for a block holds what UIKit broke whenever the printed constraints allow,
/// even when breaking an earlier pick made room for it; advice never says UIKit broke a
/// constraint it only would break; system notes say only what the log printed.
@Suite struct ConsoleLogRecoverySearchTests {
    /// UIKit broke the stack view's alignment. Read in order, the two image view heights clash
    /// first, and giving up the fixed height (the usual pick) leaves room for the alignment: a
    /// set holding it must be searched for.
    static let alignmentBroken = """
        2024-03-01 10:00:00.000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x6000000000a1 UIImageView:0x7f00000000f1.height == 30   (active)>",
            "<NSLayoutConstraint:0x6000000000a2 UIImageView:0x7f00000000f1.height >= 35   (active)>",
            "<NSLayoutConstraint:0x6000000000a3 'UISV-canvas-connection' UIStackView:0x7f00000000f3.top == UIImageView:0x7f00000000f1.top   (active)>",
            "<NSLayoutConstraint:0x6000000000a4 UIStackView:0x7f00000000f3.height == 40   (active)>",
            "<NSLayoutConstraint:0x6000000000a5 'UISV-alignment' UIImageView:0x7f00000000f1.bottom == UIStackView:0x7f00000000f3.bottom   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6000000000a5 'UISV-alignment' UIImageView:0x7f00000000f1.bottom == UIStackView:0x7f00000000f3.bottom   (active)>

        """

    static func findings(_ text: String, named name: String) throws -> [[String: Any]] {
        let workspace = try Workspace(files: [name: text])
        defer { workspace.remove() }
        let output = try check([name, "--reporter", "json", "--quiet"], in: workspace.path)
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        return object?["diagnostics"] as? [[String: Any]] ?? []
    }

    @Test func theSetHoldsTheBrokenAlignmentWhenAnEarlierPickHidIt() throws {
        let findings = try Self.findings(Self.alignmentBroken, named: "alignment.log")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding["constraints"] as? [String] == ["0x6000000000a1", "0x6000000000a3", "0x6000000000a4", "0x6000000000a5"])
        #expect((finding["message"] as? String)?.hasSuffix("; also (0x6000000000a1, 0x6000000000a2)") == true)
        #expect((finding["recovery"] as? String)?.hasPrefix("UIKit broke <NSLayoutConstraint:0x6000000000a5") == true)
        #expect(!((finding["recovery"] as? String)?.contains("not in this minimal set") ?? true))
    }

    /// The log's recovery is in no minimal set: autolint's own pick is a prediction everywhere.
    static let recoveryOutsideEverySet = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x6000000000b1 UIView:0x7f00000000e1.width == 100   (active)>",
            "<NSLayoutConstraint:0x6000000000b2 UIView:0x7f00000000e1.width <= 80   (active)>",
            "<NSLayoutConstraint:0x6000000000b3 UIView:0x7f00000000e2.height == 50   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6000000000b3 UIView:0x7f00000000e2.height == 50   (active)>

        """

    @Test func adviceOnAPredictionSaysWouldBreak() throws {
        let findings = try Self.findings(Self.recoveryOutsideEverySet, named: "outside.log")
        let fixes = try #require(findings.first?["fixes"] as? [String])
        #expect(fixes.contains { $0.contains("UIKit would break") }, "\(fixes)")
        #expect(!fixes.contains { $0.contains("UIKit broke") }, "\(fixes)")
        let workspace = try Workspace(files: ["outside.log": Self.recoveryOutsideEverySet])
        defer { workspace.remove() }
        let text = try ExplainCommand.parse(["outside.log"]).execute(workingDirectory: workspace.path).standardOutput
        let advice = text.split(separator: "\n").filter { $0.contains("which may not be the one you meant") }
        #expect(!advice.isEmpty && advice.allSatisfy { $0.contains("UIKit would break") }, "\(text)")
    }

    /// `UIView-Encapsulated-Layout-Top` prints as VFL with the host as `|`, and without `h=`/`v=`
    /// on the iOS 8 logs that print it so.
    static let encapsulatedTop = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x6000000000c1 V:|-(20)-[UIView:0x7f00000000d1]   (Names: '|':UIView:0x7f00000000d2 )>",
            "<NSLayoutConstraint:0x6000000000c2 V:[UIView:0x7f00000000d1(600)]>",
            "<NSLayoutConstraint:0x6000000000c3 V:[UIView:0x7f00000000d1]-(0)-|   (Names: '|':UIView:0x7f00000000d2 )>",
            "<NSLayoutConstraint:0x6000000000c4 'UIView-Encapsulated-Layout-Height' V:[UIView:0x7f00000000d2(568)]>",
            "<NSAutoresizingMaskLayoutConstraint:0x6000000000c5 'UIView-Encapsulated-Layout-Top' V:[UIView:0x7f00000000d2]-(0)-|   (Names: '|':UIWindow:0x7f00000000d3 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x6000000000c6 UIView:0x7f00000000d1.minX == 0>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6000000000c2 V:[UIView:0x7f00000000d1(600)]>

        """

    @Test func theEncapsulatedPositionNoteNamesTheHostedView() throws {
        let workspace = try Workspace(files: ["top.log": Self.encapsulatedTop])
        defer { workspace.remove() }
        let text = try ExplainCommand.parse(["top.log"]).execute(workingDirectory: workspace.path).standardOutput
        let note = try #require(text.split(separator: "\n").first { $0.contains("(UIView-Encapsulated-Layout-Top)") })
        #expect(note.contains("hosts the view #2"), "\(text)")
        #expect(!note.contains("hosts the window"))
        // The log printed no mask for the view whose minX it pinned: none is shown.
        let autoresizing = try #require(text.split(separator: "\n").first { $0.contains("autoresizing mask because") })
        #expect(!autoresizing.contains("h=") && !autoresizing.contains("fixed left margin"), "\(autoresizing)")
    }

    @Test func aPasteWithNoReadableBlockIsLocatedAtItsFirstConstraintText() throws {
        let workspace = try Workspace(files: ["broken.log": "app output\nmore output <NSLayoutConstraint:0x6 oops\n"])
        defer { workspace.remove() }
        let output = try check(["broken.log"], in: workspace.path)
        #expect(output.exitCode == 3)
        #expect(output.standardOutput.contains("broken.log:2:13: error: this looks like part of an"), "\(output.standardOutput)")
    }
}
