import Foundation

/// The worker side of crash isolation (`IsolatedRun`): each input's work is bracketed by a
/// `begin` and an `end` line in a journal file, so that when the process dies the supervisor can
/// tell which file it was working on; files the supervisor has given up on are reported as input
/// errors without being read again.
final class WorkerJournal: @unchecked Sendable {
    /// The journal of this process when it runs as a worker; nil otherwise.
    static let current: WorkerJournal? = ProcessInfo.processInfo.environment[IsolatedRun.journalVariable].map(WorkerJournal.init)

    private let handle: FileHandle?
    private let lock = NSLock()
    /// Inputs the supervisor excluded, each with the message to report for it.
    let excluded: [String: String]
    /// Whether the supervisor asked for one file at a time, to tell which of several crashed.
    let isSerial = ProcessInfo.processInfo.environment[IsolatedRun.serialVariable] == "1"
    /// A test hook: the worker traps on a file whose path ends with this, as a crash would.
    private let crashOnSuffix = ProcessInfo.processInfo.environment[IsolatedRun.injectedCrashVariable]
    /// A test hook: the worker never ends a file whose path ends with this, as a hang would.
    private let hangOnSuffix = ProcessInfo.processInfo.environment[IsolatedRun.injectedHangVariable]

    private init(path: String) {
        handle = FileHandle(forWritingAtPath: path)
        var excluded: [String: String] = [:]
        if let list = ProcessInfo.processInfo.environment[IsolatedRun.excludedVariable],
           let text = try? String(contentsOfFile: list, encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
                if fields.count == 2 { excluded[fields[0]] = fields[1] }
            }
        }
        self.excluded = excluded
    }

    /// Runs one input's work between its journal lines.
    func around<Result>(_ file: String, _ work: () -> Result) -> Result {
        write("begin\t\(file)\n")
        if let suffix = crashOnSuffix, !suffix.isEmpty, file.hasSuffix(suffix) {
            fatalError("crash injected by \(IsolatedRun.injectedCrashVariable) while analysing \(file)")
        }
        if let suffix = hangOnSuffix, !suffix.isEmpty, file.hasSuffix(suffix) {
            while true { sleep(1) }
        }
        let result = work()
        write("end\t\(file)\n")
        return result
    }

    private func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        handle?.write(Data(line.utf8))
    }
}

extension Optional where Wrapped == WorkerJournal {
    /// Runs the work directly when this process is not a worker.
    func around<Result>(_ file: String, _ work: () -> Result) -> Result {
        switch self {
        case .some(let journal): journal.around(file, work)
        case .none: work()
        }
    }
}
