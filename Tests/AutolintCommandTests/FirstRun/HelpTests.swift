import ArgumentParser
import Testing
@testable import AutolintCommand

/// Each command's `--help` lists the options it uses, and shows how to run it.
@Suite struct HelpTests {
    static let reporting: [any ParsableCommand.Type] = [CheckCommand.self]
    static let analysing: [any ParsableCommand.Type] = [
        SolveCommand.self, TraceCommand.self, ExerciseCommand.self, AffectingCommand.self, ExplainCommand.self,
    ]

    @Test func onlyCheckHasReportersAndOnlyCheckAndReportCountFindings() {
        let check = CheckCommand.helpMessage(columns: 200)
        for option in ["--reporter", "--output", "--strict", "--quiet", "--baseline", "--jobs", "--device", "--config"] {
            #expect(check.contains(option), "check lacks \(option)")
        }
        let report = ReportCommand.helpMessage(columns: 200)
        #expect(report.contains("--strict") && report.contains("--pictures") && !report.contains("--reporter"))
        for command in Self.analysing {
            let help = command.helpMessage(columns: 200)
            for option in ["--reporter", "--strict", "--output", "--baseline"] {
                #expect(!help.contains(option), "\(command._commandName) lists \(option), which it does not use")
            }
            #expect(help.contains("--device") && help.contains("--config"))
        }
        let graph = GraphCommand.helpMessage(columns: 200)
        #expect(graph.contains("--output") && !graph.contains("--reporter") && !graph.contains("--strict"))
    }

    @Test func everyCommandShowsAnExample() {
        let commands: [any ParsableCommand.Type] = Self.reporting + Self.analysing + [GraphCommand.self, ReportCommand.self, ExportCommand.self, DevicesCommand.self]
        for command in commands {
            #expect(command.helpMessage(columns: 200).contains("autolint \(command._commandName) "), "\(command._commandName) has no example")
        }
    }
}
