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

    @Test func startedWorkIsCollectedOnceItIsDoneAndAgainAtOnce() {
        let caller = pthread_self()
        let release = DispatchSemaphore(value: 0)
        let pending = SideBySide.start { () -> (Bool, [Int]) in
            // Held until the caller has moved on: the work runs while the caller does.
            release.wait()
            return (pthread_equal(pthread_self(), caller) != 0, Array(0..<1_000))
        }
        release.signal()
        let result = pending.wait()
        #expect(result.0 == false)
        #expect(result.1.count == 1_000)
        #expect(pending.wait().1 == result.1)
    }
}
