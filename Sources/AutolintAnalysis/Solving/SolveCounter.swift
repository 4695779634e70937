import Foundation

/// How many layout systems this process has solved, for `AUTOLINT_COUNT_SOLVES`: the measure
/// that `report` solves each configuration once, as `check` does, and never again for its pictures.
public final class SolveCounter: @unchecked Sendable {
    public static let shared = SolveCounter()

    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    public var solves: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
