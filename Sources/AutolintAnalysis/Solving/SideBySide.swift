import AutolintModel
import Foundation

/// Runs two independent pieces of work at once, the first on the calling thread and the second on
/// a thread of its own, so that one large file uses both cores: its two axes, its configurations,
/// its rules that need no solving while it is solved.
///
/// The thread gets the stack a file's worker gets: the work may go as deep as it would there.
public enum SideBySide {
    static let stackSize = 16 << 20

    /// From this many constraints on, a layout's work is split; below it a thread costs more than
    /// it saves (tens of microseconds against a few milliseconds of solving).
    static let minimumConstraints = 2_000

    /// Whether `layout` is large enough to split its work: its constraints, and one implicit
    /// constraint per view at least (its size floors and intrinsic sizes add more).
    static func isWorthSplitting(_ layout: Layout) -> Bool {
        isWorthSplitting(constraintCount: layout.constraints.count + layout.views.count)
    }

    /// Whether a system of `constraintCount` constraints is large enough to split its work.
    static func isWorthSplitting(constraintCount: Int) -> Bool { constraintCount >= minimumConstraints }

    public static func run<First, Second>(_ first: () -> First, alongside second: @escaping () -> Second) -> (First, Second) {
        let slot = Slot<Second>()
        let done = DispatchSemaphore(value: 0)
        let work = UncheckedWork(run: second)
        let thread = Thread {
            slot.value = work.run()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        let firstResult = first()
        done.wait()
        return (firstResult, slot.value!)
    }

    /// The work handed to the other thread. Unchecked: it is run by that thread alone, and the
    /// caller waits for it before it touches what it made or shares.
    private struct UncheckedWork<Result>: @unchecked Sendable {
        let run: () -> Result
    }

    /// Written once by the other thread before it signals; read once by the caller after waiting.
    private final class Slot<Value>: @unchecked Sendable {
        var value: Value?
    }
}
