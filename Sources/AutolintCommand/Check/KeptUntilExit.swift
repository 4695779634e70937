import Foundation

/// What a command line run never frees. `autolint check` of one file exits as soon as the file
/// is checked, and freeing that file's layout and analysis first (hundreds of thousands of small
/// objects for a large fixture, a twentieth of the whole run) would only delay the exit; compiler
/// drivers skip the same work for the same reason. Only the command itself asks for this
/// (`CheckRun.keepsLoneInputUntilExit`): code that checks repeatedly in one process (the tests,
/// the library's users) frees as usual.
final class KeptUntilExit: @unchecked Sendable {
    static let shared = KeptUntilExit()

    private let lock = NSLock()
    private var values: [Any] = []

    func keep(_ value: Any) {
        lock.withLock { values.append(value) }
    }

    /// How many values are kept (for tests).
    var count: Int { lock.withLock { values.count } }
}
