import ArgumentParser
import Foundation

/// The `autolint` command: `check` (the default), `rules`, `reporters` and the analysis commands.
public struct Autolint: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "autolint",
        abstract: "A debugging and linting toolkit for Auto Layout constraint systems.",
        version: AutolintVersion.current,
        subcommands: [
            CheckCommand.self, RulesCommand.self, ReportersCommand.self, SolveCommand.self, TraceCommand.self,
            ExerciseCommand.self, AffectingCommand.self, ExplainCommand.self,
            GraphCommand.self, ReportCommand.self,
        ],
        defaultSubcommand: CheckCommand.self)

    public init() {}

    /// Runs the command line and exits with `cli.md`'s codes: a usage or configuration error is
    /// 1 (ArgumentParser's own default would be 64), help and version are 0, and commands choose
    /// the rest.
    public static func runAsMain(_ arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let error as ConfigurationError {
            FileHandle.standardError.write(Data("autolint: \(error)\n".utf8))
            Foundation.exit(CheckExitStatus.usageError.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(CheckExitStatus.usageError.rawValue)
        }
    }
}
