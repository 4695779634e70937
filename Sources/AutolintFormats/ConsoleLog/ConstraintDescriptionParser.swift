import AutolintModel
import Foundation

/// Splits the text between `<` and `>` of a printed constraint into a `ConstraintDescription`.
enum ConstraintDescriptionParser {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    static func parse(_ located: LocatedText) -> Result<ConstraintDescription, Failure> {
        let text = located.trimmed()
        var offset = 0
        let characters = text.characters

        let classStart = offset
        while offset < text.count, ConsoleTokenizer.isClassCharacter(characters[offset]) { offset += 1 }
        let className = String(consoleCharacters: characters[classStart..<offset])
        guard !className.isEmpty, text.hasPrefix(":0x", at: offset) else {
            return .failure(Failure(offset: classStart, message: "expected the constraint's class and address, like NSLayoutConstraint:0x600000c8a940"))
        }
        offset += 1
        let addressStart = offset
        offset += 2
        while offset < text.count, characters[offset].isHexDigit { offset += 1 }
        let address = String(consoleCharacters: characters[addressStart..<offset])
        guard address.count > 2 else {
            return .failure(Failure(offset: addressStart, message: "expected a hexadecimal address after '0x'"))
        }

        var codeLocation: String?
        if offset < text.count, characters[offset] == "@" {
            let start = offset + 1
            while offset < text.count, !characters[offset].isWhitespace { offset += 1 }
            codeLocation = String(consoleCharacters: characters[start..<offset])
        }
        skipWhitespace(characters, &offset)

        var horizontalMask: String?
        var verticalMask: String?
        while let (axis, mask) = autoresizingMask(characters, at: offset) {
            if axis == "h" { horizontalMask = mask } else { verticalMask = mask }
            offset += 5
            skipWhitespace(characters, &offset)
        }

        var identifier: String?
        if offset < text.count, characters[offset] == "'" {
            guard let close = identifierEnd(characters, from: offset + 1) else {
                return .failure(Failure(offset: offset, message: "the identifier's closing quote is missing"))
            }
            identifier = String(consoleCharacters: characters[offset + 1..<close])
            offset = close + 1
            skipWhitespace(characters, &offset)
        }

        var body = text.slice(offset..<text.count)
        var names: [ConstraintName] = []
        var infoStyle: ConstraintDescription.InfoStyle?
        var isActive: Bool?
        if let info = infoSuffix(body) {
            let inside = String(consoleCharacters: body.characters[info.lowerBound + 1..<info.upperBound - 1])
            (infoStyle, isActive, names) = parseInfo(inside)
            body = body.slice(0..<info.lowerBound).trimmed()
        }
        var hugging: Float?
        var compressionResistance: Float?
        if let sizeInfo = contentSizeSuffix(body) {
            (hugging, compressionResistance) = (sizeInfo.hugging, sizeInfo.compressionResistance)
            body = body.slice(0..<sizeInfo.start).trimmed()
        }
        var priority: Float?
        if let suffix = prioritySuffix(body) {
            priority = suffix.value
            body = body.slice(0..<suffix.start).trimmed()
        }
        // The VFL parser reads the mark itself; it is kept here for the explanation.
        let fixedDirection = [ConstraintDescription.WritingDirectionMark.leftToRight, .rightToLeft]
            .first { body.string.hasSuffix("(\($0.rawValue))") }
        guard !body.isEmpty else {
            return .failure(Failure(offset: offset, message: "the constraint has no equation"))
        }
        // The description is located at its `<`, just before the class name.
        let start = text.point(at: 0)
        var description = ConstraintDescription(
            className: className, address: address, codeLocation: codeLocation,
            horizontalMask: horizontalMask, verticalMask: verticalMask, identifier: identifier,
            body: body.string, names: names, infoStyle: infoStyle, isActive: isActive,
            fixedDirection: fixedDirection, hugging: hugging, compressionResistance: compressionResistance,
            text: text.string, line: start.line, column: max(1, start.column - 1), locatedBody: body
        )
        description.priority = priority
        return .success(description)
    }

    private static func skipWhitespace(_ characters: [Character], _ offset: inout Int) {
        while offset < characters.count, characters[offset].isWhitespace { offset += 1 }
    }

    private static func autoresizingMask(_ characters: [Character], at offset: Int) -> (Character, String)? {
        guard offset + 5 <= characters.count, ["h", "v"].contains(characters[offset]), characters[offset + 1] == "=" else { return nil }
        let mask = characters[offset + 2..<offset + 5]
        guard mask.allSatisfy({ $0 == "-" || $0 == "&" }) else { return nil }
        return (characters[offset], String(consoleCharacters: mask))
    }

    /// Identifiers may hold spaces (`'Label Width'`); the closing quote is the one followed by a space.
    private static func identifierEnd(_ characters: [Character], from offset: Int) -> Int? {
        var index = offset
        while index < characters.count {
            if characters[index] == "'", index + 1 == characters.count || characters[index + 1].isWhitespace { return index }
            index += 1
        }
        return nil
    }

