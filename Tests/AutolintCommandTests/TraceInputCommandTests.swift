import Foundation
import Testing
@testable import AutolintCommand

/// An `_autolayoutTrace` dump holds no constraints: the commands that solve constraints refuse it
/// with a pointer to `trace` and `check`, which read it.
struct TraceInputCommandTests {
    static let trace = """
        •UIWindow:0x7fb2d3c0a4e0
        |   *UIView:0x7fb2d3d0b2a0- AMBIGUOUS LAYOUT for UIView:0x7fb2d3d0b2a0.minX{id: 12}
        """

    @Test func commandsThatSolveConstraintsRefuseATrace() throws {
        let workspace = try Workspace(files: ["dump.txt": Self.trace])
        defer { workspace.remove() }
        let commands: [() throws -> CommandOutput] = [
            { try SolveCommand.parse(["dump.txt"]).execute(workingDirectory: workspace.path) },
            { try ExerciseCommand.parse(["dump.txt"]).execute(workingDirectory: workspace.path) },
            { try AffectingCommand.parse(["dump.txt", "--view", "0x7fb2d3d0b2a0", "--axis", "horizontal"]).execute(workingDirectory: workspace.path) },
            { try GraphCommand.parse(["dump.txt", "-o", "graph.dot"]).execute(workingDirectory: workspace.path) },
            { try ExplainCommand.parse(["dump.txt"]).execute(workingDirectory: workspace.path) },
        ]
        for command in commands {
            #expect {
                _ = try command()
            } throws: { error in
                (error as? ConfigurationError)?.message.contains("records the view hierarchy and UIKit's ambiguity marks but no constraints") == true
            }
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.path("graph.dot")))
        let traced = try TraceCommand.parse(["dump.txt"]).execute(workingDirectory: workspace.path)
        #expect(traced.standardOutput.contains("AMBIGUOUS LAYOUT"))
        #expect(try check(["dump.txt", "--quiet"], in: workspace.path).exitCode == 2)
    }
}
