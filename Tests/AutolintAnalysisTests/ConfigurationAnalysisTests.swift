import AutolintModel
import Testing
@testable import AutolintAnalysis

/// Solving layouts written in Swift: frames, ambiguity, conflicts, broken constraints.
@Suite struct ConfigurationAnalysisTests {
    typealias B = LayoutBuilding

    func solve(_ layout: Layout, _ configuration: Configuration = B.configuration()) -> ConfigurationAnalysis {
        ConfigurationAnalysis(solving: LayoutSystem(layout: layout, configuration: configuration))
    }

    func pinned(_ id: String, width: Double? = 100) -> [LayoutConstraint] {
        [B.constraint(id, .leading, .equal, "root", .leading, constant: 20),
         B.constraint(id, .top, .equal, "root", .top, constant: 40),
         B.constraint(id, .height, constant: 44)] + (width.map { [B.constraint(id, .width, constant: $0)] } ?? [])
    }

    @Test func pinnedViewGetsItsFrame() {
        let analysis = solve(B.layout([LayoutView(id: "box")], constraints: pinned("box")))
        #expect(analysis.frame(of: "box") == Rect(x: 20, y: 40, width: 100, height: 44))
        #expect(analysis.frame(of: "root") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(analysis.ambiguities.isEmpty && analysis.conflicts.isEmpty && analysis.broken.isEmpty)
    }

    @Test func framesAreInSuperviewCoordinates() {
        let layout = B.layout([LayoutView(id: "card")], nested: ["card": [LayoutView(id: "inner")]], constraints: pinned("card") + [
            B.constraint("inner", .leading, .equal, "card", .leading, constant: 8),
            B.constraint("inner", .trailing, .equal, "card", .trailing, constant: -8),
            B.constraint("inner", .top, .equal, "card", .top, constant: 4),
            B.constraint("inner", .bottom, .equal, "card", .bottom, constant: -4),
        ])
        #expect(solve(layout).frame(of: "inner") == Rect(x: 8, y: 4, width: 84, height: 36))
    }

    @Test func missingWidthLeavesOnlyTheSizeFree() {
        let analysis = solve(B.layout([LayoutView(id: "box")], constraints: pinned("box", width: nil)))
        #expect(analysis.ambiguities == [ViewAmbiguity(view: "box", axis: .horizontal, components: [.width], cause: .underconstrained)])
        #expect(analysis.hasAmbiguousLayout("box") && !analysis.hasAmbiguousLayout("root"))
    }

    @Test func inequalityOnlyPinIsAmbiguousButDegeneratePinsAreNot() {
        let loose = solve(B.layout([LayoutView(id: "box")], constraints: [
            B.constraint("box", .leading, .greaterThanOrEqual, "root", .leading, constant: 20),
            B.constraint("box", .top, .equal, "root", .top), B.constraint("box", .height, constant: 10), B.constraint("box", .width, constant: 10),
        ]))
        #expect(loose.ambiguities.map(\.components) == [[.minX]])

        let degenerate = solve(B.layout([LayoutView(id: "box")], constraints: [
            B.constraint("box", .leading, .greaterThanOrEqual, "root", .leading, constant: 20),
            B.constraint("box", .leading, .lessThanOrEqual, "root", .leading, constant: 20),
            B.constraint("box", .top, .equal, "root", .top), B.constraint("box", .height, constant: 10), B.constraint("box", .width, constant: 10),
        ]))
        #expect(degenerate.ambiguities.isEmpty)
        #expect(degenerate.frame(of: "box")?.x == 20)
    }

    @Test func conflictingWidthsGiveAMinimalSetAndUIKitsPick() {
        let layout = B.layout([LayoutView(id: "box")], constraints: pinned("box") + [
            B.constraint("box", .trailing, .equal, "root", .trailing, constant: -20, id: "trailing"),
        ])
        let analysis = solve(layout)
        #expect(analysis.conflicts.count == 1)
        let conflict = analysis.conflicts[0]
        let labels = conflict.constraints.map { analysis.label(ofConstraint: $0) }
        #expect(labels == ["root.width == 375 (device frame)", "box.leading == root.leading + 20", "box.width == 100", "trailing"])
        #expect(analysis.label(ofConstraint: conflict.broken) == "box.width == 100")
        // UIKit breaks the width, so the edges win.
        #expect(analysis.frame(of: "box")?.width == 335)
    }

