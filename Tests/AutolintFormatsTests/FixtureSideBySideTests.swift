import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// A large fixture is read on two threads: its views decoded while the parser reads on, its
/// constraint list decoded as two halves. What it reads, and the first error it reports, must be
/// exactly what one thread reads and reports.
@Suite struct FixtureSideBySideTests {
    static let rows = 300

    /// A list fixture of `rows` rows (three views and nine constraints each), as lines to edit.
    static func listLines() -> [String] {
        var lines = ["name: list", "device: iphone-15", "root:", "  subviews:"]
        for row in 0..<rows {
            lines += [
                "    - id: row\(row)",
                "      subviews:",
                "        - {id: title\(row), class: UILabel, intrinsicSize: [100, 21], hugging: {horizontal: 252}}",
                "        - {id: detail\(row), class: UILabel, intrinsicSize: [60, 21]}",
            ]
        }
        lines.append("constraints:")
        for row in 0..<rows {
            lines += [
                "  - row\(row).leading == root.leading",
                "  - row\(row).trailing == root.trailing",
                row == 0 ? "  - row0.top == root.top" : "  - row\(row).top == row\(row - 1).bottom",
                "  - row\(row).height == 44",
                "  - title\(row).leading == row\(row).leadingMargin",
                "  - title\(row).centerY == row\(row).centerY",
                "  - detail\(row).leading == title\(row).trailing + 8",
                "  - detail\(row).trailing == row\(row).trailingMargin",
                "  - detail\(row).centerY == row\(row).centerY",
            ]
        }
        return lines
    }

    /// The 0-based index of the line of constraint `index` (from 0).
    static func constraintLine(_ index: Int, in lines: [String]) -> Int {
        lines.firstIndex(of: "constraints:")! + 1 + index
    }

    /// The layout as JSON, or the problems: what a reader gave, in a form two reads compare by.
    static func outcome(_ lines: [String], sideBySide: Bool) throws -> String {
        let document = FixtureReader.read(data: Data(lines.joined(separator: "\n").utf8), path: "list.layout.yml", sideBySide: sideBySide)
        guard document.problems.isEmpty else { return document.problems.map(\.description).joined(separator: "\n") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(document.layouts), as: UTF8.self)
    }

    @Test func theListIsLargeEnoughToBeReadOnTwoThreads() {
        let lines = Self.listLines()
        #expect(lines.joined(separator: "\n").utf8.count >= FixtureViewsAlongside.minimumBytes)
        #expect(Self.rows * 9 >= SideBySide.minimumConstraints)
    }

    @Test func aLargeFixtureReadsAsOnOneThread() throws {
        let lines = Self.listLines()
        let two = try Self.outcome(lines, sideBySide: true)
        let same = two == (try Self.outcome(lines, sideBySide: false))
        #expect(same)
        #expect(two.hasPrefix("[{"))
        let layout = try #require(FixtureReader.read(data: Data(lines.joined(separator: "\n").utf8), path: "list.layout.yml").layouts.first)
        #expect(layout.views.count == 3 * Self.rows + 1)
        #expect(layout.constraints.count == 9 * Self.rows)
        // In the file's order, each at its own line.
        #expect(layout.constraints.last?.location?.line == lines.count)
        #expect(layout.constraints.map(\.location!.line) == Array(Self.constraintLine(0, in: lines) + 1...lines.count))
        // The tree holds positions only; the decoders on both threads name the file.
        #expect(layout.views.allSatisfy { $0.location?.file == "list.layout.yml" })
        #expect(layout.constraints.allSatisfy { $0.location?.file == "list.layout.yml" })
    }

