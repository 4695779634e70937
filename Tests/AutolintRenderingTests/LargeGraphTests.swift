import AutolintModel
import Foundation
import Testing
@testable import AutolintRendering

/// Graphs of real screens stay readable: intrinsic-size constraints fold into their views' labels
/// when that keeps the equations on the edges, and PNGs stay a size image viewers open.
@Suite struct LargeGraphTests {
    /// A column of `count` labels, each pinned on both axes, with its hugging and compression
    /// resistance constraints as the analysis hands them in (4 per label).
    static func labelColumn(_ count: Int) -> ConstraintGraphInput {
        var views = [LayoutView(id: "root", subviews: (0..<count).map { "label\($0)" })]
        var constraints: [LayoutConstraint] = []
        for index in 0..<count {
            let id = "label\(index)"
            views.append(LayoutView(id: id, parent: "root", className: "UILabel", intrinsicSize: AxisPair(horizontal: 120, vertical: 21)))
            let above = index == 0 ? LayoutItem(view: "root") : LayoutItem(view: "label\(index - 1)")
            constraints.append(LayoutConstraint(first: .init(LayoutItem(view: id), .leading), second: .init(LayoutItem(view: "root"), .leading), constant: 16))
            constraints.append(LayoutConstraint(first: .init(LayoutItem(view: id), .top), second: .init(above, index == 0 ? .top : .bottom), constant: 8))
            for (attribute, relation, origin) in [
                (LayoutAttribute.width, LayoutRelation.lessThanOrEqual, ConstraintOrigin.contentHugging),
                (.width, .greaterThanOrEqual, .compressionResistance),
                (.height, .lessThanOrEqual, .contentHugging), (.height, .greaterThanOrEqual, .compressionResistance),
            ] {
                constraints.append(LayoutConstraint(
                    first: .init(LayoutItem(view: id), attribute), relation: relation, constant: attribute == .width ? 120 : 21,
                    priority: origin == .contentHugging ? LayoutPriority(251) : .defaultHigh, origin: origin))
            }
        }
        return ConstraintGraphInput(layout: Layout(name: "Column", views: views, constraints: constraints), constraints: constraints)
    }

    @Test func intrinsicSizesFoldSoThatAThirtyThreeLabelScreenKeepsItsEquations() throws {
        let input = Self.labelColumn(33)
        #expect(input.constraints.count > ConstraintGraphDetail.detailedLimit)
        let graph = try ConstraintGraph(input)
        #expect(graph.detail == .detailed)
        let svg = try graph.render(as: .svg).text
        #expect(svg.contains("label7.leading == root.leading + 16"))
        #expect(svg.contains("intrinsic width 120, height 21"))
        #expect(graph.graph.edges.count == 66)
    }

    @Test func aMarkedIntrinsicConstraintStaysAnEdge() throws {
        var input = Self.labelColumn(33)
        let marked = try #require(input.constraints.firstIndex { $0.origin == .compressionResistance })
        input.brokenIndices = [marked]
        let graph = try ConstraintGraph(input)
        #expect(graph.detail == .detailed)
        #expect(graph.graph.edges.count == 67)
    }

    @Test func aGraphTooLargeEvenFoldedIsAnOverview() throws {
        let graph = try ConstraintGraph(Self.labelColumn(90))
        #expect(graph.detail == .overview)
        #expect(!(try graph.render(as: .svg).text.contains("intrinsic width")))
    }

    /// The report's graphs may also leave out the other system constraints no finding marks, when
    /// that keeps the equations; the title says how many are not drawn. `graph` keeps them.
    @Test func unmarkedSystemConstraintsFoldWhenTheReportAsks() throws {
        var input = Self.labelColumn(40)
        let masks = (0..<40).flatMap { index in
            [LayoutAttribute.width, .height].map { attribute in
                LayoutConstraint(first: .init(LayoutItem(view: "label\(index)"), attribute), constant: 10, origin: .autoresizingMask)
            }
        }
        input.constraints += masks
        #expect(try ConstraintGraph(input).detail == .overview)
        input.foldsSystemConstraints = true
        let graph = try ConstraintGraph(input)
        #expect(graph.detail == .detailed)
        #expect(graph.graph.edges.count == 80)
        let svg = try graph.render(as: .svg).text
        // Intrinsic sizes go into their views' labels; the autoresizing constraints are counted.
        #expect(svg.contains("80 system constraints not drawn"))
        #expect(svg.contains("intrinsic width 120, height 21"))
        // A marked one stays drawn, and is not counted.
        input.brokenIndices = [input.constraints.count - 1]
        let marked = try ConstraintGraph(input)
        #expect(marked.graph.edges.count == 81)
        #expect(try marked.render(as: .svg).text.contains("79 system constraints not drawn"))
    }

    @Test func pngsAreCappedAtTheirLongerSide() throws {
        let graph = try ConstraintGraph(Self.labelColumn(45))
        #expect(graph.detail == .detailed)
        let size = try #require(BinaryFormats.pngSize(try graph.render(as: .png).data))
        #expect(max(size.width, size.height) <= ConstraintGraph.rasterLimit)
        #expect(max(size.width, size.height) >= ConstraintGraph.rasterLimit - 2)
    }
}
