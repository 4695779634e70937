import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// One unreadable fixture: its text, and where and what the one error must say.
struct BadFixture: CustomTestStringConvertible, Sendable {
    var name: String
    var path = "bad.layout.yml"
    var text: String
    var line: Int
    var column: Int
    var message: String

    var testDescription: String { name }
}

@Suite struct FixtureBadInputTests {
    static let cases: [BadFixture] = [
        BadFixture(name: "YAML: unclosed flow list", text: "root:\n  subviews: [{id: a}\nconstraints: []\n", line: 3, column: 1, message: "while parsing a flow sequence at line 2, column 13"),
        BadFixture(name: "YAML: bad indentation", text: "root:\n  subviews:\n    - id: a\n   x: 1\n", line: 4, column: 4, message: "YAML syntax error"),
        BadFixture(name: "YAML: tab indentation", text: "root:\n\tsubviews: []\n", line: 2, column: 1, message: "YAML syntax error"),
        BadFixture(name: "YAML: duplicate key", text: "root: {}\nroot: {}\n", line: 1, column: 1, message: "duplicate key 'root'"),
        BadFixture(name: "JSON: missing comma", path: "bad.layout.json", text: "{\"root\": {\"subviews\": []\n  \"name\": \"x\"}}", line: 2, column: 3, message: "expected ',' or '}'"),
        BadFixture(name: "JSON: trailing comma", path: "bad.layout.json", text: "{\"root\": {},}", line: 1, column: 13, message: "expected a quoted member name"),
        BadFixture(name: "JSON: unterminated string", path: "bad.layout.json", text: "{\"root\": {\"id\": \"abc}}", line: 1, column: 23, message: "unterminated string"),
        BadFixture(name: "JSON: duplicate key", path: "bad.layout.json", text: "{\"root\": {},\n \"root\": {}}", line: 2, column: 2, message: "duplicate key 'root'"),
        BadFixture(name: "JSON: comment", path: "bad.layout.json", text: "{\"root\": {} // the root\n}", line: 1, column: 13, message: "expected ',' or '}'"),
        BadFixture(name: "unknown top-level key", text: "root: {}\nconstrains: []\n", line: 2, column: 1, message: "unknown key 'constrains' in the fixture; did you mean 'constraints'?"),
        BadFixture(name: "unknown view key", text: "root:\n  subviews:\n    - id: a\n      subview: []\n", line: 4, column: 7, message: "did you mean 'subviews'?"),
        BadFixture(name: "unknown view in an equation", text: "root:\n  subviews: [{id: title}]\nconstraints:\n  - titel.top == root.top\n", line: 4, column: 5, message: "unknown view or guide 'titel'; did you mean 'title'?"),
        BadFixture(name: "unknown guide", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - a.top == root.safeAre.top\n", line: 4, column: 19, message: "unknown guide 'safeAre' of 'root'"),
        BadFixture(name: "duplicate view id", text: "root:\n  subviews:\n    - id: a\n    - id: a\n", line: 4, column: 11, message: "duplicate id 'a': already used at line 3"),
        BadFixture(name: "duplicate constraint id", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - w: a.width == 1\n  - w: a.width == 2\n", line: 5, column: 5, message: "duplicate constraint id 'w'"),
        BadFixture(name: "unknown attribute", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - a.topp == root.top\n", line: 4, column: 7, message: "topp"),
        BadFixture(name: "priority 0", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - {equation: a.width == 1, priority: 0}\n", line: 4, column: 40, message: "between 1 and 1000"),
        BadFixture(name: "priority 1001", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - a.width == 1 @1001\n", line: 4, column: 19, message: "1001"),
        BadFixture(name: "NaN", text: "root:\n  subviews:\n    - id: a\n      intrinsicSize: [.nan, 10]\n", line: 4, column: 23, message: "must be a finite number"),
        BadFixture(name: "infinite frame", text: "root:\n  subviews:\n    - id: a\n      frame: [0, 0, .inf, 10]\n", line: 4, column: 21, message: "must be a finite number"),
        BadFixture(name: "huge spacing", text: "root:\n  subviews:\n    - id: s\n      class: UIStackView\n      spacing: 1e300\n", line: 5, column: 16, message: "too large"),
        BadFixture(name: "huge constant", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - a.width == 1e300\n", line: 4, column: 16, message: "out of range"),
        BadFixture(name: "negative intrinsic size", text: "root:\n  subviews:\n    - id: a\n      intrinsicSize: [10, -1]\n", line: 4, column: 27, message: "must not be negative"),
        BadFixture(name: "VFL: unclosed view", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - \"H:|-[a\"\n", line: 4, column: 12, message: "expected ']' to close the view"),
        BadFixture(name: "VFL: unknown view", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - H:|-[ghost]-|\n", line: 4, column: 10, message: "unknown view or guide 'ghost'"),
        BadFixture(name: "VFL: bad predicate", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - \"H:[a(>=)]\"\n", line: 4, column: 13, message: "expected a number or a view name after '>='"),
        BadFixture(name: "VFL: bad connection", text: "root:\n  subviews: [{id: a}, {id: b}]\nconstraints:\n  - \"H:[a]-(@)-[b]\"\n", line: 4, column: 13, message: "expected a predicate"),
        BadFixture(name: "empty file", text: "", line: 1, column: 1, message: "empty fixture"),
        BadFixture(name: "only comments", text: "# nothing here\n\n", line: 1, column: 1, message: "empty fixture"),
        BadFixture(name: "a list instead of a mapping", text: "- a\n- b\n", line: 1, column: 1, message: "a fixture must be a mapping"),
        BadFixture(name: "no root", text: "name: x\n", line: 1, column: 1, message: "a fixture needs `root:`"),
        BadFixture(name: "unknown device", text: "device: iphone-99\nroot: {}\n", line: 1, column: 9, message: "unknown device 'iphone-99'"),
        BadFixture(name: "wrong kind of value", text: "root:\n  subviews: 5\n", line: 2, column: 13, message: "subviews must be a list, found a number"),
        BadFixture(name: "invalid view id", text: "root:\n  subviews: [{id: 1abc}]\n", line: 2, column: 19, message: "invalid view id '1abc'"),
        BadFixture(name: "stack property on a plain view", text: "root:\n  subviews:\n    - id: a\n      axis: vertical\n", line: 4, column: 13, message: "stack view property"),
        // A view's keys are read in one pass (`FixtureViewMembers`); what it reports comes in the
        // order it always did: unknown keys first, stack properties in the order UIStackView has them.
        BadFixture(name: "stack properties on a plain view, spacing written first", text: "root:\n  subviews:\n    - {id: a, spacing: 8, axis: vertical}\n", line: 3, column: 33, message: "`axis` is a stack view property"),
        BadFixture(name: "unknown view key after a bad id", text: "root:\n  subviews:\n    - id: 1abc\n      colour: red\n", line: 4, column: 7, message: "unknown key 'colour' in a view"),
        BadFixture(name: "root size on a subview", text: "root:\n  subviews:\n    - {id: a, size: [10, 10]}\n", line: 3, column: 15, message: "unknown key 'size' in a view"),
        BadFixture(name: "unknown autoresizing flag", text: "root:\n  subviews:\n    - id: a\n      autoresizingMask: [flexibleWdth]\n", line: 4, column: 26, message: "did you mean 'flexibleWidth'?"),
        BadFixture(name: "unknown view in expect", text: "root:\n  subviews: [{id: a}]\nexpect:\n  diagnostics:\n    - {rule: missing-constraints, view: b}\n", line: 5, column: 41, message: "unknown view 'b' in expect.diagnostics"),
        BadFixture(name: "remove an unknown constraint", text: "root: {}\nvariations:\n  - when: {widthClass: regular}\n    remove: [nope]\n", line: 4, column: 14, message: "unknown constraint id 'nope'"),
        BadFixture(name: "superview of the root", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - root.top == superview.top\n", line: 4, column: 17, message: "it has no superview"),
        BadFixture(name: "autoresizing without a frame", text: "root:\n  subviews:\n    - id: a\n      translatesAutoresizingMask: true\n", line: 4, column: 35, message: "needs a `frame`"),
        BadFixture(name: "autoresizing in a superview without a frame", text: "root:\n  subviews:\n    - id: box\n      subviews:\n        - {id: a, translatesAutoresizingMask: true, frame: [0, 0, 1, 1]}\n", line: 5, column: 47, message: "its superview 'box' needs a `frame`"),
        BadFixture(name: "VFL: unknown orientation", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - {vfl: \"X:[a]\"}\n", line: 4, column: 12, message: "expected 'H:', 'V:', '|' or '[' to start the visual format, found 'X'"),
        BadFixture(name: "VFL: superview in the middle", text: "root:\n  subviews: [{id: a}, {id: b}]\nconstraints:\n  - \"H:[a]-|-[b]\"\n", line: 4, column: 13, message: "after the closing '|'"),
        BadFixture(name: "VFL: unknown metric", text: "root:\n  subviews: [{id: a}, {id: b}]\nconstraints:\n  - \"H:[a]-(gap)-[b]\"\n", line: 4, column: 13, message: "gap"),
        BadFixture(name: "VFL: dangling connection", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - \"H:[a]-\"\n", line: 4, column: 12, message: "found end of text"),
        BadFixture(name: "VFL: priority out of range", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - \"H:[a(>=10@1001)]\"\n", line: 4, column: 16, message: "priority 1001 is out of range"),
        // The JSON reader's positions: a quoted equation's columns start after its quote.
        BadFixture(name: "JSON: unknown attribute in an equation", path: "bad.layout.json", text: "{\"root\": {\"subviews\": [{\"id\": \"a\"}]}, \"constraints\": [\"a.widht == 10\"]}", line: 1, column: 58, message: "unknown attribute 'widht'"),
        BadFixture(name: "JSON: priority given twice", path: "bad.layout.json", text: "{\"root\": {\"subviews\": [{\"id\": \"a\"}]},\n \"constraints\": [{\"equation\": \"a.width == 1 @5\", \"priority\": 5}]}", line: 2, column: 62, message: "priority given twice"),
        BadFixture(name: "JSON: unknown view key", path: "bad.layout.json", text: "{\"root\": {\"subviews\": [{\"id\": \"a\",\n \"colour\": 1}]}}", line: 2, column: 2, message: "unknown key 'colour' in a view"),
        BadFixture(name: "console-log item in a fixture", text: "root:\n  subviews: [{id: a}]\nconstraints:\n  - UIView:0x1.top == a.top\n", line: 4, column: 5, message: "a fixture names views by their id"),
    ]

    @Test(arguments: cases)
    func reportsOneLocatedError(_ bad: BadFixture) throws {
        let document = readFixture(bad.text, path: bad.path)
        #expect(document.layouts.isEmpty)
        let error = try #require(document.problems.first)
        #expect(document.problems.count == 1)
        #expect(error.location == SourceLocation(file: bad.path, line: bad.line, column: bad.column), "\(error)")
        #expect(error.message.contains(bad.message), "\(error)")
        #expect(error.excerpt != nil)
        #expect(error.description.hasPrefix("\(bad.path):\(bad.line):\(bad.column): error: "))
    }

    @Test func binaryGarbageIsNotText() throws {
        let bytes: [UInt8] = [0x72, 0x6F, 0x6F, 0x74, 0x3A, 0x0A, 0x89, 0x50, 0x4E, 0x47, 0x00, 0x1A, 0xFF]
        let error = try #require(FixtureReader.read(data: Data(bytes), path: "x.layout.yml").problems.first)
        #expect(error.location == SourceLocation(file: "x.layout.yml", line: 2, column: 5))
        #expect(error.message.contains("binary data"))
    }

    @Test func invalidUTF8IsLocated() throws {
        let bytes = Array("root:\n  subviews: [{id: caf".utf8) + [0xC3, 0x28] + Array("}]\n".utf8)
        let document = FixtureReader.read(data: Data(bytes), path: "x.layout.yml")
        let error = try #require(document.problems.first)
        #expect(error.location == SourceLocation(file: "x.layout.yml", line: 2, column: 22))
        #expect(error.message.contains("invalid UTF-8 (byte 0xC3)"))
        #expect(error.excerpt != nil)
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeReading() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("huge.layout.yml")
        let line = Data("  - a.width == 100 # padding padding padding padding padding padding padding\n".utf8)
        var chunk = Data("root:\n  subviews: [{id: a}]\nconstraints:\n".utf8)
        while chunk.count < 1_048_576 { chunk.append(line) }
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        for _ in 0..<50 { handle.write(chunk) }
        try handle.close()
        let document = InputReader.read(path: file.path)
        let error = try #require(document.problems.first)
        #expect(error.location == SourceLocation(file: file.path, line: 1, column: 1))
        #expect(error.message.hasPrefix("file too large: 50 MB"))
        #expect(error.excerpt == "root:")
    }

    @Test(arguments: [
        ("flow lists", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)),
        ("block lists", String(repeating: "- ", count: 10_000) + "x\n"),
        ("indented mappings", (0..<1_000).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()),
        ("flow mappings", "root: " + String(repeating: "{a: ", count: 10_000) + "1" + String(repeating: "}", count: 10_000)),
    ])
    func deepNestingIsRefusedBeforeParsing(_ name: String, _ text: String) throws {
        let error = try #require(readFixture(text).problems.first)
        #expect(error.message.contains("nesting deeper than \(FixtureLimits.maximumDepth) levels"), "\(name): \(error)")
    }

    @Test func deepJSONIsRefused() throws {
        let text = "{\"root\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        let error = try #require(readFixture(text, path: "deep.layout.json").problems.first)
        #expect(error.location.line == 1)
        #expect(error.message.contains("nesting deeper than"))
    }

    @Test func billionLaughsIsRefused() throws {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        text += "root: *i\n"
        let error = try #require(readFixture(text).problems.first)
        #expect(error.message.contains("billion laughs"))
        #expect(error.location.file == "test.layout.yml")
    }
}
