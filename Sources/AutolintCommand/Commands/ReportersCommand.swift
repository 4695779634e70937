import ArgumentParser

/// `autolint reporters`: the report formats `--reporter` accepts, as `swiftlint reporters` lists them.
public struct ReportersCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "reporters",
        abstract: "List the report formats --reporter accepts.")

    public init() {}

    public func run() throws {
        TerminalOutput.write(execute())
    }

    public func execute() -> CommandOutput {
        let width = ReporterRegistry.identifiers.map(\.count).max() ?? 0
        let lines = ReporterRegistry.all.map { reporter in
            let name = reporter.identifier + String(repeating: " ", count: width - reporter.identifier.count)
            let marker = reporter.identifier == ReporterRegistry.defaultIdentifier ? " (default)" : ""
            return "\(name)  \(reporter.summary)\(marker)"
        }
        return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n")
    }
}
