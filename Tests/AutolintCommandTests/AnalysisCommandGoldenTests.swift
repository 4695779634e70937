import ArgumentParser
import Foundation
import Testing
@testable import AutolintCommand

/// The exact output of `solve`, `trace`, `exercise`, `affecting`, `explain` and `check` on the
/// analysis fixtures, compared with `Golden/analysis/`. Run with `AUTOLINT_UPDATE_GOLDEN=1` to
/// rewrite them after an intended change, and review the diff.
@Suite struct AnalysisCommandGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var golden: String
        var testDescription: String { golden }
    }

    static let cases = [
        Case(arguments: ["solve", "Fixtures/analysis/misplaced-view.layout.yml"], golden: "solve.misplaced-view.txt"),
        Case(arguments: ["solve", "Fixtures/analysis/right-to-left.layout.yml"], golden: "solve.right-to-left.txt"),
        Case(arguments: ["solve", "Fixtures/analysis/device-matrix-conflict.layout.yml", "--format", "json"], golden: "solve.device-matrix-conflict.json"),
        Case(arguments: ["solve", "Fixtures/analysis/strict-priority.layout.yml", "--format", "json"], golden: "solve.strict-priority.json"),
        Case(arguments: ["trace", "Fixtures/analysis/missing-constraints.layout.yml"], golden: "trace.missing-constraints.txt"),
        Case(arguments: ["trace", "Fixtures/analysis/autoresizing.layout.yml", "--device", "iphone-se"], golden: "trace.autoresizing.txt"),
        Case(arguments: ["exercise", "Fixtures/analysis/missing-constraints.layout.yml"], golden: "exercise.missing-constraints.txt"),
        Case(arguments: ["exercise", "Fixtures/analysis/l1-tie.layout.yml", "--view", "box"], golden: "exercise.l1-tie.txt"),
        Case(arguments: ["affecting", "Fixtures/analysis/hugging-resolved.layout.yml", "--view", "detail", "--axis", "horizontal"],
             golden: "affecting.hugging-resolved.txt"),
        Case(arguments: ["affecting", "Fixtures/analysis/baselines.layout.yml", "--view", "small", "--axis", "vertical"],
             golden: "affecting.baselines.txt"),
        Case(arguments: ["explain", "Fixtures/analysis/conflicting-constraints.layout.yml"], golden: "explain.conflicting-constraints.txt"),
        Case(arguments: ["explain", "Fixtures/analysis/unsatisfiable-priority.layout.yml"], golden: "explain.unsatisfiable-priority.txt"),
        Case(arguments: ["explain", "Fixtures/analysis/autoresizing-conflict.layout.yml"], golden: "explain.autoresizing-conflict.txt"),
        Case(arguments: ["check", "Fixtures/analysis", "--quiet"], golden: "check.analysis-fixtures.txt"),
    ]

    /// Runs `autolint ARGUMENTS` in process from the package root.
    static func run(_ arguments: [String]) throws -> CommandOutput {
        let root = packageRoot.path
        let rest = Array(arguments.dropFirst())
        switch arguments[0] {
        case "solve": return try SolveCommand.parse(rest).execute(workingDirectory: root)
        case "trace": return try TraceCommand.parse(rest).execute(workingDirectory: root)
        case "exercise": return try ExerciseCommand.parse(rest).execute(workingDirectory: root)
        case "affecting": return try AffectingCommand.parse(rest).execute(workingDirectory: root)
        case "explain": return try ExplainCommand.parse(rest).execute(workingDirectory: root)
        default: return try CheckCommand.parse(rest).execute(workingDirectory: root)
        }
    }

    @Test(arguments: cases)
    func matchesItsGoldenFile(_ subject: Case) throws {
        let output = try Self.run(subject.arguments).standardOutput
        let golden = packageRoot.appendingPathComponent("Tests/AutolintCommandTests/Golden/analysis/\(subject.golden)")
        if ProcessInfo.processInfo.environment["AUTOLINT_UPDATE_GOLDEN"] == "1" {
            try Data(output.utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output == expected, "autolint \(subject.arguments.joined(separator: " ")) differs from \(subject.golden)")
    }

    @Test func unreadableInputExitsWithThree() throws {
        let output = try Self.run(["solve", "Tests/AutolintCommandTests/Golden/unreadable.layout.yml"])
        #expect(output.exitCode == 3)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("unreadable.layout.yml:"))
    }

    @Test func unknownViewIsAUsageError() {
        #expect(throws: ConfigurationError.self) {
            try Self.run(["affecting", "Fixtures/analysis/baselines.layout.yml", "--view", "nothing", "--axis", "vertical"])
        }
    }

    @Test func exerciseMovesAnAmbiguousViewBetweenDistinctFrames() throws {
        let output = try Self.run(["exercise", "Fixtures/analysis/inequality-only.layout.yml", "--view", "badge"]).standardOutput
        let frames = output.split(separator: "\n").filter { $0.hasPrefix("    (") }
        #expect(frames.count >= 2)
        #expect(Set(frames).count == frames.count)
    }
}
