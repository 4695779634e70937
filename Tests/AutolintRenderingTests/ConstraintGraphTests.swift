import AutolintModel
import Foundation
import Testing
@testable import AutolintRendering

@Suite struct ConstraintGraphTests {
    @Test func drawsCard() throws {
        var input = ConstraintGraphInput(layout: SampleLayouts.card, conflicts: [SampleLayouts.cardConflict], broken: ["iconWide"], ambiguousViews: ["caption"], configuration: "iphone-15")
        input.axis = nil
        let graph = try ConstraintGraph(input)
        for format in GraphvizFormat.allCases {
            try graph.render(as: format).data.write(to: URL(fileURLWithPath: "/tmp/gvtest/card.\(format.rawValue)"))
        }
        try ConstraintGraph(ConstraintGraphInput(layout: SampleLayouts.login)).render(as: .png).data.write(to: URL(fileURLWithPath: "/tmp/gvtest/login.png"))
        try ConstraintGraph(ConstraintGraphInput(layout: SampleLayouts.stack)).render(as: .png).data.write(to: URL(fileURLWithPath: "/tmp/gvtest/stack.png"))
    }
}
