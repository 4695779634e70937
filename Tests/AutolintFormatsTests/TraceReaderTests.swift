import AutolintModel
import Testing
@testable import AutolintFormats

/// `_autolayoutTrace` dumps written for these tests: new-format marks, guides with frames,
/// host annotations, legends, fragments and unreadable lines.
struct TraceReaderTests {
    static let newFormat = """
        (lldb) expr -l objc -O -- [[UIWindow keyWindow] _autolayoutTrace]

        •UIWindow:0x7fc1a2d04a10
        |   •UIView:0x7fc1a2e05b20
        |   |   *<UILayoutGuide: 0x600003a64c40 - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 47}, {390, 763}}, owningView = <UIView: 0x7fc1a2e05b20; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600001f2d0a0>>>
        |   |   *UILabel:0x7fc1a2e06c30'Good morning'
        |   |   *UIImageView:0x7fc1a2e07d40- AMBIGUOUS LAYOUT for UIImageView:0x7fc1a2e07d40.minX{id: 41}, UIImageView:0x7fc1a2e07d40.Width{id: 44}
        |   |   +Weather.BadgeView:0x7fc1a2e08e50
        |   |   |   *UILabel:0x7fc1a2e09f60'3°'- AMBIGUOUS LAYOUT for UILabel:0x7fc1a2e09f60'3°'.minY{id: 52}
        |   •UIView:0x7fc1a2e0a070, MISSING HOST CONSTRAINTS

        Legend:
        \t* - is laid out with auto layout
        \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
        \t• - layout engine host
        """

    @Test func newFormatEntries() throws {
        let document = TraceReader.read(text: TraceReaderTests.newFormat, path: "trace.txt")
        #expect(document.problems.isEmpty, "\(document.problems)")
        let entries = try #require(document.trace).entries
        #expect(entries.map(\.depth) == [0, 1, 2, 2, 2, 2, 3, 1])
        #expect(entries.map(\.marks) == ["•", "•", "*", "*", "*", "+", "*", "•"])
        #expect(entries[4].ambiguousVariables == ["minX{id: 41}", "Width{id: 44}"])
        #expect(entries[6].ambiguousVariables == ["minY{id: 52}"])
        #expect(entries[6].view == "UILabel:0x7fc1a2e09f60'3°'")
        #expect(entries.filter(\.isAmbiguous).map(\.line) == [7, 9])
        #expect(entries[2].frame == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(entries[2].className == "UILayoutGuide")
        #expect(entries[2].address == "0x600003a64c40")
    }

    @Test func newFormatHierarchy() throws {
        let layout = try #require(TraceReader.read(text: TraceReaderTests.newFormat, path: "trace.txt").layouts.first)
        #expect(layout.root.id == "0x7fc1a2d04a10")
        #expect(layout.views.map(\.id) == [
            "0x7fc1a2d04a10", "0x7fc1a2e05b20", "0x600003a64c40", "0x7fc1a2e06c30", "0x7fc1a2e07d40",
            "0x7fc1a2e08e50", "0x7fc1a2e09f60", "0x7fc1a2e0a070",
        ])
        #expect(layout.view("0x7fc1a2e09f60")?.parent == "0x7fc1a2e08e50")
        #expect(layout.view("0x7fc1a2e0a070")?.parent == "0x7fc1a2d04a10")
        #expect(layout.view("0x7fc1a2e06c30")?.displayName == "Good morning")
        #expect(layout.view("0x600003a64c40")?.displayName == "UIViewSafeAreaLayoutGuide")
        #expect(layout.view("0x7fc1a2e08e50")?.customClass == "Weather.BadgeView")
        #expect(layout.notes == ["UIView:0x7fc1a2e0a070 (line 10) is missing host constraints."])
    }

    @Test func fragmentWithSeveralTopLevelViewsHangsFromASyntheticRoot() throws {
        let text = """
            |   |   *UILabel:0x7d01
            |   |   *UILabel:0x7d02
            |   |   |   *UIView:0x7d03
            """
        let layout = try #require(TraceReader.read(text: text, path: "f.txt").layouts.first)
        #expect(layout.root.id == TraceHierarchy.syntheticRootID)
        #expect(layout.root.subviews == ["0x7d01", "0x7d02"])
        #expect(layout.view("0x7d03")?.parent == "0x7d02")
    }

    @Test func quotedOldFormatWithVariableLessAmbiguity() throws {
        let text = """
            > *<UIWindow:0x8e61a40> - AMBIGUOUS LAYOUT
            > |   *<UIView:0x8e62b50>
            > |   |   <UIImageView:0x8e63c60>
            """
        let document = TraceReader.read(text: text, path: "q.txt")
        let entries = try #require(document.trace).entries
        #expect(entries.map(\.depth) == [0, 1, 2])
        #expect(entries[0].isAmbiguous && entries[0].ambiguousVariables.isEmpty)
        #expect(entries[2].marks.isEmpty)
        #expect(entries[0].view == "UIWindow:0x8e61a40")
    }

    @Test func unreadableTreeLineIsReportedAndTheRestIsRead() throws {
        let text = """
            •UIWindow:0x9a01
            |   *#### not a view ####
            |   *UIView:0x9a02
            """
        let document = TraceReader.read(text: text, path: "bad.txt")
        #expect(document.trace?.entries.count == 2)
        let problem = try #require(document.problems.first)
        #expect(problem.location == SourceLocation(file: "bad.txt", line: 2, column: 6))
        #expect(document.layouts.first?.view("0x9a02")?.parent == "0x9a01")
    }

    @Test func noEntriesIsAnError() {
        let document = TraceReader.read(text: "(lldb) po foo\n", path: "e.txt")
        #expect(document.layouts.isEmpty)
        #expect(document.problems.count == 1)
        #expect(document.trace == nil)
    }

    @Test func sniffingTellsTracesFromLogs() {
        #expect(TraceReader.looksLikeTrace(TraceReaderTests.newFormat))
        #expect(!TraceReader.looksLikeTrace("(\n \"<NSLayoutConstraint:0x1 UIView:0x2.width == 1>\"\n)"))
        #expect(!TraceReader.looksLikeTrace("hello"))
    }
}
