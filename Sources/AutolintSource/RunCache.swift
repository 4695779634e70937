import Foundation

/// Answers found once for the whole run, by key: each view class's reason (every document that
/// uses the class asks again), each composed class. Safe to ask from several threads.
final class RunCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: Value] = [:]

    func value(for key: String, _ find: () -> Value) -> Value {
        lock.lock()
        if let known = answers[key] { lock.unlock(); return known }
        lock.unlock()
        let found = find()
        lock.lock()
        answers[key] = found
        lock.unlock()
        return found
    }
}

typealias ViewClassReasons = RunCache<String?>
