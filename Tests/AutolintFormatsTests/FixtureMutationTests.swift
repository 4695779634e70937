import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// Thousands of damaged copies of a real fixture: every one either reads or gives exactly one
/// error located inside the file, never a crash or a hang. Deterministic (a fixed-seed generator).
@Suite struct FixtureMutationTests {
    /// A small linear congruential generator: the same mutations in every run.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    static let interesting: [UInt8] = Array("[]{}:,-#&*!|>'\"\\@=<.0 \n\t".utf8) + [0x00, 0xC3, 0xFF]

    @Test(arguments: [("yml", FixtureReaderTests.login), ("json", FixtureMutationTests.loginJSON)])
    func damagedFixturesNeverCrash(_ syntax: String, _ original: String) {
        var generator = SeededGenerator(state: 42)
        let bytes = Array(original.utf8)
        for _ in 0..<1_500 {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<damaged.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: damaged[position] = Self.interesting.randomElement(using: &generator) ?? 0
                case 1: damaged.remove(at: position)
                default: damaged.insert(Self.interesting.randomElement(using: &generator) ?? 0, at: position)
                }
            }
            let document = FixtureReader.read(data: Data(damaged), path: "m.layout.\(syntax)")
            let lineCount = damaged.count { $0 == UInt8(ascii: "\n") } + 1
            if document.layouts.isEmpty {
                #expect(document.problems.count == 1)
                let location = document.problems.first?.location
                #expect(location.map { $0.line >= 1 && $0.line <= lineCount && $0.column >= 1 } == true,
                        "\(document.problems.first?.description ?? "no problem")")
            } else {
                #expect(document.problems.isEmpty)
            }
        }
    }

    static let loginJSON = """
        {"name": "Login form",
         "root": {"size": [375, 667], "subviews": [
            {"id": "title", "class": "UILabel", "intrinsicSize": [120, 21]},
            {"id": "go", "class": "UIButton", "intrinsicSize": [44, 30], "hugging": {"horizontal": 251}}]},
         "constraints": [{"titleTop": "title.top == root.top + 20"}, "H:|-20-[go]", {"id": "w", "equation": "go.width <= 400", "priority": "high"}],
         "expect": {"clean": true, "frames": {"iphone-se": {"go": [20, 0, 44, 30]}}}}
        """
}
