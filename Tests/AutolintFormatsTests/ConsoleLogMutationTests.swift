import AutolintExplanation
import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// Damaged pastes: every sample cut short and with characters dropped or doubled, read without
/// a crash, every problem located inside the text.
struct ConsoleLogMutationTests {
    /// A fixed linear congruential sequence, so every run damages the samples the same way.
    struct Damage {
        var state: UInt64

        mutating func next(below bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    static let samples: [String] = ConsoleLogSampleTests.singleBlocks.map(\.file) + ["several-blocks.log", "unreadable-line-then-good-block.log"]

    @Test(arguments: samples)
    func damagedSampleIsReadWithoutACrash(file: String) throws {
        let original = Array(try ConsoleLogSampleTests.text(file))
        var damage = Damage(state: UInt64(file.utf8.count))
        for round in 0..<12 {
            var characters = original
            let cut = damage.next(below: characters.count)
            if round % 3 == 0 { characters = Array(characters[..<cut]) }
            for _ in 0..<(1 + round) where !characters.isEmpty {
                let position = damage.next(below: characters.count)
                if damage.next(below: 2) == 0 {
                    characters.remove(at: position)
                } else {
                    characters.insert(characters[position], at: position)
                }
            }
            let text = String(characters)
            let lineCount = ConsoleLine.rawLines(of: text).count
            let document = ConsoleLogReader.read(text: text, path: file)
            for problem in document.problems {
                #expect((1...lineCount).contains(problem.location.line), "\(problem)")
                #expect(problem.location.column >= 1)
            }
            for layout in document.layouts {
                for constraint in layout.constraints {
                    for item in constraint.items { #expect(layout.view(item.view) != nil) }
                }
                _ = layout.constraints.map { ConstraintSentence($0, naming: ViewNaming(layout: layout)).text }
            }
            _ = TraceReader.read(text: text, path: file)
        }
    }
}
