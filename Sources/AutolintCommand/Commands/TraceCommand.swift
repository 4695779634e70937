import ArgumentParser
import AutolintAnalysis
import AutolintModel
import Foundation

/// `autolint trace FILE`: the `_autolayoutTrace` equivalent, per configuration.
public struct TraceCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the view hierarchy as _autolayoutTrace does, with AMBIGUOUS LAYOUT lines.",
        discussion: """
            Examples:
              autolint trace Fixtures/missing-constraints.layout.yml
              autolint trace trace.txt        (an _autolayoutTrace dump pasted from lldb)
            """)

    @Argument(help: ArgumentHelp("A fixture, IB document or console log.", valueName: "file"))
    public var path: String

    @OptionGroup public var options: CommonOptions

    public init() {}

    public func run() throws {
        try TerminalOutput.finish(execute(workingDirectory: FileManager.default.currentDirectoryPath))
    }

    public func execute(workingDirectory: String) throws(ConfigurationError) -> CommandOutput {
        try SolvedInput.read(path: path, options: options, workingDirectory: workingDirectory, solvesConstraints: false) { input throws(ConfigurationError) -> CommandOutput in
            if input.document.kind == .trace { return TraceDumpListing(input: input).output }
            var sections: [String] = []
            for (layout, configurations) in input.layouts {
                for configuration in configurations {
                    let debugger = LayoutDebugger(layout: layout, configuration: configuration)
                    let title = [input.heading(for: layout), "\(configuration.name):"].compactMap { $0 }.joined(separator: " ")
                    sections.append(title + "\n" + debugger.autolayoutTrace())
                }
            }
            return CommandOutput(standardOutput: sections.joined(separator: "\n"))
        }
    }
}
