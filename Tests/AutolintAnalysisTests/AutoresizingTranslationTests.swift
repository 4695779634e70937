import AutolintModel
import Testing
@testable import AutolintAnalysis

@Suite struct AutoresizingTranslationTests {
    typealias B = LayoutBuilding

    @Test func flexibleWidthTakesTheWholeChange() {
        let shares = AutoresizingTranslation.shares(margin: 20, length: 335, trailingMargin: 20, flexibility: (false, true, false))
        #expect(shares.margin == 0 && shares.size == 1)
    }

    @Test func flexibleMarginsShareInProportionToTheirLengths() {
        // 320 wide, 10 on the left and 30 on the right of a 360 superview.
        let shares = AutoresizingTranslation.shares(margin: 10, length: 320, trailingMargin: 30, flexibility: (true, false, true))
        #expect(shares.margin == 0.25 && shares.size == 0)
    }

    @Test func noFlexiblePartBehavesAsAFlexibleTrailingMargin() {
        let shares = AutoresizingTranslation.shares(margin: 10, length: 100, trailingMargin: 50, flexibility: (false, false, false))
        #expect(shares.margin == 0 && shares.size == 0)
    }

    @Test func zeroLengthFlexiblePartsShareEqually() {
        let shares = AutoresizingTranslation.shares(margin: 0, length: 375, trailingMargin: 0, flexibility: (true, false, true))
        #expect(shares.margin == 0.5)
    }

    @Test func maskBecomesOriginAndSizeConstraintsPerAxis() {
        let view = LayoutView(id: "banner", translatesAutoresizingMask: true, frame: Rect(x: 20, y: 10, width: 335, height: 44),
                              autoresizingMask: [.flexibleWidth, .flexibleTopMargin])
        let constraints = AutoresizingTranslation.constraints(for: view, superview: LayoutView(id: "root"), referenceSize: Size(width: 375, height: 667))
        #expect(constraints.map(\.equation) == [
            "banner.left == 20",
            "banner.width == root.width - 40",
            "banner.top == root.bottom - 657",
            "banner.height == 44",
        ])
        #expect(constraints.allSatisfy { $0.origin == .autoresizingMask })
    }
}
