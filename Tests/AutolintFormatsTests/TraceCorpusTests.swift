import AutolintModel
import Testing
@testable import AutolintFormats

/// The four `_autolayoutTrace` dumps of `../shared/corpus/traces`.
@Suite(.enabled(if: ConsoleLogCorpus.isAvailable, "../shared/corpus is not present"))
struct TraceCorpusTests {
    struct Expected: Sendable, CustomStringConvertible {
        var file: String
        var entries: Int
        var ambiguous: Int
        var variables: Int
        var hasSyntheticRoot: Bool
        var description: String { file }
    }

    static let expectations: [Expected] = [
        Expected(file: "purelayout62-cell-labels-minY-height-fragment.txt", entries: 9, ambiguous: 6, variables: 10, hasSyntheticRoot: false),
        Expected(file: "smileyborg-tableviewcell-ios7-excerpt.txt", entries: 18, ambiguous: 5, variables: 0, hasSyntheticRoot: false),
        Expected(file: "so14120083-ipad-landscape-clean.txt", entries: 2, ambiguous: 0, variables: 0, hasSyntheticRoot: false),
        Expected(file: "so18977380-ios7-empty-project-layoutguides.txt", entries: 4, ambiguous: 3, variables: 0, hasSyntheticRoot: false),
    ]

    @Test func everyCorpusTraceHasExpectations() {
        #expect(ConsoleLogCorpus.traceFiles() == TraceCorpusTests.expectations.map(\.file).sorted())
    }

    @Test(arguments: expectations)
    func traceIsRead(expected: Expected) throws {
        let text = try ConsoleLogCorpus.text("traces", expected.file)
        #expect(TraceReader.looksLikeTrace(text))
        #expect(ConsoleLogReader.parse(text: text, path: expected.file).isEmpty)
        let document = TraceReader.read(text: text, path: expected.file)
        #expect(document.kind == .trace)
        #expect(document.problems.isEmpty, "\(document.problems)")
        let dump = try #require(document.trace)
        #expect(dump.entries.count == expected.entries)
        #expect(dump.entries.filter(\.isAmbiguous).count == expected.ambiguous)
        #expect(dump.entries.flatMap(\.ambiguousVariables).count == expected.variables)
        let layout = try #require(document.layouts.first)
        #expect((layout.root.id == TraceHierarchy.syntheticRootID) == expected.hasSyntheticRoot)
        #expect(layout.views.count == expected.entries + (expected.hasSyntheticRoot ? 1 : 0))
        for view in layout.views.dropFirst() {
            let parent = try #require(view.parent.flatMap(layout.view))
            #expect(parent.subviews.contains(view.id))
        }
    }

    @Test func newFormatVariablesAndMarks() throws {
        let text = try ConsoleLogCorpus.text("traces", "purelayout62-cell-labels-minY-height-fragment.txt")
        let entries = try #require(TraceReader.read(text: text, path: "t").trace).entries
        #expect(entries[1].marks == "•")
        #expect(entries[1].className == "UITableViewCellContentView")
        #expect(entries[3].view == "UILabel:0x78f316e0'115 COLLEGE ST SW'")
        #expect(entries[3].ambiguousVariables == ["minY{id: 1853}", "Height{id: 1812}"])
        #expect(entries[3].depth == 10)
        let layout = try #require(TraceReader.read(text: text, path: "t").layouts.first)
        #expect(layout.view("0x78f316e0")?.displayName == "115 COLLEGE ST SW")
        #expect(layout.view("0x78f316e0")?.parent == "0x78f31160")
        #expect(layout.view("0x78e20440")?.parent == "0x78f30f50")
    }

    @Test func oldFormatHierarchy() throws {
        let text = try ConsoleLogCorpus.text("traces", "smileyborg-tableviewcell-ios7-excerpt.txt")
        let document = TraceReader.read(text: text, path: "t")
        let layout = try #require(document.layouts.first)
        #expect(layout.root.id == "0x1093137f0")
        #expect(layout.root.className == "UIWindow")
        #expect(layout.view("0x10e464520")?.parent == "0x10e45e110")
        #expect(layout.view("0x10e45ddf0")?.customClass == "RJTableViewCell")
        #expect(layout.view("0x10e45ddf0")?.className == "UITableViewCell")
        let separator = try #require(document.trace?.entries.first { $0.address == "0x10e464520" })
        #expect(separator.marks.isEmpty)
        #expect(!separator.isAmbiguous)
    }
}
