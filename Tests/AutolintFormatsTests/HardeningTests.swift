import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// Small inputs in the shapes that crashed or hung autolint, each a regression test.
@Suite struct HardeningTests {
    @Test func aliasesAsKeysAreRefusedBeforeComposingAndOthersAreNot() {
        #expect(YAMLAliasKeyGuard.firstAliasKey(in: "a: &a [1]\n? *a\n: 1\n")?.line == 2)
        #expect(YAMLAliasKeyGuard.firstAliasKey(in: "a: &a [1]\n*a : 1\n")?.line == 2)
        #expect(YAMLAliasKeyGuard.firstAliasKey(in: "m: {x: 1, *a: 2}\n")?.column == 11)
        #expect(YAMLAliasKeyGuard.firstAliasKey(in: "a: &a [1]\nb: *a\nc: [*a, *a]\n") == nil)
        #expect(YAMLAliasKeyGuard.firstAliasKey(in: "constraints:\n  - \"a.width == 2 *b.width\"\n  - a.width == 0.5 * b.width\n") == nil)
    }

    /// A chain of anchors, each a view whose subview is an alias of the last: a text three levels
    /// deep builds a tree as deep as the chain, whose decoding and teardown overflowed the stack.
    @Test(arguments: [false, true])
    func aliasesNestingPastTheLimitAreAnInputErrorNotACrash(sideBySide: Bool) throws {
        func chain(_ count: Int) -> String {
            var lines = ["constraints:", "  - &v0 {id: v0}"]
            for index in 1..<count { lines.append("  - &v\(index) {id: v\(index), subviews: [*v\(index - 1)]}") }
            lines += ["root:", "  subviews:", "    - *v\(count - 1)"]
            // Comments: room in the node budget (nodes per byte) for the chain's expansion.
            return (lines + Array(repeating: "# " + String(repeating: "-", count: 78), count: 2_000)).joined(separator: "\n")
        }
        let deep = FixtureReader.read(data: Data(chain(250).utf8), path: "chain.layout.yml", sideBySide: sideBySide)
        let problem = try #require(deep.problems.first)
        #expect(problem.message.hasPrefix("nesting deeper than 400 levels once YAML aliases are expanded"))
        // At the alias that goes over: the 200th view's, two levels a view under the list.
        #expect(problem.location.line == 201)
        #expect(problem.location.column == 33)
        // A shorter chain nests within the limit: read to the fixture's own error.
        let shallow = FixtureReader.read(data: Data(chain(150).utf8), path: "chain.layout.yml", sideBySide: sideBySide)
        #expect(shallow.problems.first?.message == "a constraint mapping needs `equation:` or `vfl:`")
    }

    @Test func anAliasBombInKeysIsAnInputErrorAtItsLine() {
        var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        text += "? *i\n: 1\nroot:\n  subviews: [{id: v}]\n"
        let document = FixtureReader.read(data: Data(text.utf8), path: "bomb.layout.yml")
        #expect(document.problems.first?.location.line == 10)
        #expect(document.problems.first?.message.contains("mapping keys") == true)
    }

    @Test func nextLineBreaksAreLinesAndLocateInConstantTime() {
        let text = "root: {id: r}" + String(repeating: "\u{85}k: 1", count: 20000)
        let start = Date()
        let document = FixtureReader.read(data: Data(text.utf8), path: "nel.layout.yml")
        #expect(Date().timeIntervalSince(start) < 20, "locating errors in a file of NEL breaks is not quadratic")
        #expect(!document.problems.isEmpty)
    }

    @Test func numbersBeyondABillionPointsAreInputErrorsInInterfaceBuilderDocuments() {
        let problems: [InputError]
        do {
            problems = try InterfaceBuilderReader.read(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root-1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="1e308"/>
                    </view>
                </objects>
            </document>
            """.utf8), path: "huge.xib").problems
        } catch {
            problems = [error]
        }
        #expect(problems.first?.message.contains("is not a number from -1e9 to 1e9") == true, "\(problems)")
        #expect(problems.first?.location.line == 5)
    }

    @Test func formattingNeverTraps() {
        #expect(formatPoints(5e300) == "5e+300")
        #expect(formatPoints(.infinity) == "inf")
        #expect(formatPoints(-1e20) == "-1e+20")
        #expect(formatPoints(12.5) == "12.5")
    }

    @Test func aLoggedViewNamedRootIsTheRootNotItsOwnChild() {
        let document = ConsoleLogReader.read(text: "\"<NSLayoutConstraint:0x1 UIView:0x2.bottom <= root.midX>\"\n", path: "one.log")
        #expect(document.layouts.first.map { $0.views.count <= 3 } == true)
    }
}

extension HardeningTests {
    @Test func aFlatOneLineListOfTwoHundredViewsIsNotDeep() {
        let views = (0..<200).map { "{id: v\($0)}" }.joined(separator: ", ")
        let document = FixtureReader.read(data: Data("root:\n  subviews: [\(views)]\nconstraints: []\n".utf8), path: "flat.layout.yml")
        #expect(document.problems.isEmpty, "\(document.problems)")
        #expect(document.layouts.first?.views.count == 201)
    }

    @Test func aFIFOIsRefusedBeforeItIsOpened() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-fifo-\(UUID().uuidString)").path
        for path in [base, base + ".xib", base + ".log"] {
            try #require(mkfifo(path, 0o600) == 0)
            defer { try? FileManager.default.removeItem(atPath: path) }
            // With no writer, opening would block: the refusal must come first.
            let document = InputReader.read(path: path)
            #expect(document.problems.first?.message.contains("not a regular file") == true, "\(path): \(document.problems)")
        }
    }

    /// A link is followed before the file is judged: a `.xib` that links to a FIFO would block as
    /// surely as the FIFO itself.
    @Test func aLinkToAFIFOIsRefusedAndALinkToADocumentIsRead() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-link-\(UUID().uuidString)").path
        try #require(mkfifo(base, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: base + ".xib", withDestinationPath: base)
        try Data("root: {id: r, frame: [0, 0, 10, 10]}\n".utf8).write(to: URL(fileURLWithPath: base + "-target.layout.yml"))
        try FileManager.default.createSymbolicLink(atPath: base + ".layout.yml", withDestinationPath: base + "-target.layout.yml")
        defer { for suffix in ["", ".xib", "-target.layout.yml", ".layout.yml"] { try? FileManager.default.removeItem(atPath: base + suffix) } }
        let fifo = InputReader.read(path: base + ".xib")
        #expect(fifo.problems.first?.message.contains("not a regular file") == true, "\(fifo.problems)")
        let linked = InputReader.read(path: base + ".layout.yml")
        #expect(linked.problems.isEmpty && linked.layouts.count == 1, "\(linked.problems)")
        #expect(FileStatus(path: base + ".xib", followingLinks: false)?.kind == .symbolicLink)
        #expect(FileStatus(path: base + ".xib")?.kind == .other)
        #expect(FileStatus(path: base + "-missing") == nil)
    }

    @Test func aUTF16DocumentCannotSlipADTDPastTheRefusal() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-16"?>
            <!DOCTYPE document [<!ENTITY x "EXPANDED">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>
            """
        var data = Data([0xFF, 0xFE])
        data.append(xml.data(using: .utf16LittleEndian)!)
        do {
            let document = try InterfaceBuilderReader.read(data: data, path: "utf16.xib")
            #expect(document.problems.contains { $0.message.contains("no DTD or entity declarations") }, "\(document.problems)")
        } catch {
            #expect(error.message.contains("no DTD or entity declarations"))
            #expect(error.location.line == 2)
        }
    }
}
