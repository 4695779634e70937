import Foundation
import Testing
@testable import AutolintCommand

/// "UIKit broke this one" only on the constraint the log says UIKit broke; without a recovery
/// line, autolint's choice is a prediction and is worded as one.
@Suite struct ConsoleLogRecoveryTests {
    static let withoutRecovery = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x600000000011 UIView:0x7f0000000001.width == 100   (active)>",
            "<NSLayoutConstraint:0x600000000012 UIView:0x7f0000000001.width == 120   (active)>"
        )

        """

    @Test func withoutARecoveryLineThePredictionIsWordedAsOne() throws {
        let workspace = try Workspace(files: ["cut.log": Self.withoutRecovery])
        defer { workspace.remove() }
        let text = try ExplainCommand.parse(["cut.log"]).execute(workingDirectory: workspace.path).standardOutput
        #expect(text.contains("← UIKit would break this one"), "\(text)")
        #expect(!text.contains("broke this one"))
    }

    @Test func theBrokeLabelSitsOnTheLoggedRecovery() throws {
        let workspace = try Workspace(files: ["full.log": ConsoleLogNameTests.mangled])
        defer { workspace.remove() }
        let text = try ExplainCommand.parse(["full.log"]).execute(workingDirectory: workspace.path).standardOutput
        let marked = text.split(separator: "\n").filter { $0.contains("broke this one") }
        #expect(marked.count == 1 && marked[0].contains("0x600000000002"), "\(text)")
    }
}

extension ConsoleLogRecoveryTests {
    static let twoConflicts = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x600000000021 UIView:0x7f00000000a1.width == 100   (active)>",
            "<NSLayoutConstraint:0x600000000022 UIView:0x7f00000000a1.width == 120   (active)>",
            "<NSLayoutConstraint:0x600000000023 UIView:0x7f00000000b1.height == 10   (active)>",
            "<NSLayoutConstraint:0x600000000024 UIView:0x7f00000000b1.height == 20   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000000024 UIView:0x7f00000000b1.height == 20   (active)>

        """

    @Test func oneBlockIsOneFindingOnTheSetThatHoldsTheRecoveredConstraint() throws {
        let workspace = try Workspace(files: ["two.log": Self.twoConflicts])
        defer { workspace.remove() }
        let output = try check(["two.log", "--reporter", "json", "--quiet"], in: workspace.path)
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        let findings = (object?["diagnostics"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "conflicting-constraints" }
        #expect(findings.count == 1)
        #expect(findings.first?["constraints"] as? [String] == ["0x600000000023", "0x600000000024"])
        #expect((findings.first?["message"] as? String)?.contains("; also (0x600000000021, 0x600000000022)") == true)
    }
}

extension ConsoleLogRecoveryTests {
    static let privateView = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSAutoresizingMaskLayoutConstraint:0x600000000031 h=--& v=--& _UIRemoteKeyboardPlaceholderView:0x7f00000000c1.height == 0   (active)>",
            "<NSLayoutConstraint:0x600000000032 _UIRemoteKeyboardPlaceholderView:0x7f00000000c1.height == 216   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000000032 _UIRemoteKeyboardPlaceholderView:0x7f00000000c1.height == 216   (active)>

        """

    @Test func theSystemsOwnViewsGetAdviceTheAppCanActOn() throws {
        let workspace = try Workspace(files: ["keyboard.log": Self.privateView])
        defer { workspace.remove() }
        let output = try check(["keyboard.log", "--reporter", "json", "--quiet"], in: workspace.path).standardOutput
        #expect(!output.contains("Set translatesAutoresizingMaskIntoConstraints = false on"), "\(output)")
        #expect(output.contains("is the system's own view (_UIRemoteKeyboardPlaceholderView)"))
        #expect(output.contains("report it to Apple"))
    }
}
