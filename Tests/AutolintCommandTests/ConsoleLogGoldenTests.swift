import Foundation
import Testing
@testable import AutolintCommand

/// The exact `explain` and `check` output for three corpus logs and one trace, compared with
/// `Golden/console-logs/`. Run with `AUTOLINT_UPDATE_GOLDEN=1` to rewrite them after an intended
/// change, and review the diff. Skipped without `../shared/corpus`.
@Suite struct ConsoleLogGoldenTests {
    static let cases: [(arguments: [String], golden: String)] = [
        (["explain", "logs/colo-encapsulated-height-ios8.log"], "explain.colo.txt"),
        (["explain", "logs/macos-fetch-clipview-autoresizing-syslog.log"], "explain.macos-fetch.txt"),
        (["explain", "logs/prox-uisv-hiding.log"], "explain.prox.txt"),
        (["explain", "logs/macos-hivewallet-elided-list.log"], "explain.macos-hivewallet.txt"),
        (["check", "logs/prox-uisv-hiding.log", "--quiet"], "check.prox.txt"),
        (["trace", "traces/purelayout62-cell-labels-minY-height-fragment.txt"], "trace.purelayout62.txt"),
    ]

    static func run(_ arguments: [String]) throws -> CommandOutput {
        let corpus = ConsoleLogCommandTests.corpus.path
        let rest = Array(arguments.dropFirst())
        switch arguments[0] {
        case "explain": return try ExplainCommand.parse(rest).execute(workingDirectory: corpus)
        case "trace": return try TraceCommand.parse(rest).execute(workingDirectory: corpus)
        default: return try CheckCommand.parse(rest).execute(workingDirectory: corpus)
        }
    }

    @Test(.enabled(if: ConsoleLogCommandTests.isAvailable, "needs ../shared/corpus"), arguments: cases.indices)
    func outputMatchesGolden(_ index: Int) throws {
        let (arguments, golden) = Self.cases[index]
        let file = packageRoot.appendingPathComponent("Tests/AutolintCommandTests/Golden/console-logs").appendingPathComponent(golden)
        let output = try Self.run(arguments).standardOutput
        if ProcessInfo.processInfo.environment["AUTOLINT_UPDATE_GOLDEN"] == "1" {
            try Data(output.utf8).write(to: file)
        }
        #expect(output == (try String(contentsOf: file, encoding: .utf8)), "\(golden)")
    }
}
