import Foundation

/// Crash isolation for `check` and `report`: a run over many files must not end with no report
/// because one file makes autolint trap. The command runs in a worker process (this same
/// executable) that journals which file it is working on (`WorkerJournal`); when the worker dies
/// by a signal, the file it was working on is excluded and reported as an input error, and the
/// run starts again without it, until a worker finishes. Its output then passes through unchanged,
/// so the report is complete and deterministic. A crash with several files in flight is narrowed
/// down by running again on one thread. A file in flight for longer than the time limit (a hang,
/// in autolint or a library it uses) stops the worker the same way and is reported likewise.
enum IsolatedRun {
    static let journalVariable = "AUTOLINT_WORKER_JOURNAL"
    static let excludedVariable = "AUTOLINT_WORKER_EXCLUDED"
    static let serialVariable = "AUTOLINT_WORKER_SERIAL"
    /// The supervisor's standard output is a terminal: the worker, writing to a file the
    /// supervisor copies, colours its output as it would there.
    static let terminalVariable = "AUTOLINT_WORKER_TERMINAL"
    /// `0` turns isolation off (one process, as before).
    static let switchVariable = "AUTOLINT_ISOLATION"
    /// Test hook: the worker traps on the file whose path ends with this value.
    static let injectedCrashVariable = "AUTOLINT_INJECT_CRASH"
    /// Test hook: the worker hangs on the file whose path ends with this value.
    static let injectedHangVariable = "AUTOLINT_INJECT_HANG"
    /// Seconds one file may take before its worker is stopped (default `defaultFileTimeLimit`).
    static let fileTimeLimitVariable = "AUTOLINT_FILE_TIME_LIMIT"
    /// What a build phase can wait for one file (issue #49): well above any real input in a
    /// release build (the 100,000-row benchmark fixture takes seconds), far below forever.
    static let defaultFileTimeLimit = 20.0

    /// Whether these arguments are a run that isolation protects: `check` (named or default) or
    /// `report`, in a process that is not a worker already, not reading standard input (which
    /// cannot be read twice), and not asking for help or the version.
    static func applies(to arguments: [String], environment: [String: String], commandNames: [String]) -> Bool {
        guard environment[journalVariable] == nil, environment[switchVariable] != "0" else { return false }
        guard !arguments.contains("-"),
              !arguments.contains(where: { ["-h", "--help", "--version", "help"].contains($0) }) else { return false }
        guard let first = arguments.first else { return false }
        return first == "check" || first == "report" || !commandNames.contains(first)
    }

    /// Runs the arguments in workers until one finishes, then exits with its status.
    static func supervise(_ arguments: [String]) -> Never {
        // A worker that is stopped by the user stops the supervisor with it (same process group).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            // Without a place for the journal the run goes on unprotected, as it always did.
            unprotected()
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = folder.appendingPathComponent("journal")
        let excludedList = folder.appendingPathComponent("excluded")
        let output = folder.appendingPathComponent("stdout")
        var excluded: [(file: String, message: String)] = []
        var serial = false
        let limit = ProcessInfo.processInfo.environment[fileTimeLimitVariable].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? defaultFileTimeLimit
        while true {
            let listing = excluded.map { "\($0.file)\t\($0.message)\n" }.joined()
            guard FileManager.default.createFile(atPath: journal.path, contents: Data()),
                  FileManager.default.createFile(atPath: excludedList.path, contents: Data(listing.utf8)) else { unprotected() }
            var environment = ProcessInfo.processInfo.environment
            environment[journalVariable] = journal.path
            environment[excludedVariable] = excludedList.path
            if serial { environment[serialVariable] = "1" }
            if isatty(STDOUT_FILENO) != 0 { environment[terminalVariable] = "1" }
            // A worker's crash is reported as an input error naming the file; Swift's backtrace
            // (a screenful, and most of a second) only when asked for with SWIFT_BACKTRACE.
            if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
            // Libraries may let dictionary order into what they say (Yams names the first of
            // duplicate complex keys by sorting a dictionary's keys, which were in random order,
            // found by fuzzing): the same input gives the same bytes in every run. Hash flooding
            // that fixed seeds would allow is bounded by the per-file time limit.
            environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
            let termination: WorkerProcess.Termination
            var watch = FileClock(limit: limit)
            do {
                termination = try WorkerProcess.run(executable: executable.path, arguments: arguments, environment: environment, standardOutput: output.path,
                                                    overdue: { watch.overdue(inFlight: filesInFlight(journal: journal)) != nil })
            } catch {
                unprotected()
            }
            let signal: Int32
            switch termination {
            case .exited(let status):
                if let data = try? Data(contentsOf: output) { FileHandle.standardOutput.write(data) }
                try? FileManager.default.removeItem(at: folder)
                exit(status)
            case .stopped:
                guard let file = watch.overdueFile else { unprotected() }
                excluded.append((file, message(seconds: limit)))
                continue
            case .signaled(let number):
                signal = number
            }
            let inFlight = filesInFlight(journal: journal).filter { file in !excluded.contains { $0.file == file } }
            if inFlight.count == 1 {
                excluded.append((inFlight[0], message(signal: signal)))
            } else if inFlight.count > 1 && !serial {
                serial = true
            } else {
                FileHandle.standardError.write(Data("autolint: stopped by signal \(signal) (\(signalName(signal))) outside the work on any one file\n".utf8))
                try? FileManager.default.removeItem(at: folder)
                exit(CheckExitStatus.unreadableInput.rawValue)
            }
        }
    }

    /// The input error reported for a file a worker took too long on.
    static func message(seconds: Double) -> String {
        let duration = seconds == 1 ? "1 second" : "\(Int(seconds)) seconds"
        return "autolint stopped after \(duration) on this file (a hang); the rest of the run went on without it. "
            + "This is a bug in autolint: please report it with this file"
    }

    /// When each file in flight was first seen in flight; which one, if any, is over the limit.
    struct FileClock {
        var limit: Double
        var firstSeen: [String: Date] = [:]
        private(set) var overdueFile: String?

        init(limit: Double) { self.limit = limit }

        mutating func overdue(inFlight: [String]) -> String? {
            let now = Date()
            for file in inFlight where firstSeen[file] == nil { firstSeen[file] = now }
            // The first begun of those over the limit: `inFlight` is in the order files began.
            overdueFile = inFlight.first { now.timeIntervalSince(firstSeen[$0] ?? now) > limit }
            return overdueFile
        }
    }

    /// The input error reported for a file a worker died on.
    static func message(signal: Int32) -> String {
        "autolint stopped (signal \(signal), \(signalName(signal))) while analysing this file; the rest of the run went on "
            + "without it. This is a bug in autolint: please report it with this file"
    }

    /// Files begun and not ended, in the order they were begun.
    static func filesInFlight(journal: URL) -> [String] {
        guard let text = try? String(contentsOf: journal, encoding: .utf8) else { return [] }
        var open: [String] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard fields.count == 2 else { continue }
            if fields[0] == "begin" {
                open.append(fields[1])
            } else if let index = open.firstIndex(of: fields[1]) {
                open.remove(at: index)
            }
        }
        return open
    }

    private static var executable: URL {
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "illegal instruction, a Swift runtime trap"
        case SIGTRAP: "trace trap, a Swift runtime trap"
        case SIGABRT: "abort"
        case SIGSEGV: "segmentation fault"
        case SIGBUS: "bus error"
        case SIGKILL: "killed, often for memory"
        default: "signal"
        }
    }

    /// Runs in this process, without isolation.
    private static func unprotected() -> Never {
        Autolint.runInProcess(nil)
    }
}
