import AutolintCommand
import Foundation

// The allocator as `autolint` sets it up, so that stages measure what users run.
AllocatorSettings.apply()

// Usage: autolint-bench WORKLOAD N   (prints `WORKLOAD n=N ms=X checksum=Y`)
//        autolint-bench source-coverage PATH...   (constraint expressions found and understood per source file)
//        autolint-bench stages FILE|list:N|findings:N|ib:N|log:N [REPEATS]   (time per stage of a check, peak memory)
//        autolint-bench all          (every workload at its standard sizes)
// Each workload family lives in its own file; list it here.
let workloads = SolverWorkloads.all + AnalysisWorkloads.all + ReaderWorkloads.all + ConsoleLogWorkloads.all + HardeningWorkloads.all
let standardRuns: [(String, Int)] = [
    ("W1", 1000), ("W1", 10000), ("W2", 1000), ("W2", 10000), ("E1", 1000),
    ("E2a", 1000), ("E2b", 100), ("E2b", 400), ("A1", 10000), ("R1", 100_000), ("R2", 100_000),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "source-coverage", arguments.count > 1 {
    SourceCoverage.run(Array(arguments.dropFirst()))
} else if arguments.first == "stages", arguments.count > 1 {
    StageBenchmark.run(Array(arguments.dropFirst()))
} else if arguments == ["all"] {
    for (name, n) in standardRuns { workloads.first { $0.name == name }!.report(n: n) }
} else if arguments.count == 2, let workload = workloads.first(where: { $0.name == arguments[0] }), let n = Int(arguments[1]), n > 0 {
    workload.report(n: n)
} else {
    FileHandle.standardError.write(Data("usage: autolint-bench WORKLOAD N | all   (workloads: \(workloads.map(\.name).joined(separator: ", ")))\n".utf8))
    exit(2)
}
