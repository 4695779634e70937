import Foundation

/// Runs two independent pieces of work at once, the first on the calling thread and the second on
/// a thread of its own, so that one large file uses both cores: its two axes, its configurations,
/// its rules that need no solving while it is solved, its views while its constraints are parsed.
///
/// The thread gets the stack a file's worker gets: the work may go as deep as it would there.
public enum SideBySide {
    static let stackSize = 16 << 20

    /// From this many constraints on, a layout's work is split; below it a thread costs more than
    /// it saves (tens of microseconds against a few milliseconds of solving).
    public static let minimumConstraints = 2_000

    /// Whether `layout` is large enough to split its work: its constraints, and one implicit
    /// constraint per view at least (its size floors and intrinsic sizes add more).
    public static func isWorthSplitting(_ layout: Layout) -> Bool {
        isWorthSplitting(constraintCount: layout.constraints.count + layout.views.count)
    }

    /// Whether a system of `constraintCount` constraints is large enough to split its work.
    public static func isWorthSplitting(constraintCount: Int) -> Bool { constraintCount >= minimumConstraints }

    public static func run<First, Second>(_ first: () -> First, alongside second: @escaping () -> Second) -> (First, Second) {
        run(first, second, yielding: false)
    }

    /// As `run(_:alongside:)`, with `second` given mostly what `first` leaves of the cores:
    /// `first` splits its own work across both (a layout's axes), and `second` (its rules that
    /// need no solving) mostly fills the time one of them waits for the other, rather than slowing
    /// both. In a run of many files the other files' work comes first too; the cores are kept
    /// busy either way, and `second` has a core to itself once the caller waits for it.
    public static func run<First, Second>(_ first: () -> First, inSpareTime second: @escaping () -> Second) -> (First, Second) {
        run(first, second, yielding: true)
    }

    private static func run<First, Second>(_ first: () -> First, _ second: @escaping () -> Second, yielding: Bool) -> (First, Second) {
        let pending = start(second, yielding: yielding)
        let firstResult = first()
        return (firstResult, pending.wait())
    }

    /// `work` on the first and the second half of `0..<count`, side by side (the first half
    /// the larger by one when `count` is odd). Callers join the two results in that order.
    public static func inHalves<Value>(of count: Int, _ work: @escaping (Range<Int>) -> Value) -> (Value, Value) {
        inTwo(of: count, splitAt: (count + 1) / 2, work)
    }

    /// `work` on `0..<middle` and `middle..<count`, side by side: for items whose costs differ,
    /// split where the costs balance rather than the counts.
    public static func inTwo<Value>(of count: Int, splitAt middle: Int, _ work: @escaping (Range<Int>) -> Value) -> (Value, Value) {
        let middle = min(max(middle, 0), count)
        return run({ work(0..<middle) }, alongside: { work(middle..<count) })
    }

    /// Starts `work` on a thread of its own; its result is collected with `wait()`, which the
    /// caller must call before it touches anything the work shares.
    /// `yielding`: the thread runs at a lower priority, so that the process's other threads mostly
    /// come first.
    public static func start<Value>(_ work: @escaping () -> Value, yielding: Bool = false) -> Pending<Value> {
        let pending = Pending<Value>()
        let unchecked = UncheckedWork(run: work)
        pending.done.enter()
        let thread = Thread {
            if yielding { yieldToOtherThreads() }
            pending.value = unchecked.run()
            pending.done.leave()
        }
        thread.stackSize = stackSize
        thread.start()
        return pending
    }

    /// Lets go of `value` on a thread of its own, which nothing waits for: a large tree of small
    /// objects (a fixture's parsed text) takes a while to free, and the caller has work to do.
    public static func discard<Value>(_ value: consuming Value) {
        let held = Held(value)
        _ = start { held.value = nil }
    }

    /// A value handed to another thread to let go of there.
    private final class Held<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }

    /// Lowers the calling thread's priority, never raises it: a process already run at a higher
    /// nice value (`nice -n 19`, with the right to lower it again) keeps its own. With glibc a
    /// thread has its own nice value (the process's other threads keep theirs); raising it needs no
    /// privilege, and the thread ends with its work. Elsewhere the thread keeps its priority: on
    /// Apple platforms a lower quality of service also means an efficiency core, and a semaphore
    /// wait on it an inversion.
    private static func yieldToOtherThreads() {
        #if canImport(Glibc)
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        errno = 0
        let current = getpriority(which, 0)
        if errno == 0, current < yieldingNiceValue { _ = setpriority(which, 0, yieldingNiceValue) }
        #endif
    }

    /// Far enough below the default (0) that the kernel mostly runs the thread in the others'
    /// idle time: about a thirtieth of a core against each thread at the default.
    public static let yieldingNiceValue: Int32 = 15

    /// Work running on another thread. Unchecked: `value` is written once by that thread before
    /// it leaves the group, and read only after waiting for the group, by any number of threads.
    public final class Pending<Value>: @unchecked Sendable {
        fileprivate var value: Value?
        fileprivate let done = DispatchGroup()

        /// Waits for the work to finish and gives its result (at once when called again, from
        /// this thread or another).
        public func wait() -> Value {
            done.wait()
            return value!
        }
    }

    /// The work handed to the other thread. Unchecked: it is run by that thread alone, and the
    /// caller waits for it before it touches what it made or shares.
    private struct UncheckedWork<Value>: @unchecked Sendable {
        let run: () -> Value
    }
}
