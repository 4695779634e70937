import Foundation
import Testing

/// The large attack inputs of the hardening issue, written by `../shared/fuzz/make-large-inputs.py`
/// at test time: a 3,000-deep NEL-separated YAML nesting, a 10,000-view VFL chain too long for its
/// screen, a 10,000-constraint chain and a JSON object of 100,000 keys. Each must end by itself
/// with an exit code of 0-3 (the watchdog's bound is for a debug build; release figures are in
/// docs/fuzzing.md).
@Suite(.enabled(if: ExecutableTests.executable != nil && FileManager.default.fileExists(atPath: fuzzFolder.appendingPathComponent("make-large-inputs.py").path),
                "needs the built autolint and ../shared/fuzz"))
struct LargeInputTests {
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-large-\(ProcessInfo.processInfo.processIdentifier)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", fuzzFolder.appendingPathComponent("make-large-inputs.py").path, url.path]
        process.standardOutput = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
        // About 30 MB of inputs (and the SVG the graph run writes): gone when the test process ends.
        atexit { try? FileManager.default.removeItem(at: LargeInputTests.folder) }
        return url
    }()

    static let runs: [[String]] = [
        ["check", "deep-nel-block.layout.yml", "--reporter", "json"],
        ["check", "vfl-chain.layout.yml", "--reporter", "json"],
        ["check", "constraint-chain.layout.yml", "--reporter", "json"],
        ["check", "keys-100k.layout.json", "--reporter", "json"],
        ["graph", "constraint-chain.layout.yml", "-o", "chain.svg"],
    ]

    @Test(arguments: runs)
    func endsWithAnExitCodeOfZeroToThree(_ arguments: [String]) throws {
        let input = Self.folder.appendingPathComponent(arguments[1])
        try #require(FileManager.default.fileExists(atPath: input.path), "make-large-inputs.py wrote no \(arguments[1])")
        let status = try FuzzRegressionTests.run(arguments, in: Self.folder.path, limit: 120)
        #expect(status != nil, "\(arguments.joined(separator: " ")) did not end")
        #expect((0...3).contains(status ?? -1), "\(arguments.joined(separator: " ")) ended with \(status.map(String.init) ?? "a kill")")
    }
}
