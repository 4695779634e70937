import AutolintModel
import Testing
@testable import AutolintFormats

/// Pastes that cannot be read, or only partly: each problem names its line and column, and the
/// rest of the paste is still read.
struct ConsoleLogErrorTests {
    static let header = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        """

    /// A whole block after the header: two heights of one label.
    static let labelHeights = """
        \(header)
        (
            "<NSLayoutConstraint:0x600000b20b00 UILabel:0x7fa1e0d0c020.height == 17   (active)>",
            "<NSLayoutConstraint:0x600000b20ba0 UILabel:0x7fa1e0d0c020.height == 21   (active)>"
        )
        """

    /// A recover line at the top of a paste ends a block the paste cut off: refused where it
    /// stands, and the whole block after it read as before.
    @Test func anOrphanRecoverLineIsRefusedNotReadAsABlock() throws {
        let text = """
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000b10f00 UIView:0x7fa1e0c0b999.width == 50   (active)>

            \(ConsoleLogErrorTests.labelHeights)
            """
        let document = ConsoleLogReader.read(text: text, path: "paste.log")
        #expect(document.layouts.map(\.constraints.count) == [2])
        #expect(document.problems.map(\.location) == [SourceLocation(file: "paste.log", line: 1, column: 1)])
        #expect(document.problems.first?.message.contains("ends a block whose header and constraint list the paste does not hold") == true)
    }

    /// A web page that stripped the angle brackets leaves quoted descriptions that still start
    /// with a constraint class and its address: read as such; a quoted view is not one.
    @Test func descriptionsWithoutAngleBracketsAreRead() throws {
        let text = """
            \(ConsoleLogErrorTests.header)
            (
                "NSLayoutConstraint:0x600000b10a00 UIView:0x7fa1e0c0b010.width == 20   (active)",
                "NSLayoutConstraint:0x600000b10aa0 UIView:0x7fa1e0c0b010.width == 30   (active)"
            )
            "UIView:0x7fa1e0c0b010 is a view, not a constraint"
            """
        let document = ConsoleLogReader.read(text: text, path: "stripped.log")
        #expect(document.problems.isEmpty, "\(document.problems)")
        #expect(document.layouts.first?.constraints.map(\.id) == ["0x600000b10a00", "0x600000b10aa0"])
    }

    /// `po view.constraints` pasted without `po` and `▿ 2 elements`: the element marks say it is a
    /// dump, not a block UIKit printed; two different dumps pasted one after the other are two.
    @Test func aDumpWithoutItsHeaderIsStillADump() throws {
        let dump = """
              - 0 : <NSLayoutConstraint:0x600000b10a00 UIView:0x7fa1e0c0b010.width == 20   (active)>
              - 1 : <NSLayoutConstraint:0x600000b10aa0 UIView:0x7fa1e0c0b010.height == 30   (active)>
            """
        let other = dump.replacingOccurrences(of: "== 30", with: "== 40")
        let document = ConsoleLogReader.read(text: dump + "\n" + other, path: "dump.log")
        #expect(document.problems.isEmpty)
        #expect(document.layouts.map(\.origin) == [.constraintDump, .constraintDump])
        #expect(document.layouts.map(\.constraints.count) == [2, 2])
    }

    /// A recover line cut before its `>` but after the constraint's address still says which
    /// constraint UIKit broke; cut inside the address, it is an error where it stands.
    @Test func aRecoverLineCutAfterItsAddressStillNamesTheConstraint() throws {
        let block = """
            \(ConsoleLogErrorTests.header)
            (
                "<NSLayoutConstraint:0x600000b10a00 UIView:0x7fa1e0c0b010.width == 20   (active)>",
                "<NSLayoutConstraint:0x600000b10aa0 UIView:0x7fa1e0c0b010.width == 30   (active)>"
            )

