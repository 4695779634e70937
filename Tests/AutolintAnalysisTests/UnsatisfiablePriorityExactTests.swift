import AutolintFormats
import AutolintModel
import Foundation
import Testing
@testable import AutolintAnalysis

/// `unsatisfiable-priority` is decided over the whole optimal set, every level at its optimum:
/// the three shapes where a decision from the tie list went wrong (issue 13), by constraint.
@Suite struct UnsatisfiablePriorityExactTests {
    static func neverMet(in fixture: String) throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Fixtures/analysis/\(fixture)").path
        let document = FixtureReader.read(path: path)
        let layout = try #require(document.layouts.first)
        return RuleRunner(rules: [UnsatisfiablePriorityRule()])
            .run(layout, configurations: LayoutAnalysis.defaultConfigurations(for: layout))
            .compactMap(\.constraints.first)
    }

    @Test func tiedConstraintsNoOptimalSolutionMeetsAreReported() throws {
        #expect(try Self.neverMet(in: "unsatisfiable-tie-never-met.layout.yml") == ["w50", "w250"])
    }

    @Test func aTiedConstraintSomeOptimalSolutionMeetsIsNotReportedWhenThePositionIsFreeToo() throws {
        #expect(try Self.neverMet(in: "unsatisfiable-tie-free-position.layout.yml") == [])
    }

    @Test func tiesAtTwoLevelsAreDecidedWithBothLevelsAtTheirOptimum() throws {
        #expect(try Self.neverMet(in: "unsatisfiable-ties-two-levels.layout.yml") == ["w100", "w300"])
    }
}