    /// Each edit, with the problem one thread reports first.
    static let edits: [(name: String, edit: @Sendable (inout [String]) -> Void, expected: String)] = [
        ("an unknown view in the second half", { lines in
            lines[constraintLine(2_500, in: lines)] = "  - ghost.top == root.top"
        }, "unknown view or guide 'ghost'"),
        ("errors in both halves: the first", { lines in
            lines[constraintLine(100, in: lines)] = "  - ghost.top == root.top"
            lines[constraintLine(2_500, in: lines)] = "  - phantom.top == root.top"
        }, "unknown view or guide 'ghost'"),
        ("an id named in both halves", { lines in
            lines[constraintLine(100, in: lines)] = "  - twice: row1.height == 44"
            lines[constraintLine(2_500, in: lines)] = "  - twice: row2.height == 44"
        }, "duplicate constraint id 'twice': already used at line"),
        ("an id given in both halves, in the detailed form", { lines in
            lines[constraintLine(100, in: lines)] = "  - {id: twice, equation: row1.height == 44}"
            lines[constraintLine(2_500, in: lines)] = "  - {id: twice, equation: row2.height == 44}"
        }, "duplicate constraint id 'twice': already used at line"),
        ("a VFL id in both halves", { lines in
            lines[constraintLine(5, in: lines)] = "  - rowLine: H:|[title0]-[detail0]|"
            lines[constraintLine(2_500, in: lines)] = "  - rowLine: H:|[title1]-[detail1]|"
        }, "duplicate constraint id 'rowLine'"),
        ("a duplicate in the second half after an error in the first", { lines in
            lines[constraintLine(100, in: lines)] = "  - 42"
            lines[constraintLine(2_400, in: lines)] = "  - twice: row1.height == 44"
            lines[constraintLine(2_500, in: lines)] = "  - twice: row2.height == 44"
        }, "a constraint must be an equation, a VFL line or a mapping, found a number"),
        ("a view's error, then a syntax error further on", { lines in
            lines[6] = "        - {id: title0, klass: UILabel}"
            lines[constraintLine(2_500, in: lines)] = "  - [unclosed"
        }, "YAML syntax error"),
        ("a view's error", { lines in
            lines[6] = "        - {id: title0, klass: UILabel}"
        }, "unknown key 'klass' in a view"),
        ("a view's error after an unknown top-level key", { lines in
            lines[1] = "devise: iphone-15"
            lines[6] = "        - {id: title0, klass: UILabel}"
        }, "unknown key 'devise' in the fixture"),
        ("a second root at the end", { lines in
            lines.append("root: {}")
        }, "duplicate key 'root'"),
        ("a long added list naming an id the constraints named", { lines in
            lines[constraintLine(100, in: lines)] = "  - tall: row1.height == 44"
            lines += ["variations:", "  - when: {widthClass: regular}", "    add:"]
            lines += (0..<2_100).map { "      - row\($0 % rows).width == \(300 + $0 % 7)" }
            lines[lines.count - 50] = "      - tall: row2.height == 50"
        }, "duplicate constraint id 'tall': already used at line"),
    ]

    @Test(arguments: 0..<edits.count)
    func theFirstErrorIsOneThreadsFirst(_ index: Int) throws {
        let (name, edit, expected) = Self.edits[index]
        var lines = Self.listLines()
        edit(&lines)
        let two = try Self.outcome(lines, sideBySide: true), one = try Self.outcome(lines, sideBySide: false)
        // Compared as booleans: a layout's JSON is far too long to print.
        let same = two == one, reportsExpected = two.contains(expected)
        #expect(same, "\(name): two threads read \(two.prefix(200)), one \(one.prefix(200))")
        #expect(reportsExpected, "\(name): \(two.prefix(200))")
    }

