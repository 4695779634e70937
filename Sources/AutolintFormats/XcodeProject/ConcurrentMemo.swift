import Foundation

/// Values worked out once per key, asked for from several threads (the files of a check run on
/// every core). A value is worked out outside the lock, so that no thread waits on another's
/// file reading; when two work out the same key, the first stored is kept.
final class ConcurrentMemo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    func value(for key: Key, _ compute: () -> Value) -> Value {
        lock.lock()
        let known = values[key]
        lock.unlock()
        if let known { return known }
        let made = compute()
        lock.lock()
        defer { lock.unlock() }
        if let stored = values[key] { return stored }
        values[key] = made
        return made
    }
}
