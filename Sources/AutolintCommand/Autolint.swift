import ArgumentParser
import AutolintFormats
import Foundation
@preconcurrency import Rainbow

/// The `autolint` command: `check` (the default), `rules`, `reporters` and the analysis commands.
public struct Autolint: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "autolint",
        abstract: "A debugging and linting toolkit for Auto Layout constraint systems.",
        version: AutolintVersion.current,
        subcommands: [
            CheckCommand.self, RulesCommand.self, ReportersCommand.self, SolveCommand.self, TraceCommand.self,
            ExerciseCommand.self, AffectingCommand.self, ExplainCommand.self,
            GraphCommand.self, ReportCommand.self, ExportCommand.self, DevicesCommand.self,
        ],
        defaultSubcommand: CheckCommand.self)

    public init() {}

    /// Runs the command line and exits with `cli.md`'s codes: a usage or configuration error is
    /// 1 (ArgumentParser's own default would be 64), help and version are 0, and commands choose
    /// the rest.
    public static func runAsMain(_ arguments: [String]? = nil) -> Never {
        let words = arguments ?? Array(CommandLine.arguments.dropFirst())
        if let message = misspeltCommand(in: words) {
            FileHandle.standardError.write(Data("autolint: \(message)\n".utf8))
            Foundation.exit(CheckExitStatus.usageError.rawValue)
        }
        if IsolatedRun.applies(to: words, environment: ProcessInfo.processInfo.environment, commandNames: commandNames) {
            IsolatedRun.supervise(words)
        }
        runInProcess(arguments)
    }

    /// Parses and runs the command in this process.
    static func runInProcess(_ arguments: [String]?) -> Never {
        // Rainbow decides from this process's standard output; a worker's is a file.
        if TerminalOutput.supportsColor { Rainbow.outputTarget = .console }
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

    /// The names `autolint` accepts as its first word.
    static var commandNames: [String] { configuration.subcommands.map { $0._commandName } + ["help"] }

    /// `check` is the default command, so a first word is a file to check; but a word that names
    /// no file and does not look like a path (no `/`, no `.`) is a command the user mistyped
    /// (`autolint chek Fixtures`), which would otherwise be checked as a missing file or, for
    /// `autolint repot Fixtures -o r.html`, write a check report where a page was wanted.
    static func misspeltCommand(in arguments: [String], fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first),
              !first.contains("/"), !first.contains("."), !fileExists(first) else { return nil }
        let commands = configuration.subcommands.map { $0._commandName }
        return "unknown command '\(first)'\(NearestName.hint(for: first, among: commands)); commands are \(commands.joined(separator: ", ")), "
            + "and files or folders to check (no file or folder '\(first)' exists)"
    }
}
