import ArgumentParser
import Foundation

/// Where commands print, and whether colour is wanted there.
enum TerminalOutput {
    /// Standard output is a terminal (the supervisor's, for a worker of `IsolatedRun`) and
    /// `NO_COLOR` is unset (Rainbow's own checks).
    static var supportsColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        let isTerminal = isatty(STDOUT_FILENO) != 0 || (WorkerJournal.current != nil && environment[IsolatedRun.terminalVariable] == "1")
        return isTerminal && environment["TERM"] != "dumb"
            && (environment["NO_COLOR"] ?? "").isEmpty
    }

    static func write(_ output: CommandOutput) {
        if !output.standardOutput.isEmpty { FileHandle.standardOutput.write(Data(output.standardOutput.utf8)) }
        if !output.standardError.isEmpty { FileHandle.standardError.write(Data(output.standardError.utf8)) }
    }

    /// Writes a command's output and ends the process with its exit code: the last step of every
    /// command's `run()`, whose work is all in an `execute` that tests call in process.
    static func finish(_ output: CommandOutput) throws {
        write(output)
        if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }
}
