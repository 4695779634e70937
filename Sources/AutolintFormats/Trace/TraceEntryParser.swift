import AutolintModel
import Foundation

/// Reads one line of an `_autolayoutTrace` dump, old (`|   *<UILabel:0x10e45eba0> - AMBIGUOUS LAYOUT`)
/// or new (`|   *UILabel:0x7f..'Title'- AMBIGUOUS LAYOUT for UILabel:0x7f..'Title'.minY{id: 25}`).
enum TraceEntryParser {
    enum Outcome {
        case entry(TraceDump.Entry, displayName: String?, missingHostConstraints: Bool)
        /// Legend, debugger command, blank line: not part of the tree.
        case skipped
        case failure(column: Int, message: String)
    }

    static let marks: Set<Character> = ["*", "+", "•"]
    static let ambiguityMarker = "- AMBIGUOUS LAYOUT"
    static let missingHostMarker = ", MISSING HOST CONSTRAINTS"

    static func parse(_ raw: Substring, line: Int) -> Outcome {
        guard raw.utf8.count <= ConsoleLine.maximumLength else { return .skipped }
        let characters = Array(raw)
        var offset = 0
        // Markdown quotes: `> ` in front of every line.
        while offset < characters.count, characters[offset] == ">" {
            offset += 1
            if offset < characters.count, characters[offset] == " " { offset += 1 }
        }
        var depth = 0
        while offset < characters.count, characters[offset] == "|" {
            depth += 1
            offset += 1
            while offset < characters.count, characters[offset] == " " || characters[offset] == "\t" { offset += 1 }
        }
        while offset < characters.count, characters[offset].isWhitespace { offset += 1 }
        let markStart = offset
        while offset < characters.count, marks.contains(characters[offset]) { offset += 1 }
        let markText = String(characters[markStart..<offset])
        let rest = String(characters[offset...]).trimmingCharacters(in: .whitespaces)
        // The legend UIKit prints under the tree: `* - is laid out with auto layout`.
        if depth == 0, !markText.isEmpty, rest.hasPrefix("- ") { return .skipped }
        guard looksLikeItem(rest) else {
            return depth > 0 || !markText.isEmpty
                ? .failure(column: offset + 1, message: "expected a view like <UIView:0x7f9d8c131610> or UIView:0x7f9d8c131610 after the tree marks")
                : .skipped
        }
        let itemEnd = [rest.range(of: ambiguityMarker)?.lowerBound, rest.range(of: missingHostMarker)?.lowerBound]
            .compactMap { $0 }.min() ?? rest.endIndex
        var item = rest[..<itemEnd].trimmingCharacters(in: .whitespaces)
        if item.hasPrefix("<"), item.hasSuffix(">") { item = String(item.dropFirst().dropLast()) }
        guard let described = describe(item) else {
            return .failure(column: offset + 1, message: "cannot read the view's class and address in \"\(item)\"")
        }
        let isAmbiguous = rest.contains(ambiguityMarker)
        let entry = TraceDump.Entry(
            depth: depth, view: item, className: described.className, address: described.address, marks: markText,
            frame: described.frame, isAmbiguous: isAmbiguous, ambiguousVariables: variables(in: rest), line: line
        )
        return .entry(entry, displayName: described.name, missingHostConstraints: rest.contains(missingHostMarker))
    }

    /// `Class:0x`, `Class: 0x` (guides' own description), optionally inside `<`.
    private static func looksLikeItem(_ text: String) -> Bool {
        let body = text.hasPrefix("<") ? text.dropFirst() : Substring(text)
        guard let first = body.first, first.isLetter || first == "_" else { return false }
        let head = body.prefix { $0 != ":" }
        return head.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
            && body.dropFirst(head.count).drop(while: { $0 == ":" || $0 == " " }).hasPrefix("0x")
    }

    private struct Described {
        var className: String
        var address: String
        var name: String?
        var frame: Rect?
    }

    /// `UILabel:0x78f316e0'115 COLLEGE ST SW'`, `UILayoutGuide: 0x6000001b5540 - "Name", layoutFrame = {{0, 64}, {1024, 704}}, ...`,
    /// `UIView: 0x7feb26e26180; frame = (0 0; 1024 768); ...`.
    private static func describe(_ item: String) -> Described? {
        guard let colon = item.firstIndex(of: ":") else { return nil }
        let className = String(item[..<colon])
        let afterColon = item[item.index(after: colon)...].drop { $0 == " " }
        guard afterColon.hasPrefix("0x") else { return nil }
        let address = String(afterColon.prefix { $0 == "x" || $0.isHexDigit })
        guard address.count > 2 else { return nil }
        let tail = afterColon.dropFirst(address.count)
        var name: String?
        if tail.hasPrefix("'"), tail.hasSuffix("'"), tail.count >= 2 {
            name = String(tail.dropFirst().dropLast())
        } else if let open = tail.range(of: " - \""), let close = tail[open.upperBound...].firstIndex(of: "\"") {
            name = String(tail[open.upperBound..<close])
        }
        return Described(className: className, address: address, name: name, frame: frame(in: String(tail)))
    }

    /// `frame = (0 0; 1024 768)` (a view's description) or `layoutFrame = {{0, 64}, {1024, 704}}` (a guide's).
    static func frame(in text: String) -> Rect? {
        guard let values = numbers(in: text, from: "layoutFrame = ", to: "}}") ?? numbers(in: text, from: "frame = (", to: ")") else {
            return nil
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private static func numbers(in text: String, from start: String, to end: String) -> [Double]? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex) else { return nil }
        let values = text[open.upperBound..<close.lowerBound].split(whereSeparator: { " ;,{}".contains($0) }).compactMap { Double($0) }
        return values.count == 4 ? values : nil
    }

    /// `minY{id: 1853}`, `Height{id: 1812}`: each engine variable after "AMBIGUOUS LAYOUT for".
    private static func variables(in text: String) -> [String] {
        var result: [String] = []
        var searchStart = text.startIndex
        while let marker = text.range(of: "{id:", range: searchStart..<text.endIndex),
              let close = text[marker.upperBound...].firstIndex(of: "}") {
            let dot = text[..<marker.lowerBound].lastIndex(of: ".").map { text.index(after: $0) } ?? marker.lowerBound
            result.append(String(text[dot...close]))
            searchStart = text.index(after: close)
        }
        return result
    }
}