            Will attempt to recover by breaking constraint
            """
        let cut = ConsoleLogReader.read(text: block + "\n<NSLayoutConstraint:0x600000b10a00 UIView:0x7fa1e0", path: "paste.log")
        #expect(cut.problems.isEmpty, "\(cut.problems)")
        #expect(cut.layouts.first?.reportedRecoveryID == "0x600000b10a00")
        #expect(cut.layouts.first?.notes.contains { $0.contains("cut off; its address, 0x600000b10a00, still names it") } == true)
        let inAddress = ConsoleLogReader.read(text: block + "\n<NSLayoutConstraint:0x600000b1", path: "paste.log")
        #expect(inAddress.layouts.first?.reportedRecoveryID == nil)
        #expect(inAddress.problems.first?.location == SourceLocation(file: "paste.log", line: 9, column: 1))
    }

    @Test func unreadableLineInAListIsReportedAndTheNextBlockIsRead() throws {
        let text = """
            \(ConsoleLogErrorTests.header)
            (
                "<NSLayoutConstraint:0x600000b10a00 UIView:0x7fa1e0c0b010.width == 20   (active)>",
                garbage where a constraint should be
                "<NSLayoutConstraint:0x600000b10aa0 UIView:0x7fa1e0c0b010.width == 30   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000b10aa0 UIView:0x7fa1e0c0b010.width == 30   (active)>
            \(ConsoleLogErrorTests.labelHeights)
            """
        let document = ConsoleLogReader.read(text: text, path: "paste.log")
        #expect(document.layouts.count == 2)
        #expect(document.layouts[0].constraints.count == 2)
        #expect(document.layouts[1].constraints.count == 2)
        let problem = try #require(document.problems.first)
        #expect(document.problems.count == 1)
        #expect(problem.location == SourceLocation(file: "paste.log", line: 5, column: 5))
        #expect(problem.excerpt == "    garbage where a constraint should be")
        #expect(problem.description.contains("paste.log:5:5: error:"))
    }

    @Test func badEquationPointsAtItsCharacterAndKeepsTheOtherConstraints() throws {
        let text = """
            (
                "<NSLayoutConstraint:0x600000c01100 UIView:0x7fa1e0c0b010.width == 20>",
                "<NSLayoutConstraint:0x600000c011a0 UIView:0x7fa1e0c0b010.wdth == 30>"
            )
            """
        let document = ConsoleLogReader.read(text: text, path: "p.log")
        let layout = try #require(document.layouts.first)
        #expect(layout.constraints.map(\.id) == ["0x600000c01100"])
        #expect(layout.notes.contains { $0.contains("0x600000c011a0") })
        let problem = try #require(document.problems.first)
        #expect(problem.location.line == 3)
        #expect(problem.location.column == 63)
        #expect(problem.message.contains("0x600000c011a0"))
    }

    @Test func errorColumnInsideAResolvedNameStaysOnTheName() throws {
        let text = """
            (
                "<NSLayoutConstraint:0x600000c02200 header.bogus == 30   (active, names: header:0x7fa1e0c0d030 )>"
            )
            """
        let problem = try #require(ConsoleLogReader.read(text: text, path: "p.log").problems.first)
        #expect(problem.location.line == 2)
        // `header` resolves to `UIView:0x7fa1e0c0d030`; the bad attribute is still found at `bogus`.
        #expect(problem.location.column == 48)
    }

    @Test func descriptionCutBeforeItsEnd() throws {
        let text = """
            \(ConsoleLogErrorTests.header)
            (
                "<NSLayoutConstraint:0x600000c03300 UIView:0x7fa1e0c0b010.width == 20
            """
        let document = ConsoleLogReader.read(text: text, path: "cut.log")
        let problem = try #require(document.problems.first)
        #expect(problem.location.line == 4)
        #expect(problem.message.contains("cut off"))
        #expect(document.layouts.count == 1)
    }

    @Test func headerWithoutAListIsAnErrorAtTheHeader() throws {
        let text = """
            2024-01-01 10:00:00.000000+0000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            2024-01-01 10:00:00.100000+0000 App[1:2] Something else happened
            """
        let document = ConsoleLogReader.read(text: text, path: "h.log")
        #expect(document.layouts.isEmpty)
        let problem = try #require(document.problems.first)
        #expect(problem.location.line == 1)
        #expect(problem.location.column == 62)
        #expect(problem.message == "no constraint list follows this header")
    }

    @Test func recoverySentenceWithoutItsConstraint() throws {
        let text = """
            (
                "<NSLayoutConstraint:0x600000c04400 UIView:0x7fa1e0c0b010.width == 20>",
                "<NSLayoutConstraint:0x600000c044a0 UIView:0x7fa1e0c0b010.width == 21>"
            )
            Will attempt to recover by breaking constraint
            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """
        let document = ConsoleLogReader.read(text: text, path: "r.log")
        #expect(document.problems.isEmpty)
        let layout = try #require(document.layouts.first)
        #expect(layout.constraints.count == 2)
        #expect(layout.reportedRecovery == nil)
        #expect(layout.notes == ["The paste ends before UIKit says which constraint it broke."])
    }

    @Test func textWhereTheRecoveryConstraintShouldBe() throws {
        let text = """
            (
                "<NSLayoutConstraint:0x600000c04400 UIView:0x7fa1e0c0b010.width == 20>"
            )
            Will attempt to recover by breaking constraint
            something else entirely
            """
        let document = ConsoleLogReader.read(text: text, path: "r.log")
        let problem = try #require(document.problems.first)
        #expect(problem.location.line == 5)
        #expect(problem.message.contains("breaks"))
        #expect(document.layouts.first?.constraints.count == 1)
    }

    @Test func unrelatedTextIsNotALog() throws {
        let document = ConsoleLogReader.read(text: "hello\nworld\n", path: "x.txt")
        #expect(document.layouts.isEmpty)
        #expect(document.problems.map(\.location.line) == [1])
        let empty = ConsoleLogReader.read(text: "", path: "empty.log")
        #expect(empty.layouts.isEmpty && empty.problems.count == 1)
    }

    @Test func bareNameWithoutNamesListIsKeptByName() throws {
        let text = """
            (
                "<NSLayoutConstraint:0x600000c05500 titleLabel.width == 20>",
                "<NSLayoutConstraint:0x600000c055a0 titleLabel.width == 40>"
            )
            """
        let document = ConsoleLogReader.read(text: text, path: "n.log")
        #expect(document.problems.isEmpty)
        let layout = try #require(document.layouts.first)
        #expect(layout.view("titleLabel")?.displayName == "titleLabel")
        #expect(layout.notes.contains { $0.contains("titleLabel") })
    }

    @Test func binaryGarbageNeverCrashes() {
        let garbage = String(decoding: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }, as: UTF8.self)
        let document = ConsoleLogReader.read(text: garbage + "<NSLayoutConstraint:0x1 " + garbage, path: "g.bin")
        #expect(document.kind == .consoleLog)
        #expect(!document.problems.isEmpty)
    }

    @Test func valueLessAutoresizingConstraintIsANoteNotAnError() throws {
        let text = """
            (
                "<NSAutoresizingMaskLayoutConstraint:0x8a1b2c0 h=--& v=--& UIButton:0x8a1a000.midY ==>",
                "<NSAutoresizingMaskLayoutConstraint:0x8a1b2f0 h=--& v=--& V:[UIButton:0x8a1a000(0)]>",
                "<NSLayoutConstraint:0x8a1b320 V:[UIButton:0x8a1a000(44)]>"
            )
            """
        let document = ConsoleLogReader.read(text: text, path: "v.log")
        #expect(document.problems.isEmpty)
        let layout = try #require(document.layouts.first)
        #expect(layout.constraints.count == 2)
        #expect(layout.notes.contains { $0.contains("0x8a1b2c0") && $0.contains("without its value") })
    }
}
