import Testing
@testable import AutolintFormats

/// `FixtureWriter.NameTable`: numbered names in the order a reader expects, resumed rather than
/// searched from 2 again (a document that repeats one id 50,000 times exported in a second).
struct FixtureNameTableTests {
    @Test func copiesOfOneNameAreNumberedFromTwo() {
        var table = FixtureWriter.NameTable(taken: ["a3"])
        #expect(["a", "a", "a", "b", "a"].map { table.claim($0) } == ["a", "a2", "a4", "b", "a5"])
    }

    @Test func manyCopiesTakeOneClaimEach() {
        var table = FixtureWriter.NameTable()
        let names = (0..<50_000).map { _ in table.claim("c") }
        #expect(Set(names).count == 50_000)
        #expect(names.last == "c50000")
    }
}
