import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// The direct libxml2 reader and Foundation's `XMLParser` (which Apple platforms use) give the same
/// element tree, with the same positions, or the same first error, on every corpus document and on
/// damaged copies of them: truncated, bytes changed, markup inserted or cut. Where libxml2 is not
/// linked directly both sources are `XMLParser`, and the test holds trivially.
@Suite(.enabled(if: InterfaceBuilderCorpus.isPresent, "../shared/corpus/ib is absent"))
struct IBEventSourceParityTests {
    /// The tree as text (names, positions, attributes by name), or the error.
    static func outcome(_ data: Data, _ source: IBElementTreeBuilder.EventSource) -> String {
        do {
            let root = try IBElementTreeBuilder(data: data, path: "a.xib").build(from: source)
            var lines: [String] = []
            var stack = [(root, 0)]
            while let (element, depth) = stack.popLast() {
                let attributes = element.attributes.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.value)" }
                lines.append("\(depth) \(element.name) \(element.line):\(element.column) \(attributes.joined(separator: " "))")
                stack += element.children.reversed().map { ($0, depth + 1) }
            }
            return lines.joined(separator: "\n")
        } catch {
            return "\(error.location.line):\(error.location.column) \(error.message)"
        }
    }

    @Test func everyCorpusDocumentGivesTheSameTree() throws {
        for entry in try InterfaceBuilderCorpus.entries() {
            let data = try Data(contentsOf: URL(fileURLWithPath: entry.path))
            #expect(Self.outcome(data, .libXML2) == Self.outcome(data, .xmlParser), "\(entry.file)")
        }
    }

    @Test func damagedDocumentsGiveTheSameTreeOrError() throws {
        var generator = SplitMix64(seed: 27)
        let snippets = ["&amp;", "&bogus;", "<!--", "-->", "]]>", "</objects>", "<a b=\"1\" b=\"2\">", "&#0;", "\u{00e9}", "<", "\"", " x:y=\"1\""]
            .map { Array($0.utf8) }
        for entry in try InterfaceBuilderCorpus.entries().prefix(40) {
            let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: entry.path)))
            for variant in 0..<6 {
                var bytes = original
                let at = Int(generator.next() % UInt64(bytes.count))
                switch variant {
                case 0: bytes.removeSubrange(at...)
                case 1: bytes[at] = UInt8(truncatingIfNeeded: generator.next())
                case 2: bytes.insert(contentsOf: snippets[Int(generator.next() % UInt64(snippets.count))], at: at)
                case 3: bytes.removeSubrange(at..<min(bytes.count, at + Int(generator.next() % 300)))
                case 4: if let quote = bytes[at...].firstIndex(of: UInt8(ascii: "\"")) { bytes.remove(at: quote) }
                default: if let close = bytes[at...].firstIndex(of: UInt8(ascii: ">")) { bytes.remove(at: close) }
                }
                let data = Data(bytes)
                #expect(Self.outcome(data, .libXML2) == Self.outcome(data, .xmlParser), "\(entry.file), damage \(variant) at byte \(at)")
            }
        }
    }
}
