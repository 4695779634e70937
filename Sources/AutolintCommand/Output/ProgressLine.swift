import Foundation

/// Files done of the total and the file at hand, on one line of standard error that rewrites
/// itself, while a long run goes on: only on a terminal, never with `--quiet`, never in a report.
/// Nothing shows for the first second, so short runs print exactly what they always did.
public final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let write: (String) -> Void
    private let now: () -> TimeInterval
    private let delay: TimeInterval
    private let width: Int
    private var started: TimeInterval = 0
    private var total = 0
    private var done = 0
    private var current = ""
    private var shown = false

    /// - Parameters: `write` receives the terminal text (`\r`, clear-line sequences included).
    public init(delay: TimeInterval = 1, width: Int = 100, now: @escaping () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
                write: @escaping (String) -> Void) {
        self.delay = delay
        self.width = width
        self.now = now
        self.write = write
    }

    /// A progress line on standard error when it is a terminal (and `TERM` is not `dumb`); else nil.
    public static func onTerminal(quiet: Bool) -> ProgressLine? {
        guard !quiet, isatty(STDERR_FILENO) != 0, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return nil }
        return ProgressLine { text in FileHandle.standardError.write(Data(text.utf8)) }
    }

    func start(total: Int) {
        lock.lock()
        defer { lock.unlock() }
        started = now()
        self.total = total
    }

    func begin(file: String) {
        lock.lock()
        defer { lock.unlock() }
        current = file
        redraw()
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        redraw()
    }

    /// Clears the line, so that the summary and the report print as without it.
    func end() {
        lock.lock()
        defer { lock.unlock() }
        if shown { write("\r\u{1B}[2K") }
        shown = false
    }

    private func redraw() {
        guard now() - started >= delay else { return }
        var text = "Checking \(done)/\(total): \(current)"
        if text.count > width { text = String(text.prefix(width - 1)) + "…" }
        write("\r\u{1B}[2K" + text)
        shown = true
    }
}
