import AutolintModel
import Testing
@testable import AutolintAnalysis

/// A large axis whose parts share only unknowns fixed by required equalities is solved by two
/// solvers on two threads; every answer must be the one a single solver gives.
@Suite struct IndependentPartsTests {
    typealias B = LayoutBuilding

    /// Rows pinned to the root's edges, as a list's: a title and a detail label side by side. Some
    /// rows add what the answers must survive: a view with no horizontal constraint (free), one
    /// with a width and no position (free position), an optional width that loses (never met),
    /// two labels of equal hugging (a tie), and `conflictAt` a row whose title has two required widths.
    /// `icons`: every third row also has an icon whose width is fixed alone before anything else
    /// mentions it, placed with constants that binary fractions do not hold.
    static func list(rows: Int, conflictAt: Int? = nil, icons: Bool = false) -> Layout {
        var subviews: [LayoutView] = [], nested: [String: [LayoutView]] = [:], constraints: [LayoutConstraint] = []
        for row in 0..<rows {
            let id = "row\(row)", title = "title\(row)", detail = "detail\(row)"
            subviews.append(LayoutView(id: id))
            var titleView = LayoutView(id: title, className: "UILabel", intrinsicSize: AxisPair(horizontal: 100, vertical: 21))
            if !row.isMultiple(of: 13) { titleView.hugging.horizontal = LayoutPriority(252) }
            var children = [titleView, LayoutView(id: detail, className: "UILabel", intrinsicSize: AxisPair(horizontal: 60, vertical: 21))]
            constraints += [
                B.constraint(id, .leading, .equal, "root", .leading), B.constraint(id, .trailing, .equal, "root", .trailing),
                B.constraint(id, .top, .equal, row == 0 ? "root" : "row\(row - 1)", row == 0 ? .top : .bottom),
                B.constraint(id, .height, constant: 44),
                B.constraint(title, .leading, .equal, id, .leadingMargin), B.constraint(title, .centerY, .equal, id, .centerY),
                B.constraint(detail, .leading, .equal, title, .trailing, constant: 8), B.constraint(detail, .trailing, .equal, id, .trailingMargin),
                B.constraint(detail, .centerY, .equal, id, .centerY),
            ]
            if row.isMultiple(of: 7) {
                children.append(LayoutView(id: "free\(row)"))
                constraints += [B.constraint("free\(row)", .top, .equal, id, .top), B.constraint("free\(row)", .height, constant: 10)]
            }
            if row.isMultiple(of: 5) {
                children.append(LayoutView(id: "loose\(row)"))
                constraints += [B.constraint("loose\(row)", .top, .equal, id, .top), B.constraint("loose\(row)", .height, constant: 10),
                                B.constraint("loose\(row)", .width, constant: 50)]
            }
            if row.isMultiple(of: 11) { constraints.append(B.constraint(title, .width, constant: 500, priority: LayoutPriority(600), id: "wide\(row)")) }
            if icons, row.isMultiple(of: 3) {
                let icon = "icon\(row)"
                children.append(LayoutView(id: icon))
                constraints.insert(B.constraint(icon, .width, constant: 44.1), at: 0)
                constraints += [B.constraint(icon, .leading, .equal, title, .trailing, constant: 0.1),
                                B.constraint(icon, .trailing, .lessThanOrEqual, id, .trailingMargin, constant: -0.3),
                                B.constraint(icon, .top, .equal, id, .top), B.constraint(icon, .height, constant: 0.3)]
            }
            if row == conflictAt {
                constraints += [B.constraint(title, .width, constant: 10, id: "narrow"), B.constraint(title, .width, constant: 20, id: "narrower")]
            }
            nested[id] = children
        }
        return B.layout(subviews, nested: nested, constraints: constraints)
    }

    /// Everything a check and the debugging commands read from a solved configuration.
    static func answers(_ solved: SolvedSystem) -> [String] {
        let analysis = solved.analysis()
        let debugger = LayoutDebugger(analysis: analysis)
        var answers = analysis.frames.map { "\($0.view) \($0.frame)" }
        answers += analysis.ambiguities.map { "ambiguous \($0)" } + analysis.conflicts.map { "conflict \($0)" } + analysis.broken.map { "broken \($0)" }
        answers += solved.undeterminedUnknowns.map { "undetermined \($0)" }
        for view in analysis.ambiguities.map(\.view) { answers.append("exercise \(view) \(debugger.exerciseAmbiguity(view))") }
        for view in ["title3", "detail5", "loose10", "free14", "row0", "root"] {
            for axis in Axis.allCases { answers.append("affecting \(view) \(axis) \(debugger.constraintsAffectingLayout(for: view, axis: axis).map(\.equation))") }
        }
        // Two ties, in rows that may fall to different solvers: pinning one width settles its own row.
        let unknowns = solved.system.unknowns
        let widths = ["title13", "detail13", "title260", "detail260"].compactMap { unknowns.index(.view($0), .width) }
        answers.append("determined \(solved.determined(byPinning: [widths[0]], among: widths, axis: .horizontal))")
        return answers
    }