    @Test func equalHuggingTieIsContentPriorityAmbiguity() {
        let title = LayoutView(id: "title", className: "UILabel", intrinsicSize: AxisPair(horizontal: 80, vertical: 21))
        let detail = LayoutView(id: "detail", className: "UILabel", intrinsicSize: AxisPair(horizontal: 60, vertical: 21))
        let layout = B.layout([title, detail], constraints: [
            B.constraint("title", .leading, .equal, "root", .leading, constant: 20),
            B.constraint("detail", .leading, .equal, "title", .trailing, constant: 8),
            B.constraint("detail", .trailing, .equal, "root", .trailing, constant: -20),
            B.constraint("title", .top, .equal, "root", .top), B.constraint("detail", .top, .equal, "root", .top),
        ])
        let analysis = solve(layout)
        #expect(analysis.ambiguities.map(\.view) == ["title", "detail"])
        guard case .tie(let priority, let tied)? = analysis.ambiguities.first?.cause else {
            Issue.record("expected a tie")
            return
        }
        #expect(priority == LayoutPriority(251))
        #expect(tied.map { analysis.system.constraints[$0].origin } == [.contentHugging, .contentHugging])

        var firmer = layout
        firmer.updateView("title") { $0.hugging.horizontal = LayoutPriority(252) }
        let resolved = solve(firmer)
        #expect(resolved.ambiguities.isEmpty)
        #expect(resolved.frame(of: "title")?.width == 80)
    }

    @Test func manyLowerPriorityConstraintsNeverOutweighOneHigher() {
        let lows = (0..<10).map { _ in B.constraint("box", .width, constant: 50, priority: LayoutPriority(750)) }
        let layout = B.layout([LayoutView(id: "box")], constraints: pinned("box", width: nil) + lows + [
            B.constraint("box", .width, constant: 200, priority: LayoutPriority(751), id: "wide"),
        ])
        let analysis = solve(layout)
        #expect(analysis.frame(of: "box")?.width == 200)
        #expect(analysis.broken.count == 10)
        #expect(analysis.broken.allSatisfy { $0.beatenBy.contains { analysis.system.constraints[$0].id == "wide" } })
    }

    @Test func onlyConstraintsNeverMetAreExplainedUnlessEveryOneIsAskedFor() {
        // Two preferred widths at one priority: each is met in some optimal solution, so neither
        // is never met, and `check` (the default) does not work out what beats the broken one.
        let layout = B.layout([LayoutView(id: "box")], constraints: pinned("box", width: nil) + [
            B.constraint("box", .width, constant: 100, priority: LayoutPriority(500), id: "narrow"),
            B.constraint("box", .width, constant: 200, priority: LayoutPriority(500), id: "wide"),
        ])
        let checked = solve(layout)
        #expect(checked.broken.count == 1 && checked.broken.allSatisfy { $0.isNeverMet == false && $0.beatenBy.isEmpty })
        var options = LayoutSystem.Options()
        options.explainsEveryBrokenConstraint = true
        let explained = ConfigurationAnalysis(solving: LayoutSystem(layout: layout, configuration: B.configuration(), options: options))
        #expect(explained.broken.count == 1 && explained.broken.allSatisfy { !$0.beatenBy.isEmpty && $0.isSameLevelTradeOff })
    }

    @Test func rightToLeftPutsLeadingOnTheRight() {
        let analysis = solve(B.layout([LayoutView(id: "box")], constraints: pinned("box")), B.configuration("iphone-se", .rightToLeft))
        #expect(analysis.frame(of: "box") == Rect(x: 255, y: 40, width: 100, height: 44))
    }

    @Test func autoresizingSharesTheSuperviewsGrowth() {
        var root = LayoutView(id: "root")
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        let banner = LayoutView(id: "banner", translatesAutoresizingMask: true, frame: Rect(x: 20, y: 0, width: 335, height: 44),
                                autoresizingMask: [.flexibleWidth])
        let centered = LayoutView(id: "badge", translatesAutoresizingMask: true, frame: Rect(x: 10, y: 0, width: 325, height: 20),
                                  autoresizingMask: [.flexibleLeftMargin, .flexibleRightMargin])
        let analysis = solve(B.layout([banner, centered], constraints: [], root: root), B.configuration("iphone-15"))
        // iPhone 15 is 18 points wider than the 375 the frames were laid out in; the badge's margins
        // (10 and 40) take 1/5 and 4/5 of it.
        #expect(analysis.frame(of: "banner")?.isClose(to: Rect(x: 20, y: 0, width: 353, height: 44), tolerance: 1e-9) == true)
        #expect(analysis.frame(of: "badge")?.isClose(to: Rect(x: 13.6, y: 0, width: 325, height: 20), tolerance: 1e-9) == true)
        #expect(analysis.ambiguities.isEmpty)
    }
}
