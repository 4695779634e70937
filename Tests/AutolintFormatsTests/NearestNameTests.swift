import Testing
@testable import AutolintFormats

/// `NearestName`: suggestions only within a typo's reach, found without measuring names whose
/// length already rules them out.
struct NearestNameTests {
    @Test func aTypoGetsItsSuggestion() {
        #expect(NearestName.suggestion(for: "subveiws", among: ["root", "subviews", "constraints"]) == "subviews")
        #expect(NearestName.suggestion(for: "zzzzzzzz", among: ["root", "subviews"]) == nil)
    }

    @Test func aHugeNameIsRefusedAtOnce() {
        let huge = "roo" + String(repeating: "A", count: 200_000)
        #expect(NearestName.suggestion(for: huge, among: (0..<300).map { "v\($0)" } + ["root"]) == nil)
    }
}