    @Test func aListsHorizontalAxisIsSolvedInPartsAndAnswersAsOneSolver() throws {
        let system = LayoutSystem(layout: Self.list(rows: 300), configuration: B.configuration("iphone-15"))
        let work = Self.horizontalWork(system)
        let parts = try #require(IndependentParts.find(in: work.equations, viewUnknowns: work.plan.viewUnknowns, shared: work.plan.sharedUnknowns))
        #expect(parts.partCount >= 300)
        let split = SolvedSystem(system, sideBySide: true), whole = SolvedSystem(system, sideBySide: false)
        #expect(whole.solverCount(for: .horizontal) == 1)
        let expected = Self.answers(whole)
        #expect(expected.contains { $0.hasPrefix("ambiguous") } && expected.contains { $0.hasPrefix("broken") })
        #expect(expected.last?.split(separator: ",").count == 2)
        #expect(Self.answers(split) == expected)
    }

    static func horizontalWork(_ system: LayoutSystem, lettingGo: Bool = false, chunkShift: Int = EquationFeed.defaultChunkShift) -> SolvedSystem.AxisWork {
        let equations = system.equations
        let isFloor = equations.map { system.constraints.origin(at: $0.source) == .nonNegativeSize }
        return SolvedSystem.AxisWork([.horizontal], of: system, equations: equations, isFloor: isFloor, isReported: isFloor.map { _ in false },
                                     lettingGo: lettingGo, chunkShift: chunkShift)
    }

