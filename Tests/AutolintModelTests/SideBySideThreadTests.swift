import AutolintModel
import Foundation
import Testing

/// `SideBySide` runs work on a second thread: at once alongside the caller's, or started now and
/// collected later.
@Suite struct SideBySideThreadTests {
    @Test func bothWorksRunAndTheSecondOnAnotherThread() {
        let caller = pthread_self()
        let (first, second) = SideBySide.run({ (pthread_equal(pthread_self(), caller) != 0, 1) },
                                             alongside: { (pthread_equal(pthread_self(), caller) != 0, "two") })
        #expect(first == (true, 1))
        #expect(second == (false, "two"))
    }

    @Test func startedWorkRunsWhileTheCallerGoesOnAndIsCollectedOnce() {
        let caller = pthread_self()
        let release = DispatchSemaphore(value: 0)
        let pending = SideBySide.start { () -> (onCaller: Bool, released: Bool, values: [Int]) in
            // Waits for the caller to go on past `start`: work run in place would time out here.
            let released = release.wait(timeout: .now() + 10) == .success
            return (pthread_equal(pthread_self(), caller) != 0, released, Array(0..<1_000))
        }
        release.signal()
        let result = pending.wait()
        #expect(result.onCaller == false)
        #expect(result.released)
        #expect(result.values.count == 1_000)
        #expect(pending.wait().values == result.values)
    }

    @Test func halvesSplitARangeTheFirstLargerByOne() {
        #expect(SideBySide.inHalves(of: 5) { $0 } == (0..<3, 3..<5))
        #expect(SideBySide.inHalves(of: 4) { $0 } == (0..<2, 2..<4))
        #expect(SideBySide.inHalves(of: 0) { $0 } == (0..<0, 0..<0))
    }

    @Test func aRangeSplitsWhereAskedWithinItsBounds() {
        #expect(SideBySide.inTwo(of: 10, splitAt: 7) { $0 } == (0..<7, 7..<10))
        #expect(SideBySide.inTwo(of: 10, splitAt: 12) { $0 } == (0..<10, 10..<10))
        #expect(SideBySide.inTwo(of: 10, splitAt: -1) { $0 } == (0..<0, 0..<10))
    }

    #if canImport(Glibc)
    /// Work given the spare time runs on a thread of lower priority, never higher; the caller's
    /// thread, and the process's other threads, keep theirs (with glibc a nice value is a thread's
    /// own).
    @Test func spareTimeWorkRunsBelowTheCallersPriority() {
        let before = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let (first, second) = SideBySide.run({ getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) },
                                             inSpareTime: { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) })
        #expect(first == before)
        #expect(second == max(before, SideBySide.yieldingNiceValue))
        #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == before)
        // An ordinary second thread is not lowered.
        #expect(SideBySide.run({ 0 }, alongside: { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }).1 == before)
    }
    #endif
}
