import Foundation
import Testing
@testable import AutolintCommand

/// Names as UIKit prints them in a log: cut short with `...` (the address or `names:` identifies
/// the view) and mangled Swift generics with `$`. Blocks of our own making in the shapes seen in
/// public issue threads.
@Suite struct ConsoleLogNameTests {
    static let truncated = """
        2026-01-01 12:00:00.000 App[1:1] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x6000008989c0 DetailViewFeatureItemCell....width == 54   (active, names: DetailViewFeatureItemCell...:0x7f95000e5e50 )>",
            "<NSLayoutConstraint:0x600000898a10 DetailViewFeatureItemCell....width == 60   (active, names: DetailViewFeatureItemCell...:0x7f95000e5e50 )>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000898a10 DetailViewFeatureItemCell....width == 60   (active, names: DetailViewFeatureItemCell...:0x7f95000e5e50 )>

        """

    static let mangled = """
        2026-01-01 12:00:00.000 App[1:1] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x600000000001 _TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fed43476280.width == 100   (active)>",
            "<NSLayoutConstraint:0x600000000002 _TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fed43476280.width == 120   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000000002 _TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fed43476280.width == 120   (active)>

        """

    @Test(arguments: [("truncated.log", truncated, ["0x6000008989c0", "0x600000898a10"]), ("mangled.log", mangled, ["0x600000000001", "0x600000000002"])])
    func theConflictIsReadAndReported(_ name: String, _ text: String, _ members: [String]) throws {
        let workspace = try Workspace(files: [name: text])
        defer { workspace.remove() }
        let output = try check([name, "--reporter", "json", "--quiet"], in: workspace.path)
        #expect(output.exitCode == 2, "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("\"input-error\""))
        #expect(output.standardOutput.contains("\"rule\": \"conflicting-constraints\""))
        for member in members { #expect(output.standardOutput.contains("\"\(member)\"")) }
    }
}

extension ConsoleLogNameTests {
    @Test func mangledSwiftClassesAreNamedAsPeopleWriteThem() throws {
        let workspace = try Workspace(files: ["mangled.log": Self.mangled])
        defer { workspace.remove() }
        let explanation = try ExplainCommand.parse(["mangled.log"]).execute(workingDirectory: workspace.path).standardOutput
        #expect(explanation.contains("the card view<RecoveryKeyView>"), "\(explanation)")
        #expect(!explanation.contains("tt gc8"))
    }
}