    /// The parts dealt out in turn to two solvers, whatever the threads' timing would do: every
    /// value bit for bit, every answer and the conflict (in row 61), as one solver's. The icons' widths are fixed alone but
    /// stay in their parts: only the leading run of the views' unknowns is shared
    /// (`onlyTheLeadingFixedUnknownsAreShared`).
    @Test func partsDealtToTwoSolversInTurnAnswerBitForBitAsOne() throws {
        let layout = Self.list(rows: 120, conflictAt: 61, icons: true)
        let system = LayoutSystem(layout: layout, configuration: B.configuration("iphone-15"))
        let work = Self.horizontalWork(system)
        let parts = try #require(IndependentParts.find(in: work.equations, viewUnknowns: work.plan.viewUnknowns, shared: work.plan.sharedUnknowns,
                                                       minimumSplit: 1))
        // Even parts to the first solver, odd ones to the second from the back.
        var evens: [Int] = [], odds: [Int] = []
        for part in 0..<parts.partCount { if part.isMultiple(of: 2) { evens.append(part) } else { odds.append(part) } }
        var evenIterator = evens.makeIterator(), oddIterator = odds.reversed().makeIterator()
        let first = SolvedSystem.solveParts(parts, of: work, in: system, isFirst: true, share: 1) { evenIterator.next() }
        let second = SolvedSystem.solveParts(parts, of: work, in: system, isFirst: false, share: 1) { oddIterator.next() }
        let dealt = AxisSessions([try #require(first.session), try #require(second.session)])
        let single = SolvedSystem.solve(work, of: system, reported: nil)
        let one = AxisSessions([single.session])
        #expect(!first.conflicted && !second.conflicted)
        #expect(!single.conflicts.isEmpty)
        #expect((first.conflicts + second.conflicts).sorted { $0.constraints.lexicographicallyPrecedes($1.constraints) } == single.conflicts)

        let horizontal = (0..<system.unknowns.count).filter { system.unknowns.component(ofVariable: $0).axis == .horizontal }
        #expect(horizontal.map { dealt.value(ofUnknown: $0).bitPattern } == horizontal.map { one.value(ofUnknown: $0).bitPattern })
        let describe = { (sessions: AxisSessions) -> [String] in
            let ambiguous = sessions.ambiguities().sorted { $0.unknown < $1.unknown }
            var answers = ambiguous.map { "\($0.unknown) \($0.cause)" }
            answers += sessions.broken(examining: { _ in true }, explainingAll: true).map { "\($0)" }
            answers += ambiguous.prefix(20).map { "\(sessions.alternatives(moving: $0.unknown, reading: horizontal.prefix(40).map { $0 }))" }
            answers += horizontal.prefix(60).map { "\(sessions.constraintsDetermining(unknown: $0))" }
            answers.append("\(sessions.determined(byPinning: ambiguous.prefix(3).map(\.unknown), among: ambiguous.map(\.unknown)))")
            return answers
        }
        #expect(describe(dealt) == describe(one))
    }

    /// Dealt to two solvers from a feed that lets go in chunks of 64 equations, the parts free
    /// every chunk but those of the shared equations (which every part's solver adds first), and
    /// the answers are one solver's, fed from a copy that keeps them all. A read of an equation
    /// let go fails the feed's check in this (debug) build.
    @Test func partsLetTheirEquationsGoAsTheyAreAdded() throws {
        let layout = Self.list(rows: 120, conflictAt: 61, icons: true)
        let system = LayoutSystem(layout: layout, configuration: B.configuration("iphone-15"))
        let work = Self.horizontalWork(system, lettingGo: true, chunkShift: 6)
        let parts = try #require(IndependentParts.find(in: work.equations, viewUnknowns: work.plan.viewUnknowns, shared: work.plan.sharedUnknowns,
                                                       minimumSplit: 1))
        let chunks = work.equations.heldChunkCount
        #expect(chunks > 10)
        var front = (0..<parts.partCount / 2).makeIterator(), back = (parts.partCount / 2..<parts.partCount).reversed().makeIterator()
        let first = SolvedSystem.solveParts(parts, of: work, in: system, isFirst: true, share: 1) { front.next() }
        let second = SolvedSystem.solveParts(parts, of: work, in: system, isFirst: false, share: 1) { back.next() }
        #expect(!first.conflicted && !second.conflicted)
        // The shared equations come first in the order: only their chunks stay.
        #expect(parts.sharedEquations == Array(0..<parts.sharedEquations.count))
        #expect(work.equations.heldChunkCount == (parts.sharedEquations.count + 63) / 64)

        let single = SolvedSystem.solve(Self.horizontalWork(system), of: system, reported: nil)
        #expect((first.conflicts + second.conflicts).sorted { $0.constraints.lexicographicallyPrecedes($1.constraints) } == single.conflicts)
        let dealt = AxisSessions([try #require(first.session), try #require(second.session)])
        let horizontal = (0..<system.unknowns.count).filter { system.unknowns.component(ofVariable: $0).axis == .horizontal }
        let one = AxisSessions([single.session])
        #expect(horizontal.map { dealt.value(ofUnknown: $0).bitPattern } == horizontal.map { one.value(ofUnknown: $0).bitPattern })
        #expect(dealt.ambiguities().map(\.unknown).sorted() == one.ambiguities().map(\.unknown).sorted())
    }

    /// A conflict within a part is the one solver's: its rows, its certificate and UIKit's pick
    /// are the part's, so the split goes on.
    @Test func aConflictInAPartIsFoundAndBrokenAsByOneSolver() {
        let system = LayoutSystem(layout: Self.list(rows: 300, conflictAt: 150), configuration: B.configuration("iphone-15"))
        let split = SolvedSystem(system, sideBySide: true), whole = SolvedSystem(system, sideBySide: false)
        #expect(!whole.conflicts.isEmpty)
        #expect(split.conflicts == whole.conflicts)
        #expect(Self.answers(split) == Self.answers(whole))
    }

    /// A conflict among the equations on the shared unknowns (a second width for the root) sends
    /// the axis to one solver. The system let its equations go when its solving started (threshold
    /// 0): they are made again for that solver, and every answer is one solver's.
    @Test func aConflictOnASharedEquationSolvesTheAxisAgainFromItsEquationsMadeAgain() {
        var layout = Self.list(rows: 300)
        layout.constraints.append(B.constraint("root", .width, constant: 400, id: "rootWidth"))
        let configuration = B.configuration("iphone-15")
        let split = SolvedSystem(LayoutSystem(layout: layout, configuration: configuration), sideBySide: true, equationsKept: 0)
        let whole = SolvedSystem(LayoutSystem(layout: layout, configuration: configuration), sideBySide: false)
        #expect(split.solverCount(for: .horizontal) == 1)
        #expect(split.conflicts.contains { $0.constraints.contains(split.system.constraints.firstIndex { $0.id == "rootWidth" }!) })
        #expect(Self.answers(split) == Self.answers(whole))
    }

    // MARK: Which unknowns the parts share

    /// The parts of `equations`, their shared unknowns found first, as `SolvedSystem.AxisWork` does.
    private static func parts(_ equations: [LinearConstraint], viewUnknowns: [Int], unknownCount: Int) -> IndependentParts? {
        let shared = IndependentParts.sharedUnknowns(of: equations, viewUnknowns: viewUnknowns, unknownCount: unknownCount)
        return IndependentParts.find(in: equations, viewUnknowns: viewUnknowns, shared: shared, minimumSplit: 1)
    }

    private static func equation(_ terms: [(Int, Double)], _ relation: LayoutRelation = .equal, constant: Double = 0,
                                 priority: LayoutPriority = .required, source: Int) -> LinearConstraint {
        var expression = LinearExpression(constant: constant)
        for (variable, coefficient) in terms { expression.add(variable, coefficient) }
        return LinearConstraint(expression: expression, relation: relation, priority: priority, source: source)
    }

    @Test func partsShareOnlyUnknownsFixedBeforeAnythingElseMentionsThem() throws {
        let equations = [
            Self.equation([(0, 1)], .greaterThanOrEqual, source: 0),
            Self.equation([(0, 1)], constant: -320, source: 1),
            Self.equation([(1, 1), (0, -1)], source: 2),
            Self.equation([(2, 1), (0, -1)], constant: 8, source: 3),
            Self.equation([(1, 1)], constant: -100, priority: LayoutPriority(250), source: 4),
        ]
        let parts = try #require(Self.parts(equations, viewUnknowns: [0, 1, 2, 3], unknownCount: 4))
        #expect(parts.sharedUnknowns == [0] && parts.unmentionedUnknowns == [3])
        #expect(parts.sharedEquations == [0, 1])
        #expect(parts.partCount == 2)
        #expect(Array(parts.equations(ofPart: 0)) == [2, 4] && Array(parts.unknowns(ofPart: 0)) == [1])
        #expect(Array(parts.equations(ofPart: 1)) == [3] && Array(parts.unknowns(ofPart: 1)) == [2])
    }

    @Test func onlyTheLeadingFixedUnknownsAreShared() throws {
        let equations = [
            Self.equation([(0, 1)], constant: -320, source: 0),
            Self.equation([(2, 1)], constant: -44, source: 1),
            Self.equation([(1, 1), (0, -1)], source: 2),
            Self.equation([(3, 1), (2, -1), (0, -1)], constant: 8, source: 3),
        ]
        let parts = try #require(Self.parts(equations, viewUnknowns: [0, 1, 2, 3], unknownCount: 4))
        #expect(parts.sharedUnknowns == [0] && parts.sharedEquations == [0])
        #expect(Array(parts.equations(ofPart: 0)) == [1, 3] && Array(parts.unknowns(ofPart: 0)) == [2, 3])
        #expect(Array(parts.equations(ofPart: 1)) == [2] && Array(parts.unknowns(ofPart: 1)) == [1])
    }

    @Test func sharedUnknownsTiedTogetherAreNotSplit() {
        let equations = [
            Self.equation([(0, 1)], constant: -320, source: 0),
            Self.equation([(1, 1)], constant: -10, source: 1),
            Self.equation([(0, 1), (1, -1)], constant: -310, source: 2),
            Self.equation([(2, 1), (0, -1)], source: 3),
            Self.equation([(3, 1), (1, -1)], source: 4),
        ]
        #expect(Self.parts(equations, viewUnknowns: [0, 1, 2, 3], unknownCount: 4) == nil)
    }

    @Test(arguments: ["linked before fixed", "optional on it alone"])
    func anUnknownThatIsNotFixedFirstJoinsItsParts(case name: String) {
        var equations = [
            Self.equation([(0, 1)], constant: -320, source: 0),
            Self.equation([(1, 1), (0, -1)], source: 1),
            Self.equation([(2, 1), (0, -1)], constant: 8, source: 2),
        ]
        if name == "linked before fixed" {
            equations.swapAt(0, 1)
        } else {
            equations.append(Self.equation([(0, 1)], constant: -300, priority: LayoutPriority(500), source: 3))
        }
        #expect(Self.parts(equations, viewUnknowns: [0, 1, 2], unknownCount: 3) == nil)
    }
}
