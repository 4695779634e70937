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
        try outcome(FixtureReader.read(data: Data(lines.joined(separator: "\n").utf8), path: "list.layout.yml", sideBySide: sideBySide))
    }

    static func outcome(_ document: InputDocument) throws -> String {
        guard document.problems.isEmpty else { return document.problems.map(\.description).joined(separator: "\n") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(document.layouts), as: UTF8.self)
    }

    /// The repository's fixtures (every view property, variations, expectations, VFL, guides,
    /// stack views, suppressions), read on two threads though they are small.
    @Test func everyFixtureReadsOnTwoThreadsAsOnOne() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".layout.yml") }.sorted()
        #expect(paths.count >= 30)
        for path in paths {
            let data = try Data(contentsOf: folder.appendingPathComponent(path))
            let one = try Self.outcome(FixtureReader.read(data: data, path: path, sideBySide: false))
            let two = try Self.outcome(FixtureReader.read(data: data, path: path, sideBySide: true, twoThreadsFromBytes: 0))
            let same = one == two
            #expect(same, "\(path)")
        }
    }

    @Test func theListIsLargeEnoughToBeReadOnTwoThreads() {
        let lines = Self.listLines()
        #expect(lines.joined(separator: "\n").utf8.count >= FixtureReader.twoThreadsFromBytes)
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
        ("the root's id is a subview's", { lines in
            lines.insert("  id: row5", at: 3)
        }, "duplicate id 'row5'"),
        ("the root's own members after its subviews", { lines in
            lines.insert("  hidden: false", at: lines.firstIndex(of: "constraints:")!)
        }, "[{"),
        ("an error in the root's own members after its subviews", { lines in
            lines.insert("  klass: UIView", at: lines.firstIndex(of: "constraints:")!)
        }, "unknown key 'klass' in root"),
        ("an error in the root's own members, and in a subview", { lines in
            lines.insert("  klass: UIView", at: lines.firstIndex(of: "constraints:")!)
            lines[6] = "        - {id: title0, kind: UILabel}"
        }, "unknown key 'klass' in root"),
        ("a guide of the root named as a subview", { lines in
            lines.insert("  guides: [{id: title7}]", at: lines.firstIndex(of: "constraints:")!)
        }, "duplicate id 'title7'"),
        ("a subview with the root's size", { lines in
            lines.insert("      size: [10, 10]", at: 5)
        }, "unknown key 'size' in a view"),
        ("a subview repeated through an alias", { lines in
            lines[4] = "    - &first"
            lines.insert("      id: row0", at: 5)
            lines.insert("    - *first", at: lines.firstIndex(of: "constraints:")!)
        }, "duplicate id 'row0'"),
        ("a constraint repeated through an alias", { lines in
            lines[constraintLine(3, in: lines)] = "  - &tall row0.height == 44"
            lines.append("  - *tall")
        }, "[{"),
        ("the subviews as a mapping", { lines in
            lines[3] = "  subviews: {}"
            lines.removeSubrange(4..<lines.firstIndex(of: "constraints:")!)
            lines.removeSubrange(lines.firstIndex(of: "constraints:")!...)
        }, "subviews"),
        ("a stack root whose arranged subviews are streamed", { lines in
            lines.insert("  class: UIStackView", at: 3)
            lines.insert("  spacing: 4", at: lines.firstIndex(of: "constraints:")!)
        }, "[{"),
        ("a stack property on a plain root after its subviews", { lines in
            lines.insert("  spacing: 4", at: lines.firstIndex(of: "constraints:")!)
        }, "`spacing` is a stack view property"),
        ("no constraints", { lines in
            lines.removeSubrange(lines.firstIndex(of: "constraints:")!...)
        }, "[{"),
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
        var items: [(list: YAMLObservedList, line: Int)] = []
        func memberParsed(key: String, value: FixtureNode) { members.append((key, value.position.line)) }
        func itemParsed(_ item: FixtureNode, of list: YAMLObservedList) { items.append((list, item.position.line)) }
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

    @Test func theComposerReportsTheItemsOfTheRootsSubviewsAndOfTheConstraints() throws {
        let text = """
            root:
              subviews:
                - id: a
                  subviews: [{id: inner}]
                - {id: b}
            variations:
              - when: {widthClass: regular}
                add: [a.width == 2]
            constraints:
              - a.width == 1
              - b.width == 1
            """
        var reader = YAMLNodeReader(source: SourceText(path: "t.layout.yml", text: text))
        let observer = RecordingObserver()
        reader.observer = observer
        _ = try reader.read()
        // Not the subviews' own subviews, nor a variation's list.
        #expect(observer.items.map(\.list) == [.rootSubviews, .rootSubviews, .constraints, .constraints])
        #expect(observer.items.map(\.line) == [3, 5, 10, 11])
        #expect(observer.members.map(\.key) == ["root", "variations", "constraints"])
    }

    /// The list's tree, views and constraint decoder, as one thread decodes them.
    static func decodedOnOneThread(_ lines: [String]) throws -> (tree: FixtureNode, views: FixtureViews, decoder: FixtureConstraintDecoder) {
        let tree = try YAMLNodeReader(source: SourceText(path: "list.layout.yml", text: lines.joined(separator: "\n"))).read()
        let views = try FixtureViews.decode(try #require(tree.member("root")), path: "list.layout.yml")
        return (tree, views, FixtureConstraintDecoder(path: "list.layout.yml", resolver: views.resolver, rootID: "root"))
    }

    /// Hands `tree`'s events to a read-ahead as the composer would, the constraints all still
    /// waiting when the parse ends (so that the parser's thread decodes their second half), then
    /// lets its thread decode the rest.
    static func readAhead(_ tree: FixtureNode, startingWith decoder: FixtureConstraintDecoder) -> FixtureReadAhead {
        let readAhead = FixtureReadAhead(path: "list.layout.yml", scan: nil, textBytes: 100_000)
        readAhead.constraintsStart = decoder
        guard case .mapping(let pairs) = tree.value else { return readAhead }
        for (key, value) in pairs {
            let list: (node: FixtureNode?, kind: YAMLObservedList)? = switch key.text {
            case "root": (value.member("subviews"), .rootSubviews)
            case "constraints": (value, .constraints)
            default: nil
            }
            if let list, case .sequence(let items)? = list.node?.value {
                for item in items { readAhead.itemParsed(item, of: list.kind) }
            }
            readAhead.memberParsed(key: key.text, value: value)
        }
        readAhead.endParse()
        readAhead.start()
        return readAhead
    }

    @Test func whatIsReadAheadIsUsedForItsOwnNodesOnly() throws {
        let (tree, views, decoder) = try Self.decodedOnOneThread(Self.listLines())
        let root = try #require(tree.member("root")), constraints = try #require(tree.member("constraints"))
        let readAhead = Self.readAhead(tree, startingWith: decoder)
        defer { readAhead.stop() }
        // Compared as booleans: a tree or a layout is far too long to print.
        let noViewsForTheConstraints = try readAhead.views(of: constraints) == nil
        #expect(noViewsForTheConstraints)
        let sameViews = try readAhead.views(of: root)?.views == views.views
        #expect(sameViews)
        let noConstraintsForTheRoot = readAhead.constraints(of: root) == nil
        #expect(noConstraintsForTheRoot)
        let read = readAhead.constraints(of: constraints)
        #expect(read?.entries == 9 * Self.rows)
        var oneThread = decoder
        let sameConstraints = read?.constraints == (try oneThread.decodeList(constraints, what: "constraints"))
        #expect(sameConstraints)
        #expect(read?.decoder.declaredIDs == oneThread.declaredIDs)
    }

    @Test func theLastConstraintsAreDecodedOnTheParsersThreadUnlessAnIdRepeats() throws {
        var taken = 0
        func readAhead(_ edit: (inout [String]) -> Void) throws -> [LayoutConstraint]? {
            var lines = Self.listLines()
            edit(&lines)
            let (tree, _, decoder) = try Self.decodedOnOneThread(lines)
            let readAhead = Self.readAhead(tree, startingWith: decoder)
            defer { readAhead.stop() }
            taken = readAhead.decodedTail?.entries ?? 0
            _ = try readAhead.views(of: try #require(tree.member("root")))
            return readAhead.constraints(of: try #require(tree.member("constraints")))?.constraints
        }
        let whole = try #require(try readAhead { _ in })
        // Here all are waiting when the parse ends: this thread takes them from the back, a batch
        // at a time, leaving the decoding thread one batch at least and fewer than two.
        let batch = FixtureReadAhead.batchSize
        #expect(taken % batch == 0)
        #expect((batch..<2 * batch).contains(9 * Self.rows - taken))
        #expect(whole.count == 9 * Self.rows)
        #expect(whole.map(\.location!.line) == Array(Self.constraintLine(0, in: Self.listLines()) + 1...Self.listLines().count))
        // The first constraint and the last: read by the two threads.
        #expect(try readAhead { lines in
            lines[Self.constraintLine(0, in: lines)] = "  - twice: row0.leading == root.leading"
            lines[lines.count - 1] = "  - twice: detail299.centerY == row299.centerY"
        } == nil)
        #expect(try readAhead { lines in lines[lines.count - 1] = "  - ghost.top == root.top" } == nil)
        #expect(try readAhead { lines in lines[Self.constraintLine(0, in: lines)] = "  - ghost.top == root.top" } == nil)
    }

    /// The root's subviews decoded one by one before the root, then the root around them: what
    /// `decodeRoot` decodes, or nothing when they cannot stand as they are.
    static func decodedAhead(_ lines: [String]) throws -> (ahead: [LayoutView]?, whole: Result<[LayoutView], InputError>) {
        let tree = try YAMLNodeReader(source: SourceText(path: "list.layout.yml", text: lines.joined(separator: "\n"))).read()
        let root = try #require(tree.member("root"))
        var ahead = FixtureViewDecoder(path: "list.layout.yml")
        ahead.beginSubviewsAhead(estimatedViews: 10)
        for item in try #require(root.member("subviews")).sequence("subviews") { try ahead.decodeSubviewAhead(item) }
        let finished = (try? ahead.finishRootAhead(root)) == true
        return (finished ? ahead.views : nil, Result { () throws(InputError) in try FixtureViews.decode(root, path: "list.layout.yml").views })
    }

    @Test func subviewsDecodedBeforeTheRootAreTheRootsOwn() throws {
        let plain = try Self.decodedAhead(Self.listLines())
        let same = plain.ahead == (try plain.whole.get())
        #expect(same)
        #expect(plain.ahead?.first?.subviews.count == Self.rows)
        #expect(plain.ahead?[1].parent == "root")

        // The root's members after its subviews, its own id, a stack view arranging them.
        var lines = Self.listLines()
        lines.insert("  id: top", at: 3)
        lines.insert("  class: UIStackView", at: 3)
        lines.insert("  spacing: 4", at: lines.firstIndex(of: "constraints:")!)
        let stack = try Self.decodedAhead(lines)
        let sameStack = stack.ahead == (try stack.whole.get())
        #expect(sameStack)
        #expect(stack.ahead?[1].parent == "top")
        #expect(stack.ahead?.first?.stack?.arrangedSubviews.first == "row0")

        // Not when the root declares an id a subview has (decodeRoot reports it at the subview).
        lines = Self.listLines()
        lines.insert("  id: row7", at: 3)
        let clash = try Self.decodedAhead(lines)
        #expect(clash.ahead == nil)
        #expect(throws: InputError.self) { try clash.whole.get() }
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