    /// The range of a trailing `(active ...)`, `(inactive)` or `(Names: ...)`.
    private static func infoSuffix(_ body: LocatedText) -> Range<Int>? {
        guard body.characters.last == ")" else { return nil }
        let openings = ["(active", "(inactive", "(Names:", "(names:"]
        guard let start = openings.compactMap({ body.lastOffset(of: $0) }).max(), start > 0,
              body.characters[start - 1].isWhitespace || body.characters[start - 1] == "]" || body.characters[start - 1] == ")" else {
            return nil
        }
        return start..<body.count
    }

    private static func parseInfo(_ inside: String) -> (ConstraintDescription.InfoStyle, Bool?, [ConstraintName]) {
        var style = ConstraintDescription.InfoStyle.names
        var isActive: Bool?
        var rest = Substring(inside)
        for (word, active) in [("active", true), ("inactive", false)] where rest.hasPrefix(word) {
            style = .activity
            isActive = active
            rest = rest.dropFirst(word.count)
            if rest.hasPrefix(",") { rest = rest.dropFirst() }
            rest = rest.drop(while: \.isWhitespace)
        }
        for label in ["names:", "Names:"] where rest.hasPrefix(label) {
            return (style, isActive, parseNames(String(rest.dropFirst(label.count))))
        }
        return (style, isActive, [])
    }

    /// `'|':UIView:0x7f..., ItemCell:0x78b50b000, AddressToolbar.lockIcon:0x106c2b2e0`: each entry
    /// ends at its address (or at the quoted text that follows it); names may hold spaces and dots.
    static func parseNames(_ list: String) -> [ConstraintName] {
        let characters = Array(list)
        var names: [ConstraintName] = []
        var start = 0
        while start < characters.count {
            while start < characters.count, characters[start].isWhitespace || characters[start] == "," { start += 1 }
            guard let addressStart = addressOffset(characters, from: start) else { break }
            var end = addressStart + 2
            while end < characters.count, characters[end].isHexDigit { end += 1 }
            let address = String(consoleCharacters: characters[addressStart..<end])
            var quoted: String?
            if end < characters.count, characters[end] == "'" {
                var close = end + 1
                while close < characters.count, !(characters[close] == "'" && (close + 1 == characters.count || characters[close + 1] == "," || characters[close + 1].isWhitespace)) {
                    close += 1
                }
                quoted = String(consoleCharacters: characters[end + 1..<min(close, characters.count)])
                end = min(close + 1, characters.count)
            }
            let head = String(consoleCharacters: characters[start..<addressStart - 1])
            names.append(name(head: head, address: address, quoted: quoted))
            start = end
        }
        return names
    }

    private static func addressOffset(_ characters: [Character], from start: Int) -> Int? {
        var index = start
        while index + 2 < characters.count {
            if characters[index] == ":", characters[index + 1] == "0", characters[index + 2] == "x",
               index + 3 < characters.count, characters[index + 3].isHexDigit {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// `'|':UIView` (key and class) or `ItemCell` (a bare name, class unknown).
    private static func name(head: String, address: String, quoted: String?) -> ConstraintName {
        if head.hasPrefix("'"), let close = head.dropFirst().firstIndex(of: "'") {
            let key = String(head[head.index(after: head.startIndex)..<close])
            var className = String(head[head.index(after: close)...])
            if className.hasPrefix(":") { className.removeFirst() }
            return ConstraintName(key: key, className: className.isEmpty ? nil : className, address: address, quotedName: quoted)
        }
        return ConstraintName(key: head, className: nil, address: address, quotedName: quoted)
    }

    /// ` priority:250` at the end of a body; a value no priority can have (`-1e30`, `nan`) is not
    /// one, and the body is then read, and refused, as written.
    private static func prioritySuffix(_ body: LocatedText) -> (start: Int, value: Float)? {
        guard let start = body.lastOffset(of: "priority:"), start > 0, body.characters[start - 1].isWhitespace,
              let value = Float(String(consoleCharacters: body.characters[(start + 9)...]).trimmingCharacters(in: .whitespaces)),
              LayoutPriority(value).isValid else { return nil }
        return (start, value)
    }

    private static func validPriority(_ value: Float) -> Float? { LayoutPriority(value).isValid ? value : nil }

    private static func contentSizeSuffix(_ body: LocatedText) -> (start: Int, hugging: Float?, compressionResistance: Float?)? {
        guard let start = body.lastOffset(of: "Hug:"), start > 0, body.characters[start - 1].isWhitespace else { return nil }
        let words = String(consoleCharacters: body.characters[start...]).split(separator: " ")
        var hugging: Float?
        var resistance: Float?
        for word in words {
            if word.hasPrefix("Hug:") { hugging = Float(word.dropFirst(4)).flatMap(Self.validPriority) }
            if word.hasPrefix("CompressionResistance:") { resistance = Float(word.dropFirst(22)).flatMap(Self.validPriority) }
        }
        guard hugging != nil || resistance != nil else { return nil }
        return (start, hugging, resistance)
    }
}
