import Foundation

/// One benchmark: a name as given on the command line, how many times it is repeated (the
/// minimum time is reported) and a run that returns its timed seconds and a checksum proving
/// what was solved.
struct BenchmarkWorkload: Sendable {
    let name: String
    let repeats: Int
    let run: @Sendable (_ n: Int) -> (seconds: Double, checksum: Double)

    /// Runs the repeats and prints `NAME n=N ms=X checksum=Y`.
    func report(n: Int) {
        var best = Double.infinity
        var checksum = 0.0
        for _ in 0..<repeats {
            let result = run(n)
            best = min(best, result.seconds)
            checksum = result.checksum
        }
        print(String(format: "%@ n=%d ms=%.4f checksum=%.4f", name, n, best * 1e3, checksum))
    }

    /// Seconds taken by `body`.
    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
