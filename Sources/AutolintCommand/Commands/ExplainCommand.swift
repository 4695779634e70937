import ArgumentParser
import AutolintAnalysis
import AutolintExplanation
import AutolintModel
import Foundation

/// `autolint explain FILE`: every conflict and every broken optional constraint in plain
/// sentences, with what beats what and what to change.
public struct ExplainCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain every conflict and broken constraint in plain language, with what to change.",
        discussion: """
            Examples:
              autolint explain crash.log
              pbpaste | autolint explain -
            """)

    @Argument(help: ArgumentHelp("A fixture, IB document or console log.", valueName: "file"))
    public var path: String

    @OptionGroup public var options: CommonOptions

    public init() {}

    public func run() throws {
        try TerminalOutput.finish(execute(workingDirectory: FileManager.default.currentDirectoryPath, colorTerminal: TerminalOutput.supportsColor))
    }

    /// `colorTerminal`: views are coloured in console-log explanations (a terminal without `NO_COLOR`).
    public func execute(workingDirectory: String, colorTerminal: Bool = false) throws(ConfigurationError) -> CommandOutput {
        try SolvedInput.read(path: path, options: options, workingDirectory: workingDirectory, keepingReadableParts: true) { input throws(ConfigurationError) -> CommandOutput in
            switch input.document.kind {
            case .consoleLog: return explainConsoleBlocks(input, colored: colorTerminal)
            case .trace: return explainTrace(input)
            case .fixture, .interfaceBuilder, .sourceCode: break
            }
            var sections: [String] = []
            for (layout, configurations) in input.layouts {
                var options = LayoutSystem.Options(for: layout)
                options.explainsEveryBrokenConstraint = true
                let analysis = LayoutAnalysis(layout: layout, configurations: configurations, options: options)
                for configuration in analysis.configurations {
                    let explanation = LayoutExplanation(analysis: configuration)
                    var lines = [[input.heading(for: layout), "\(configuration.configuration.name):"].compactMap { $0 }.joined(separator: " ")]
                    if let reported = layout.reportedRecovery { lines.append("The log says UIKit broke: \(reported)") }
                    lines += explanation.isEmpty ? ["Every required constraint holds and every optional one is met."] : explanation.paragraphs
                    sections.append(lines.joined(separator: "\n\n"))
                }
            }
            var output = input.problemOutput
            output.standardOutput = sections.joined(separator: "\n\n") + "\n"
            return output
        }
    }

    /// Each block of a paste on its own; unreadable parts go to standard error (exit 3) after
    /// the blocks that could be read are explained.
    private func explainConsoleBlocks(_ input: SolvedInput, colored: Bool) -> CommandOutput {
        // Each block is written as soon as it is solved: a paste of many blocks keeps no analysis.
        let blocks = input.layouts.compactMap { layout, configurations in
            LayoutAnalysis(layout: layout, configurations: configurations).configurations.first.map { ConsoleBlockExplanation(analysis: $0, colored: colored).text }
        }
        var output = input.problemOutput
        output.standardOutput = blocks.joined(separator: "\n\n\n") + "\n"
        return output
    }

    /// A trace prints no constraints: what it says is which views are ambiguous, and along what.
    private func explainTrace(_ input: SolvedInput) -> CommandOutput {
        let findings = input.layouts.flatMap { TraceAmbiguityReport.diagnostics(for: $0.layout) }
        var output = input.problemOutput
        output.standardOutput = findings.isEmpty
            ? "The trace marks no view AMBIGUOUS LAYOUT.\n"
            : (["The trace marks \(findings.count) view\(findings.count == 1 ? "" : "s") AMBIGUOUS LAYOUT:"]
                + findings.map { "  line \($0.location.line): \($0.message)" }
                + ["Each needs constraints that fix what is listed, or tied optional constraints (often equal hugging or compression resistance priorities) told apart."])
                .joined(separator: "\n") + "\n"
        return output
    }
}
