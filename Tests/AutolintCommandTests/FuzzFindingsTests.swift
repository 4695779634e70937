import Foundation
import Testing

/// `autolint-fuzz` beside `autolint`, built normally: it replays inputs through a harness.
let fuzzReplayer: URL? = ExecutableTests.executable.map { $0.deletingLastPathComponent().appendingPathComponent("autolint-fuzz") }
    .flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }

/// What coverage-guided fuzzing found (`scripts/fuzz.sh`, docs/fuzzing.md), minimised and kept in
/// `FuzzFindings/TARGET/`, replayed through the harness of its target (`autolint-fuzz`, built
/// normally) and, for inputs a user can name, through `autolint check` in one process. Every
/// harness also runs once on a seed of its format, so that CI exercises each of them.
@Suite(.enabled(if: fuzzReplayer != nil, "needs the built autolint-fuzz"))
struct FuzzFindingsTests {
    static var replayer: URL? { fuzzReplayer }

    static let folder = packageRoot.appendingPathComponent("Tests/AutolintCommandTests/FuzzFindings")

    /// `(target, path)` of every kept finding.
    static var findings: [[String]] {
        let targets = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return targets.flatMap { target in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? []).sorted()
                .map { [target, folder.appendingPathComponent(target).appendingPathComponent($0).path] }
        }
    }

    /// One input of each format, as a harness's first run.
    static let seeds: [[String]] = [
        ["fixture-yaml", "Fixtures/login-form.layout.yml"], ["pipeline", "Fixtures/login-form.layout.yml"],
        ["command", "Fixtures/login-form.layout.yml"],
        ["ib", "Tests/AutolintFormatsTests/InterfaceBuilderDocuments/Cells.xib"],
        ["console-log", "Tests/AutolintFormatsTests/ConsoleLogSamples/stackview-internals.log"],
        ["config", ".autolint.yml"], ["swift-source", "Tests/AutolintSourceTests/SnapKitReaderTests.swift"],
        ["objc-source", "Tests/AutolintSourceTests/ObjectiveCReaderTests.swift"],
        ["xcode-project", "scripts/fuzz/seeds/xcode-project/project.pbxproj"], ["xcconfig", "scripts/fuzz/seeds/xcconfig/Shared.xcconfig"],
        ["info-plist", "scripts/fuzz/seeds/info-plist/Binary.plist"], ["controllers-swift", "scripts/fuzz/seeds/controllers-swift/Controllers.swift"],
        ["controllers-objc", "scripts/fuzz/seeds/controllers-objc/Controllers.m"],
    ]

    static func replay(_ target: String, _ path: String) throws -> Int32? {
        let process = Process()
        process.executableURL = replayer
        process.arguments = [target, path]
        process.currentDirectoryURL = packageRoot
        // As scripts/fuzz.sh runs the harness, and autolint its workers.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }

    @Test(arguments: findings)
    func aKeptFindingNoLongerCrashesOrHangs(_ finding: [String]) throws {
        let (target, path) = (finding[0], finding[1])
        #expect(try Self.replay(target, path) == 0, "autolint-fuzz \(target) \(path)")
        // Inputs of a reader a user names on the command line go through `check` too.
        let suffixes = ["ib": ".xib", "fixture-yaml": ".layout.yml", "fixture-json": ".layout.json", "console-log": ".log", "trace": ".txt", "swift-source": ".swift", "objc-source": ".m"]
        guard let suffix = suffixes[target] else { return }
        let workspace = try Workspace()
        defer { workspace.remove() }
        let named = workspace.url.appendingPathComponent("input" + suffix)
        try FileManager.default.copyItem(atPath: path, toPath: named.path)
        let status = try FuzzRegressionTests.run(["check", named.path, "--reporter", "json"], in: workspace.path)
        #expect((0...3).contains(status ?? -1), "check of \(path) ended with \(status.map(String.init) ?? "a kill")")
    }

    /// Yams named the first of duplicate complex keys after sorting a dictionary's keys: the
    /// location changed from run to run until workers hashed with fixed seeds. Read from libyaml's
    /// events, a key that is a mapping is refused only once the syntax is known to be sound, so the
    /// report is the syntax error further on (not 24 "duplicate key '<uncovertable>'"), every run.
    @Test func duplicateComplexKeysAreReportedAlikeInEveryRun() throws {
        let path = Self.folder.appendingPathComponent("pipeline/duplicate-complex-keys.layout.yml").path
        let outputs = try (0..<3).map { _ in
            let process = Process()
            process.executableURL = ExecutableTests.executable
            process.arguments = ["check", path, "--reporter", "json"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return data
        }
        #expect(Set(outputs).count == 1)
        #expect(String(decoding: outputs[0], as: UTF8.self).contains("YAML syntax error: did not find expected ',' or ']'"))
    }

    @Test(arguments: seeds)
    func everyHarnessRunsOnASeedOfItsFormat(_ seed: [String]) throws {
        #expect(try Self.replay(seed[0], seed[1]) == 0, "autolint-fuzz \(seed[0]) \(seed[1])")
    }
}
