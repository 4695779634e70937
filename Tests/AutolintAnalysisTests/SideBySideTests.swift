import AutolintModel
import Testing
@testable import AutolintAnalysis

/// A large layout's work is split between two threads (its axes, its configurations, its rules
/// that need no solving); what it finds must be what each of its parts finds alone.
@Suite struct SideBySideTests {
    typealias B = LayoutBuilding

    /// Box `index`: pinned at its own place; every seventh has no width (ambiguous) unless
    /// `widths`, every eleventh a second, conflicting height.
    static func box(_ index: Int, widths: Bool = false) -> [LayoutConstraint] {
        let id = "box\(index)"
        var constraints = [
            B.constraint(id, .leading, .equal, "root", .leading, constant: Double(index % 50), id: "\(id)-leading"),
            B.constraint(id, .top, .equal, "root", .top, constant: Double(index), id: "\(id)-top"),
            B.constraint(id, .height, constant: 44, id: "\(id)-height"),
        ]
        if widths || !index.isMultiple(of: 7) { constraints.append(B.constraint(id, .width, constant: 100, id: "\(id)-width")) }
        if index.isMultiple(of: 11) { constraints.append(B.constraint(id, .height, constant: 50, id: "\(id)-tall")) }
        return constraints
    }

    static func layout(boxes: Range<Int>, widths: Bool = false) -> Layout {
        var layout = B.layout(boxes.map { LayoutView(id: "box\($0)") }, constraints: boxes.flatMap { box($0, widths: widths) })
        layout.devices = ["iphone-se", "iphone-15"]
        return layout
    }

    /// Per configuration: frames by view, ambiguous views and axes, conflicts as constraint ids
    /// with the one broken, broken optional constraints by id. Sorted, so that two runs compare.
    static func findings(_ analysis: LayoutAnalysis) -> [[String]] {
        analysis.configurations.map { solved in
            let constraints = solved.system.constraints
            let frames = solved.frames.filter { $0.view != "root" }.map { "\($0.view) \($0.frame)" }
            let ambiguities = solved.ambiguities.map { "\($0.view) \($0.axis) \($0.components)" }
            let conflicts = solved.conflicts.map { conflict in
                conflict.constraints.map { constraints[$0].id ?? "?" }.sorted().joined(separator: ",") + " breaks " + (constraints[conflict.broken].id ?? "?")
            }
            return (frames + ambiguities + conflicts).sorted()
        }
    }

    @Test func aLargeLayoutFindsWhatItsPartsFindAlone() throws {
        let count = 700
        let whole = Self.layout(boxes: 0..<count)
        #expect(SideBySide.isWorthSplitting(whole))
        let configurations = LayoutAnalysis.defaultConfigurations(for: whole)
        let analysis = LayoutAnalysis(layout: whole, configurations: configurations)
        #expect(analysis.configurations.map(\.configuration.name) == configurations.map(\.name))
        #expect(analysis.configurations.allSatisfy { $0.system.equations.count >= SideBySide.minimumConstraints })

        // The same boxes in layouts too small to split, solved on one thread.
        var expected = Array(repeating: [String](), count: configurations.count)
        for start in stride(from: 0, to: count, by: 50) {
            let part = Self.layout(boxes: start..<min(start + 50, count))
            #expect(!SideBySide.isWorthSplitting(part))
            for (index, found) in Self.findings(LayoutAnalysis(layout: part, configurations: configurations)).enumerated() {
                expected[index] += found
            }
        }
        let found = Self.findings(analysis)
        #expect(found == expected.map { $0.sorted() })
        #expect(found[0].filter { $0.hasPrefix("box") && $0.contains("breaks") }.count == (count + 10) / 11)
        #expect(found[0].filter { $0.contains("horizontal") }.count == (count + 6) / 7)
    }

    @Test func aSystemTranslatedOnTwoThreadsIsTheSystemTranslatedWhole() throws {
        // Constraints that cannot be solved, in both halves: their indices must survive the split.
        var layout = Self.layout(boxes: 0..<400)
        layout.constraints.insert(B.constraint("box3", .width, .equal, "nowhere", .width, id: "early"), at: 10)
        layout.constraints.append(B.constraint("box5", .height, .equal, "nowhere", .height, id: "late"))
        let configuration = try #require(LayoutAnalysis.defaultConfigurations(for: layout).first)
        let split = LayoutSystem(layout: layout, configuration: configuration, sideBySide: true)
        let whole = LayoutSystem(layout: layout, configuration: configuration, sideBySide: false)
        #expect(SideBySide.isWorthSplitting(constraintCount: whole.constraints.count))
        #expect(split.equations == whole.equations)
        #expect(split.unsolvable == whole.unsolvable)
        #expect(whole.unsolvable.map { whole.constraints[$0.constraint].id } == ["early", "late"])
        // One in each part of the split.
        let middle = LayoutSystem.balancedSplit(of: whole.constraints)
        #expect(whole.unsolvable[0].constraint < middle && middle <= whole.unsolvable[1].constraint)
    }

    /// The implicit constraints (cheap: a view's own size) come first, so the translation's two
    /// parts split the estimated cost, not the count: neither is over half by more than one
    /// written constraint.
    @Test(arguments: [0, 3, 40, 400])
    func theTranslationSplitsWhereItsCostBalances(written: Int) throws {
        let layout = B.layout((0..<600).map { LayoutView(id: "box\($0)") },
                              constraints: (0..<written).map { B.constraint("box\($0)", .width, constant: 10) })
        let configuration = try #require(LayoutAnalysis.defaultConfigurations(for: layout).first)
        let constraints = LayoutSystem(layout: layout, configuration: configuration).constraints
        let middle = LayoutSystem.balancedSplit(of: constraints)
        let cost = { (range: Range<Int>) in
            range.reduce(0) { $0 + ($1 < constraints.implicit.count ? 1 : LayoutSystem.writtenConstraintCost) }
        }
        #expect((0...constraints.count).contains(middle))
        let first = cost(0..<middle), second = cost(middle..<constraints.count)
        #expect(max(first, second) <= (first + second + 1) / 2 + LayoutSystem.writtenConstraintCost)
        // Written constraints that outweigh the implicit ones go to both threads.
        if cost(constraints.implicit.count..<constraints.count) > constraints.implicit.count {
            #expect(middle > constraints.implicit.count && middle < constraints.count)
        }
    }

    @Test func rulesThatNeedNoSolvingRunAlongsideAndFindTheSame() {
        // A duplicate: a finding of a rule that needs no solving.
        var layout = Self.layout(boxes: 0..<520, widths: true)
        layout.constraints.append(B.constraint("box1", .width, constant: 100, id: "again"))
        #expect(SideBySide.isWorthSplitting(layout))
        let configurations = LayoutAnalysis.defaultConfigurations(for: layout)
        let runner = RuleRunner()
        let (analysis, alongside) = runner.run(layout, solvingIn: configurations)
        let sequential = runner.run(layout, analysis: LayoutAnalysis(layout: layout, configurations: configurations))
        let (oneThreadAnalysis, oneThread) = runner.run(layout, solvingIn: configurations, sideBySide: false)
        #expect(analysis != nil && oneThreadAnalysis != nil)
        #expect(alongside == sequential)
        #expect(oneThread == alongside)
        #expect(alongside.contains { $0.rule == "duplicate-constraint" })
        #expect(alongside.contains { $0.rule == "conflicting-constraints" })
    }
}
