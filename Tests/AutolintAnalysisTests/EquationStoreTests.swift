import AutolintFormats
import AutolintModel
import Testing
@testable import AutolintAnalysis

/// A large system lets its equations go when its solving starts and makes them again when asked:
/// what is made again must be what was let go, and every answer read from the equations
/// afterwards the same.
@Suite struct EquationStoreTests {
    typealias B = LayoutBuilding

    /// Layouts whose translation takes every path: directions, guides, multipliers, intrinsic
    /// sizes, a constraint that cannot be solved (an unknown item).
    static let layouts: [(name: String, layout: Layout, configuration: Configuration)] = [
        ("right to left", B.layout([LayoutView(id: "a"), LayoutView(id: "b")], constraints: [
            B.constraint("a", .leading, .equal, "root.margins", .leading, constant: 20),
            B.constraint("b", .trailing, .equal, "a", .leading, constant: -8),
            B.constraint("b", .centerY, .equal, "root.safeArea", .centerY, multiplier: 0.5),
        ]), B.configuration("iphone-se", .rightToLeft)),
        ("labels", B.layout([LayoutView(id: "title", className: "UILabel", intrinsicSize: AxisPair(horizontal: 100, vertical: 21))],
                            nested: ["title": []], constraints: [
            B.constraint("title", .leading, .equal, "root", .leading, constant: 16),
            B.constraint("title", .firstBaseline, .equal, "root", .top, constant: 40),
            B.constraint("ghost", .width, constant: 10),
        ]), B.configuration("iphone-15")),
        ("boxes", SideBySideTests.layout(boxes: 0..<30), B.configuration("iphone-15")),
    ]

    @Test(arguments: layouts.indices)
    func equationsLetGoAreMadeAgainAsTheyWere(index: Int) {
        let (_, layout, configuration) = Self.layouts[index]
        let system = LayoutSystem(layout: layout, configuration: configuration)
        let before = system.equations
        #expect(!before.isEmpty)
        system.equationStore.releaseIfLarge(threshold: before.count)
        #expect(!system.equationStore.isHeld)
        #expect(system.equations == before)
        #expect(system.equationStore.isHeld)
    }

    /// A large system's constraints are translated on two threads; made again, on one.
    @Test func equationsTranslatedOnTwoThreadsAreMadeAgainAsTheyWere() {
        var layout = SideBySideTests.layout(boxes: 0..<400)
        layout.constraints.append(B.constraint("ghost", .width, constant: 10, id: "ghost-width"))
        let system = LayoutSystem(layout: layout, configuration: B.configuration("iphone-15"), sideBySide: true)
        #expect(SideBySide.isWorthSplitting(constraintCount: system.constraints.count))
        #expect(system.unsolvable.map { system.constraints[$0.constraint].id } == ["ghost-width"])
        let before = system.equations
        system.equationStore.releaseIfLarge(threshold: 0)
        #expect(!system.equationStore.isHeld)
        #expect(system.equations == before)
    }

    @Test func fewerEquationsThanTheThresholdAreKept() {
        let system = LayoutSystem(layout: SideBySideTests.layout(boxes: 0..<30), configuration: B.configuration("iphone-15"))
        system.equationStore.releaseIfLarge(threshold: system.equations.count + 1)
        #expect(system.equationStore.isHeld)
        system.equationStore.releaseIfLarge()
        #expect(system.equationStore.isHeld, "30 boxes are far below the default threshold")
    }

    /// Solved side by side (large enough to split) with its equations let go, a layout with
    /// conflicts and ambiguous views finds what it finds with them kept: its frames, conflicts,
    /// ambiguities and their groups, broken constraints, and what affects an undetermined view.
    @Test func aSystemSolvedWithoutItsEquationsAnswersAsWithThem() {
        let layout = SideBySideTests.layout(boxes: 0..<700)
        let configuration = B.configuration("iphone-15")
        func answers(equationsKept: Int) -> (held: Bool, found: [String]) {
            let system = LayoutSystem(layout: layout, configuration: configuration)
            #expect(SideBySide.isWorthSplitting(constraintCount: system.equations.count))
            let analysis = SolvedSystem(system, equationsKept: equationsKept).analysis()
            let held = system.equationStore.isHeld
            let groups = analysis.underconstrainedGroups(analysis.ambiguities).map { group in
                ([group.cause] + group.dependents).map { "\($0.view) \($0.axis)" }.joined(separator: " ")
            }
            let broken = analysis.broken.map { "\($0.constraint)" }
            // Grouping made the equations again: let them go once more for `affecting`.
            system.equationStore.releaseIfLarge(threshold: equationsKept)
            let affecting = LayoutDebugger(analysis: analysis).constraintsAffectingLayout(for: "box7", axis: .horizontal).map(\.label)
            let frames = analysis.frames.map { "\($0.view) \($0.frame)" }
            let conflicts = analysis.conflicts.map { "\($0.constraints) breaks \($0.broken)" }
            return (held, frames + conflicts + groups + broken + affecting)
        }
        let kept = answers(equationsKept: .max)
        let letGo = answers(equationsKept: 0)
        #expect(kept.held)
        #expect(!letGo.held)
        #expect(letGo.found == kept.found)
        #expect(kept.found.contains { $0.hasPrefix("box7 horizontal") })
    }

    /// A log's reported recovery reads a system's equations again once added (the minimal set
    /// that holds the constraint UIKit broke): its equations are kept while it is solved, however
    /// large, and it finds what it finds with the threshold at its default.
    @Test func aReportedRecoveryKeepsItsEquationsWhileSolved() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000b10a00 UIView:0x7fa1e0c0b010.width == 20   (active)>",
                "<NSLayoutConstraint:0x600000b10aa0 UIView:0x7fa1e0c0b010.width == 30   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000b10a00 UIView:0x7fa1e0c0b010.width == 20   (active)>
            """
        let layout = try #require(ConsoleLogReader.read(text: text, path: "paste.log").layouts.first)
        #expect(layout.reportedRecoveryID == "0x600000b10a00")
        func conflicts(equationsKept: Int) -> [String] {
            let system = LayoutSystem(layout: layout, configuration: B.configuration("iphone-15"), options: LayoutSystem.Options(for: layout))
            return SolvedSystem(system, equationsKept: equationsKept).conflicts.map { "\($0.constraints) breaks \(system.constraints[$0.broken].id ?? "")" }
        }
        let letGo = conflicts(equationsKept: 0)
        #expect(letGo == conflicts(equationsKept: .max))
        #expect(letGo.contains { $0.hasSuffix("breaks 0x600000b10a00") })
    }
}