    /// Damaged copies of the list, each with a few lines copied over others (ids declared twice,
    /// views among the constraints, indentation broken) or removed: both ways of reading each
    /// must agree, on the layout or on the first error.
    @Test(arguments: 0..<12 as Range<UInt64>)
    func damagedListsReadAsOnOneThread(_ seed: UInt64) throws {
        var random = SplitMix64(seed: 1_000 + seed)
        var lines = Self.listLines()
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let target = Int.random(in: 1..<lines.count, using: &random)
            if Bool.random(using: &random) {
                lines[target] = lines[Int.random(in: 0..<lines.count, using: &random)]
            } else {
                lines.remove(at: target)
            }
        }
        let two = try Self.outcome(lines, sideBySide: true), one = try Self.outcome(lines, sideBySide: false)
        let same = two == one
        #expect(same, "seed \(seed): two threads read \(two.prefix(200)), one \(one.prefix(200))")
    }

    @Test func rootWrittenAfterTheConstraintsReadsTheSame() throws {
        let lines = Self.listLines()
        let constraintsStart = lines.firstIndex(of: "constraints:")!
        let reordered = Array(lines[..<2]) + Array(lines[constraintsStart...]) + Array(lines[2..<constraintsStart])
        let two = try Self.outcome(reordered, sideBySide: true)
        let same = two == (try Self.outcome(reordered, sideBySide: false))
        #expect(same)
        #expect(two.hasPrefix("[{"))
    }

    /// Records what the composer reports, in order.
    final class RecordingObserver: YAMLTopLevelObserver {
        var members: [(key: String, line: Int)] = []
        func memberParsed(key: String, value: FixtureNode) { members.append((key, value.position.line)) }
    }

    @Test func theComposerReportsEachTopLevelMemberAsItIsRead() throws {
        let text = "name: x\nroot:\n  subviews: [{id: a}]\nconstraints:\n  - a.width == 1\n"
        var reader = YAMLNodeReader(source: SourceText(path: "t.layout.yml", text: text))
        let observer = RecordingObserver()
        reader.observer = observer
        let tree = try reader.read()
        #expect(observer.members.map(\.key) == ["name", "root", "constraints"])
        #expect(observer.members.map(\.line) == [1, 3, 5])
        #expect(tree.member("root")?.position.line == 3)

        // Reported before the parse fails further on: the views may start decoding early.
        var broken = YAMLNodeReader(source: SourceText(path: "t.layout.yml", text: text + "  - [unclosed\n"))
        let early = RecordingObserver()
        broken.observer = early
        #expect(throws: InputError.self) { try broken.read() }
        #expect(early.members.map(\.key) == ["name", "root"])
    }

    @Test func viewsDecodedAlongsideAreUsedForTheirOwnRootOnly() throws {
        let text = Self.listLines().joined(separator: "\n")
        let tree = try YAMLNodeReader(source: SourceText(path: "list.layout.yml", text: text)).read()
        let root = try #require(tree.member("root")), constraints = try #require(tree.member("constraints"))
        let alongside = FixtureViewsAlongside(path: "list.layout.yml")
        alongside.memberParsed(key: "constraints", value: constraints)
        #expect(try alongside.views(of: root) == nil)
        alongside.memberParsed(key: "root", value: root)
        #expect(try alongside.views(of: root)?.views.count == 3 * Self.rows + 1)
        #expect(try alongside.views(of: constraints) == nil)
    }

    @Test func aLongListIsDecodedInHalvesUnlessAnIdRepeatsOrAHalfFails() throws {
        func halves(_ edit: (inout [String]) -> Void) throws -> [LayoutConstraint]? {
            var lines = Self.listLines()
            edit(&lines)
            let tree = try YAMLNodeReader(source: SourceText(path: "list.layout.yml", text: lines.joined(separator: "\n"))).read()
            let views = try FixtureViews.decode(try #require(tree.member("root")), path: "list.layout.yml")
            var decoder = FixtureConstraintDecoder(path: "list.layout.yml", resolver: views.resolver, rootID: "root")
            return decoder.decodedInHalves(try #require(tree.member("constraints")).sequence("constraints"))
        }
        #expect(try halves { _ in }?.count == 9 * Self.rows)
        #expect(try halves { lines in
            lines[Self.constraintLine(100, in: lines)] = "  - twice: row1.height == 44"
            lines[Self.constraintLine(2_500, in: lines)] = "  - twice: row2.height == 44"
        } == nil)
        #expect(try halves { lines in lines[Self.constraintLine(2_500, in: lines)] = "  - ghost.top == root.top" } == nil)
    }

    @Test func anIdOfTheSecondHalfCanBeRemovedByAVariation() throws {
        var lines = Self.listLines()
        lines[Self.constraintLine(2_500, in: lines)] = "  - tall: row250.height == 88"
        lines += ["variations:", "  - when: {widthClass: regular}", "    remove: [tall]"]
        let two = try Self.outcome(lines, sideBySide: true)
        let same = two == (try Self.outcome(lines, sideBySide: false))
        #expect(same)
        let layout = try #require(FixtureReader.read(data: Data(lines.joined(separator: "\n").utf8), path: "list.layout.yml").layouts.first)
        #expect(layout.variations.first?.remove == ["tall"])
    }
}
