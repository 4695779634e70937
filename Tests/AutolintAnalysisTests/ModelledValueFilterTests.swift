import AutolintModel
import Testing
@testable import AutolintAnalysis

/// The filters that keep autolint's estimates and its own stack-view model out of findings
/// (`EstimatedSizeFilter`, `SyntheticTieFilter`), on the labels reports give constraints.
struct ModelledValueFilterTests {
    @Test func anIntrinsicSizeOnAnEstimatedAxisIsAnEstimate() {
        let estimated: Set<String> = ["title.width", "cell"]
        #expect(EstimatedSizeFilter.standsOnEstimate("title.width >= 120 @750 (compression resistance)", estimated))
        #expect(EstimatedSizeFilter.standsOnEstimate("title.width <= 120 @250 (content hugging)", estimated))
        #expect(!EstimatedSizeFilter.standsOnEstimate("title.height <= 20.5 @250 (content hugging)", estimated))
        #expect(!EstimatedSizeFilter.standsOnEstimate("title.width == 200", estimated))
        // A frame held for a container autolint does not model, and a fill-proportionally share.
        #expect(EstimatedSizeFilter.standsOnEstimate("cell.left == 80 (autoresizing mask)", estimated))
        #expect(!EstimatedSizeFilter.standsOnEstimate("other.left == 80 (autoresizing mask)", estimated))
        #expect(EstimatedSizeFilter.standsOnEstimate("pill.width == 0.4 * stack.width @999 (UISV-fill-proportionally)", []))
    }

    @Test func aTieWithAStackViewsWishIsTheModelsNotAFinding() {
        #expect(SyntheticTieFilter.isStackViewWish("stack.height == 0 @51 (UISV-spanning-fit)"))
        #expect(SyntheticTieFilter.isStackViewWish("a.width == b.width @250 (NSStackView-hugging)"))
        #expect(!SyntheticTieFilter.isStackViewWish("box.height == 0 (UISV-hiding)"))
        #expect(!SyntheticTieFilter.isStackViewWish("w100"))
        let tie = Diagnostic(rule: "content-priority-ambiguity", severity: .error, location: SourceLocation(file: "a.xib", line: 1, column: 1),
                             constraints: ["s.height == 0 @51 (UISV-spanning-fit)", "t.height == 0 @51 (UISV-spanning-fit)"], message: "tie")
        let written = Diagnostic(rule: "content-priority-ambiguity", severity: .error, location: SourceLocation(file: "a.xib", line: 2, column: 1),
                                 constraints: ["w100", "w200"], message: "tie")
        #expect(SyntheticTieFilter.filter([tie, written]) == [written])
    }
}
