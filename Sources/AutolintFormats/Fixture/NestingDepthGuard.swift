import AutolintModel

/// Refuses YAML nested deeper than `FixtureLimits.maximumDepth`, before anything the parse finds
/// (a large text is scanned while libyaml parses it: `YAMLTextScan`).
///
/// The fixture decoder (and the tree's own teardown) recurses once per nesting level, so 10,000
/// nested lists would overflow the stack instead of failing cleanly. This one pass over the bytes
/// over-estimates the depth (indentation levels + `- ` entries on one line + open flow
/// brackets), which only matters for text far deeper than any layout.
enum NestingDepthGuard {
    static func check(_ text: String, source: SourceText, limit: Int = FixtureLimits.maximumDepth) throws(InputError) {
        var text = text
        let failure: (line: Int, column: Int)? = text.withUTF8 { scan($0, limit: limit) }
        if let failure {
            throw source.error(
                "nesting deeper than \(limit) levels: a layout fixture is never this deep",
                at: source.location(line: failure.line, column: failure.column))
        }
    }

    /// Where the depth first exceeds `limit` (1-based line, column in Unicode scalars), if anywhere.
    ///
    /// One pass, with bytes that change nothing (most of a fixture: names and equations) taken
    /// on a short path: the scan runs on every byte of a large fixture before its parse can begin.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> (line: Int, column: Int)? {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
        let count = bytes.count
        var indentations: [Int] = []
        var flowDepth = 0
        var line = 0
        var index = 0
        while index < count {
            line += 1
            let lineStart = index
            var position = index
            while position < count, bytes[position] == space { position += 1 }
            guard position < count, bytes[position] != newline, bytes[position] != UInt8(ascii: "#"), bytes[position] != UInt8(ascii: "\r") else {
                index = endOfLine(bytes, from: position) + 1
                continue
            }
            let indentation = position - lineStart
            if flowDepth == 0 {
                while let last = indentations.last, last > indentation { indentations.removeLast() }
                if indentations.last != indentation { indentations.append(indentation) }
            }
            var depth = indentations.count + flowDepth
            var quote: UInt8?
            var previous = space
            while position < count {
                let byte = bytes[position]
                if byte == newline { break }
                // A byte that opens, closes or comments nothing leaves the depth as it is.
                if quote == nil, depth <= limit, !mayChangeDepth(byte) {
                    previous = byte
                    position += 1
                    continue
                }
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "#"), previous == space || previous == tab {
                    position = endOfLine(bytes, from: position)
                    break
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"),
                          previous == space || previous == UInt8(ascii: "[") || previous == UInt8(ascii: "{")
                            || previous == UInt8(ascii: ",") || previous == UInt8(ascii: ":") {
                    quote = byte
                } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    flowDepth += 1
                    depth += 1
                } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    // A closed bracket leaves its level: `[{id: a}, {id: b}, ...]` is 2 deep, not 1 + items.
                    if flowDepth > 0 { depth -= 1 }
                    flowDepth = max(0, flowDepth - 1)
                } else if byte == UInt8(ascii: "-"), previous == space, flowDepth == 0, position + 1 < count, bytes[position + 1] == space {
                    depth += 1
                }
                if depth > limit {
                    let column = 1 + bytes[lineStart..<position].count { $0 & 0xC0 != 0x80 }
                    return (line, column)
                }
                previous = byte
                position += 1
            }
            index = position + 1
        }
        return nil
    }

    /// The bytes the scan acts on: quotes, brackets, comments and list entries.
    @inline(__always)
    private static func mayChangeDepth(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// The index of the first newline at or after `start` (the count if none).
    private static func endOfLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        return position
    }
}
