import ArgumentParser
import AutolintAnalysis
import AutolintModel
import Foundation

/// `autolint explain FILE`: every conflict and every broken optional constraint in plain
/// sentences, with what beats what and what to change.
public struct ExplainCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain every conflict and broken constraint in plain language, with what to change.")

    @Argument(help: ArgumentHelp("A fixture, IB document or console log.", valueName: "file"))
    public var path: String

    @OptionGroup public var options: CommonOptions

    public init() {}

    public func run() throws {
        let result = try execute(workingDirectory: FileManager.default.currentDirectoryPath)
        TerminalOutput.write(result)
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
    }

    public func execute(workingDirectory: String) throws(ConfigurationError) -> CommandOutput {
        let input: SolvedInput
        switch try SolvedInput.read(path: path, options: options, workingDirectory: workingDirectory) {
        case .success(let read): input = read
        case .failure(let failure): return failure.output
        }
        var sections: [String] = []
        for (layout, configurations) in input.layouts {
            let analysis = LayoutAnalysis(layout: layout, configurations: configurations, options: input.options)
            for configuration in analysis.configurations {
                let explanation = LayoutExplanation(analysis: configuration)
                var lines = [[input.heading(for: layout), "\(configuration.configuration.name):"].compactMap { $0 }.joined(separator: " ")]
                if let reported = layout.reportedRecovery { lines.append("The log says UIKit broke: \(reported)") }
                lines += explanation.isEmpty ? ["Every required constraint holds and every optional one is met."] : explanation.paragraphs
                sections.append(lines.joined(separator: "\n\n"))
            }
        }
        return CommandOutput(standardOutput: sections.joined(separator: "\n\n") + "\n")
    }
}
