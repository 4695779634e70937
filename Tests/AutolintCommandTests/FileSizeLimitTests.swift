import Foundation
import Testing
@testable import AutolintCommand

/// Inputs over 32 MB are refused before they are read; `--max-file-size MB` and `max_file_size:`
/// move the limit for people who check such files.
@Suite struct FileSizeLimitTests {
    /// A clean fixture a little over 1 MB (a comment pads it).
    static let large = SampleFixtures.clean + "\n# " + String(repeating: "x", count: 1_100_000) + "\n"

    @Test func theLimitMovesWithTheOptionAndTheConfiguration() throws {
        let workspace = try Workspace(files: ["big.layout.yml": Self.large])
        defer { workspace.remove() }
        #expect(try check(["big.layout.yml"], in: workspace.path).exitCode == 0)
        let refused = try check(["big.layout.yml", "--max-file-size", "1"], in: workspace.path)
        #expect(refused.exitCode == 3)
        #expect(refused.standardOutput.contains("big.layout.yml:1:1: error: file too large"))
        #expect(refused.standardOutput.contains("(--max-file-size MB or max_file_size: raises the limit)"))
        try workspace.write(".autolint.yml", "max_file_size: 1\n")
        #expect(try check(["big.layout.yml"], in: workspace.path).exitCode == 3)
        // The command line wins over the file.
        #expect(try check(["big.layout.yml", "--max-file-size", "2"], in: workspace.path).exitCode == 0)
    }

    @Test func outOfRangeValuesAreUsageErrors() throws {
        #expect(throws: (any Error).self) { try CheckCommand.parse(["--max-file-size", "0", "x.layout.yml"]) }
        let workspace = try Workspace(files: [".autolint.yml": "max_file_size: lots\n", "a.layout.yml": SampleFixtures.clean])
        defer { workspace.remove() }
        #expect(throws: ConfigurationError.self) { try check(["a.layout.yml"], in: workspace.path) }
    }
}
