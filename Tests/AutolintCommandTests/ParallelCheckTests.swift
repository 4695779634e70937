import Foundation
import Testing
@testable import AutolintCommand

/// Many files are checked on every core, and the report is the same bytes as on one; a progress
/// line shows on a terminal during long runs only.
@Suite struct ParallelCheckTests {
    @Test func resultsKeepTheItemsOrderWhateverTheJobsAndCosts() {
        let items = Array(0..<200)
        let squares = ParallelMap.map(items, jobs: 4, cost: { $0 % 7 }) { $0 * $0 }
        #expect(squares == items.map { $0 * $0 })
        #expect(ParallelMap.map([Int](), jobs: 4) { $0 } == [])
        #expect(ParallelMap.map([3], jobs: 4) { $0 + 1 } == [4])
    }

    @Test func checkingOnSeveralCoresGivesTheSameReport() throws {
        let fixtures = packageRoot.appendingPathComponent("Fixtures").path
        var reports: [String] = []
        for jobs in ["1", "3"] {
            let output = try check([fixtures, "--reporter", "json", "--quiet", "--jobs", jobs], in: packageRoot.path)
            #expect(output.exitCode == 0)
            reports.append(output.standardOutput)
        }
        #expect(reports[0] == reports[1])
        let count = FileManager.default.enumerator(atPath: fixtures)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".layout.yml") || $0.hasSuffix(".layout.json") }.count ?? 0
        #expect(count > 30 && reports[0].contains("\"files\": \(count)"))
    }

    /// The command line's `check` of one file leaves what it read and solved unfreed for the exit;
    /// a run of several files, and any run the command did not ask for this, frees as it goes.
    @Test func onlyALoneFileOfTheCommandLineIsKeptUntilExit() {
        let fixtures = packageRoot.appendingPathComponent("Fixtures")
        let one = fixtures.appendingPathComponent("missing-constraints.layout.yml").path
        let two = fixtures.appendingPathComponent("conflicting-constraints.layout.yml").path
        func keptAfter(_ paths: [String], askedFor: Bool) -> Int {
            var run = CheckRun(paths: paths, workingDirectory: WorkingDirectory(packageRoot.path), configuration: LintConfiguration(),
                               planner: ConfigurationPlanner(), strict: false)
            run.keepsLoneInputUntilExit = askedFor
            let before = KeptUntilExit.shared.count
            #expect(!run.run().report.findings.isEmpty)
            return KeptUntilExit.shared.count - before
        }
        #expect(keptAfter([one], askedFor: false) == 0)
        #expect(keptAfter([one, two], askedFor: true) == 0)
        #expect(keptAfter([one], askedFor: true) == 1)
    }

    /// `check` asks for it only when the process ends after the run (`run()`), not when a test
    /// or a tool calls `execute`.
    @Test func theCheckCommandKeepsALoneFileOnlyWhenItEndsTheProcess() throws {
        let file = packageRoot.appendingPathComponent("Fixtures/missing-constraints.layout.yml").path
        for exits in [false, true] {
            var command = try CheckCommand.parse([file, "--quiet"])
            command.exitsAfterRun = exits
            let before = KeptUntilExit.shared.count
            _ = try command.execute(workingDirectory: packageRoot.path)
            #expect(KeptUntilExit.shared.count - before == (exits ? 1 : 0))
        }
    }

    @Test func badJobCountsAreUsageErrors() {
        #expect(throws: (any Error).self) { try CheckCommand.parse(["--jobs", "0"]) }
        #expect(throws: (any Error).self) { try ReportCommand.parse(["-o", "r.html", "--jobs", "0"]) }
    }

    final class Terminal: @unchecked Sendable {
        var text = ""
        var clock: TimeInterval = 0
    }

    @Test func theProgressLineWaitsASecondThenRewritesItselfAndClearsAtTheEnd() {
        let terminal = Terminal()
        let progress = ProgressLine(width: 40, now: { terminal.clock }) { terminal.text += $0 }
        progress.start(total: 3)
        progress.begin(file: "a.xib")
        progress.finish()
        #expect(terminal.text.isEmpty, "a short run prints nothing")
        terminal.clock = 1.5
        progress.begin(file: "Screens/Very/Long/Path/To/A/Storyboard/Main.storyboard")
        #expect(terminal.text == "\r\u{1B}[2KChecking 1/3: Screens/Very/Long/Path/To…")
        progress.finish()
        progress.end()
        #expect(terminal.text.hasSuffix("\r\u{1B}[2KChecking 2/3: Screens/Very/Long/Path/To…\r\u{1B}[2K"))
    }

    @Test(.enabled(if: ExecutableTests.executable != nil, "the autolint executable is built by swift build"))
    func noProgressReachesAPipe() throws {
        let run = try ExecutableTests.run(["check", packageRoot.appendingPathComponent("Fixtures").path], in: packageRoot.path)
        #expect(!run.error.contains("\r") && !run.output.contains("\r"))
    }
}
