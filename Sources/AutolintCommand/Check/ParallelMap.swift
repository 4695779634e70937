import Foundation

/// Maps items on several threads, results in the items' order: inputs are independent, so a
/// run over many files uses every core and still reports exactly as one thread would.
///
/// Threads are made with a large stack of their own (secondary threads default to 512 KB on
/// macOS), since reading and solving one deeply nested input recurses as it would on the main
/// thread. Each thread takes the next item when it is done with one, so a few large files do not
/// leave a core idle.
enum ParallelMap {
    static let stackSize = 16 << 20

    /// - Parameter cost: an estimate of each item's work; the costliest start first, so that the
    ///   last item to finish is a small one. Results stay in the items' order.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, cost: (Item) -> Int = { _ in 0 }, _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        // A worker narrowing down a crash works on one file at a time (`IsolatedRun`).
        let workers = WorkerJournal.current?.isSerial == true ? 1 : min(max(jobs, 1), items.count)
        guard workers > 1 else { return items.map(transform) }
        let costs = items.map(cost)
        let order = items.indices.sorted { (costs[$0], $1) > (costs[$1], $0) }
        let state = State<Result>(count: items.count, order: order)
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                while let index = state.nextIndex() { state.store(transform(items[index]), at: index) }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
        return state.results()
    }

    /// The shared cursor and result slots, behind one lock (taken once per item, never while working).
    private final class State<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let order: [Int]
        private var slots: [Result?]

        init(count: Int, order: [Int]) {
            slots = Array(repeating: nil, count: count)
            self.order = order
        }

        func nextIndex() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < order.count else { return nil }
            next += 1
            return order[next - 1]
        }

        func store(_ result: Result, at index: Int) {
            lock.lock()
            slots[index] = result
            lock.unlock()
        }

        func results() -> [Result] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }

    /// Every core, unless `AUTOLINT_JOBS` says otherwise.
    static var defaultJobs: Int {
        ProcessInfo.processInfo.environment["AUTOLINT_JOBS"].flatMap(Int.init).map { max($0, 1) } ?? ProcessInfo.processInfo.activeProcessorCount
    }
}
