import AutolintModel
import Testing
@testable import AutolintAnalysis

@Suite struct FrameExpectationCheckerTests {
    typealias B = LayoutBuilding

    func analysis(expecting frames: [ExpectedFrames], configurations: [Configuration] = [B.configuration()]) -> LayoutAnalysis {
        var layout = B.layout([LayoutView(id: "box")], constraints: [
            B.constraint("box", .leading, .equal, "root", .leading, constant: 20), B.constraint("box", .top, .equal, "root", .top, constant: 40),
            B.constraint("box", .width, constant: 100), B.constraint("box", .height, constant: 44),
        ])
        layout.expectations = Expectations(frames: frames)
        return LayoutAnalysis(layout: layout, configurations: configurations)
    }

    @Test func framesWithinHalfAPointHold() {
        let expected = ExpectedFrames(configuration: "iphone-se", frames: [("box", Rect(x: 20.4, y: 40, width: 100, height: 43.6))])
        #expect(FrameExpectationChecker().check(analysis(expecting: [expected])).isEmpty)
    }

    @Test func aFrameOffByMoreFailsAndSaysWhere() {
        let expected = ExpectedFrames(configuration: "iphone-se", frames: [("box", Rect(x: 21, y: 40, width: 100, height: 44))])
        let unmet = FrameExpectationChecker().check(analysis(expecting: [expected]))
        #expect(unmet.map(\.message) == ["expectation not met: expected box in iphone-se at (21, 40, 100, 44), but it is solved at (20, 40, 100, 44)"])
        #expect(unmet.first?.rule == ExpectationChecker.ruleID)
    }

    @Test func unknownViewsFailAndUncheckedConfigurationsAreSkipped() {
        let missing = ExpectedFrames(configuration: "iphone-se", frames: [("ghost", Rect(x: 0, y: 0, width: 1, height: 1))])
        let elsewhere = ExpectedFrames(configuration: "ipad-10", frames: [("box", Rect(x: 0, y: 0, width: 1, height: 1))])
        let unmet = FrameExpectationChecker().check(analysis(expecting: [missing, elsewhere]))
        #expect(unmet.count == 1)
        #expect(unmet.first?.message.contains("ghost") == true)
    }
}
