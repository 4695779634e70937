import Foundation
import Testing

/// The structure-aware mutations the fuzz campaigns add to libFuzzer's (`StructureMutator`, run
/// through `autolint-fuzz --mutate`): replayable, within the size asked, and each kind of the
/// hardening issue's findings within reach of a few seeds: thousands of copies of a line,
/// thousands of brackets around one, numbers past the model's bounds.
@Suite(.enabled(if: fuzzReplayer != nil, "needs the built autolint-fuzz"))
struct StructureMutatorTests {
    static let source = """
    import UIKit

    final class Card: UIView {
        func setUp() {
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
            title.widthAnchor.constraint(equalToConstant: 120.5).isActive = true
        }
    }
    """

    static func mutate(_ file: URL, seed: Int, maxSize: Int) throws -> Data {
        let process = Process()
        process.executableURL = fuzzReplayer
        process.arguments = ["--mutate", file.path, String(seed), String(maxSize)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return data
    }

    @Test func mutationsAreReplayableBoundedAndReachEveryKindOfFinding() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("Card.swift", Self.source)
        let file = URL(fileURLWithPath: workspace.path("Card.swift"))
        let maxSize = 200_000
        var longestRun = 0, deepestNesting = 0, extremeNumbers = 0
        for seed in 0..<60 {
            let mutated = try Self.mutate(file, seed: seed, maxSize: maxSize)
            #expect(mutated.count <= maxSize)
            #expect(try Self.mutate(file, seed: seed, maxSize: maxSize) == mutated, "seed \(seed) gives the same bytes again")
            let text = String(decoding: mutated, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var run = 1
            for index in lines.indices.dropFirst() where !lines[index].isEmpty {
                run = lines[index] == lines[index - 1] ? run + 1 : 1
                longestRun = max(longestRun, run)
            }
            deepestNesting = max(deepestNesting, lines.map { $0.count(where: { "{([".contains($0) }) }.max() ?? 0,
                                 lines.map { $0.components(separatedBy: "?.a").count - 1 }.max() ?? 0)
            if ["1e400", "1e308", "nan", "inf", "4e-320", "1e-308"].contains(where: text.contains) { extremeNumbers += 1 }
        }
        #expect(longestRun >= 1_000, "a line repeated a thousand times")
        #expect(deepestNesting >= 1_000, "a line nested a thousand deep")
        #expect(extremeNumbers >= 3, "numbers past the bounds")
    }
}
