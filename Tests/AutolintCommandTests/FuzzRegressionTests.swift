import Foundation
import Testing

/// `../shared/fuzz`, beside the checkout.
let fuzzFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fuzz")

/// The inputs that crashed or hung autolint (`../shared/fuzz`, minimised by mutation testing),
/// each run through every command that reads, solves and prints: each must end by itself with an
/// exit code of 0-3. A watchdog kills a run that takes longer than a generous debug-build bound.
@Suite(.enabled(if: ExecutableTests.executable != nil && FileManager.default.fileExists(atPath: fuzzFolder.path),
                "needs the built autolint and ../shared/fuzz"))
struct FuzzRegressionTests {
    static var folder: URL { fuzzFolder }
    static var inputs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".py") }.sorted()
    }

    /// Runs autolint, in one process, with a watchdog; nil when it had to be killed, minus the
    /// signal when it crashed.
    static func run(_ arguments: [String], in directory: String, limit: TimeInterval = 30) throws -> Int32? {
        let process = Process()
        process.executableURL = ExecutableTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        // In one process: crash isolation would turn a crash into an input error (exit 3) and hide it.
        var environment = ProcessInfo.processInfo.environment
        environment["AUTOLINT_ISOLATION"] = "0"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }

    @Test(arguments: inputs)
    func everyCommandEndsWithAnExitCodeOfZeroToThree(_ name: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let input = Self.folder.appendingPathComponent(name).path
        let isConfiguration = name.hasSuffix(".autolint.yml")
        let commands: [[String]] = isConfiguration
            ? [["check", "--config", input, packageRoot.appendingPathComponent("Fixtures/login-form.layout.yml").path]]
            : [["check", input, "--reporter", "json"], ["report", input, "-o", "r.html"], ["graph", input, "-o", "g.svg"],
               ["explain", input], ["solve", input]]
        for command in commands {
            let status = try Self.run(command, in: workspace.path)
            #expect(status != nil, "\(command.joined(separator: " ")) did not end")
            #expect((0...3).contains(status ?? -1), "\(command.joined(separator: " ")) ended with \(status.map(String.init) ?? "a kill")")
        }
    }
}

extension FuzzRegressionTests {
    /// `check -` reading `/dev/zero` stops at the size guard with an error, instead of filling memory.
    @Test func endlessStandardInputEndsAtTheSizeGuard() throws {
        let process = Process()
        process.executableURL = ExecutableTests.executable
        process.arguments = ["check", "-", "--quiet"]
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
        // The xcode report on standard output shows the input error.
        let errors = Pipe()
        process.standardOutput = errors
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 3, "\(text)")
        #expect(text.contains("standard input too large"))
    }
}

/// `../shared/fuzz-pending`: inputs of the third hardening issue (#49), replayed here once
/// handled, through every command that reads them.
let fuzzPendingFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fuzz-pending")

@Suite(.enabled(if: ExecutableTests.executable != nil && FileManager.default.fileExists(atPath: fuzzPendingFolder.path),
                "needs the built autolint and ../shared/fuzz-pending"))
struct PendingFuzzRegressionTests {
    /// Numbers out of bounds (a constant of 1e400 in Swift, 1e309 in Masonry, NaN in a VFL metric, a
    /// multiplier of 1e-308): stopped at `NumericGate`, never at the solver's precondition.
    /// Swift nested past what is read (`SwiftTreeDepth`, `SwiftBracketDepth`): a 20,000-link
    /// optional chain overflowed the stack, 10,000 unclosed closures kept the parser's recovery
    /// looking ahead for minutes; gzipped in `large/`. One `<constraint>` repeated 50,000 times
    /// in a 6 MB document: `export` named each copy by trying every number from 2 (quadratic).
    /// 9,000 trace lines: `report` searched the rest of its SVG through Foundation, copying it
    /// for each tag (quadratic). A five-million-character view name in a fixture: "did you mean"
    /// measured it against every id (minutes). A 22 MB log of 100,000 copies of one block: read
    /// once, and every layout's analysis let go once its findings are made (1.7 GB before).
    static let handled = [
        "min-objc-masonry-offset.m", "min-objc-vfl-nan.m", "min-swift-1e400.swift", "min-yml-tiny-multiplier.layout.yml",
        "large/swift-segv-optional-chain.swift.gz", "large/swift-segv-explain.swift.gz", "large/hang-swift-nested-closures.swift.gz",
        "large/slow-check-swift.swift.gz", "large/hang-export-ib.xib.gz", "large/hang-report-trace.txt.gz",
        "large/hang-explain-yml.layout.yml.gz", "large/memory-log-22MB.log.gz", "large/hang-check-objc.m.gz",
        "large/slow-explain-1000-chain.layout.yml.gz",
    ]

    /// Inputs a debug build takes many seconds to read once (a 22 MB log, a 4 MB Objective-C
    /// file): replayed through `check`, which they broke; every command is timed on them in a
    /// release build (`docs/fuzzing.md`).
    static let checkedOnly: Set<String> = ["large/memory-log-22MB.log.gz", "large/hang-check-objc.m.gz"]

    /// The input as a file of the workspace (unzipped with the system's gzip when it is gzipped).
    static func input(_ name: String, in workspace: Workspace) throws -> String {
        let source = fuzzPendingFolder.appendingPathComponent(name)
        guard name.hasSuffix(".gz") else { return source.path }
        let target = workspace.url.appendingPathComponent(String(source.lastPathComponent.dropLast(3)))
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-dc", source.path]
        _ = FileManager.default.createFile(atPath: target.path, contents: nil)
        gzip.standardOutput = try FileHandle(forWritingTo: target)
        try gzip.run()
        gzip.waitUntilExit()
        return target.path
    }

    @Test(arguments: handled)
    func everyCommandEndsWithAnExitCodeOfZeroToThree(_ name: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(FileManager.default.fileExists(atPath: fuzzPendingFolder.appendingPathComponent(name).path), "\(name) is gone from ../shared/fuzz-pending")
        let input = try Self.input(name, in: workspace)
        // The large Swift inputs are megabytes that a debug build parses slowly: the commands they
        // broke (`check`, `explain`), under a longer watchdog; every command for the others.
        let isLarge = name.hasPrefix("large/") && name.contains(".swift")
        let commands: [[String]] = Self.checkedOnly.contains(name) ? [["check", input, "--reporter", "summary"]]
            : isLarge ? [["check", input, "--reporter", "json"], ["explain", input]] : [
            ["check", input, "--reporter", "json"], ["solve", input], ["explain", input], ["trace", input],
            ["export", input, "-o", "out"], ["graph", input, "-o", "g.svg"], ["report", input, "-o", "r.html"],
        ]
        for command in commands {
            let status = try FuzzRegressionTests.run(command, in: workspace.path, limit: name.hasPrefix("large/") ? 120 : 30)
            #expect(status != nil, "\(command.joined(separator: " ")) did not end")
            #expect((0...3).contains(status ?? -1), "\(command.joined(separator: " ")) ended with \(status.map(String.init) ?? "a kill")")
        }
    }
}
