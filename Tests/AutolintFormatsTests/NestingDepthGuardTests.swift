import Testing
@testable import AutolintFormats

/// The depth guard's one-pass scan against the two-pass scan it replaced (kept here as the
/// reference): the same verdict and the same line and column on random text built from the bytes
/// the scan acts on, at small limits so that most texts go over somewhere.
@Suite struct NestingDepthGuardTests {
    @Test func theScanFindsWhatTheReferenceFinds() {
        var random = SplitMix64(seed: 0xDE97)
        let pieces = [" ", "  ", "- ", "-", "[", "]", "{", "}", "\"", "'", "#", " #", ",", ":", "\n", "\n", "\r", "\t", "a", "é", "x: "]
        var found = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let limit = Int.random(in: 1...4, using: &random)
            var bytes = Array(text.utf8)
            let (scanned, reference) = bytes.withUnsafeMutableBufferPointer { buffer in
                let bytes = UnsafeBufferPointer(buffer)
                return (NestingDepthGuard.scan(bytes, limit: limit), ReferenceScan.scan(bytes, limit: limit))
            }
            #expect(scanned?.line == reference?.line && scanned?.column == reference?.column, "\(text.debugDescription) at limit \(limit)")
            if reference != nil { found += 1 }
        }
        // Both verdicts are common, so neither path of the comparison is left untried.
        #expect(found > 2_000 && found < 18_000)
    }

    @Test func aDeepLineIsPlacedAtTheByteThatGoesOver() {
        let text = "root:\n  a: [[x, y]]\n  b: {c: [d]}\n"
        var bytes = Array(text.utf8)
        let found = bytes.withUnsafeMutableBufferPointer { NestingDepthGuard.scan(UnsafeBufferPointer($0), limit: 3) }
        #expect(found?.line == 2 && found?.column == 7)
    }

    /// The scan as it was: each line's end found first, then its bytes examined one by one.
    private enum ReferenceScan {
        static func scan(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> (line: Int, column: Int)? {
            let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
            var indentations: [Int] = []
            var flowDepth = 0
            var line = 0
            var index = 0
            while index < bytes.count {
                line += 1
                let lineStart = index
                var lineEnd = index
                while lineEnd < bytes.count, bytes[lineEnd] != newline { lineEnd += 1 }
                index = lineEnd + 1
                var position = lineStart
                while position < lineEnd, bytes[position] == space { position += 1 }
                guard position < lineEnd, bytes[position] != UInt8(ascii: "#"), bytes[position] != UInt8(ascii: "\r") else { continue }
                let indentation = position - lineStart
                if flowDepth == 0 {
                    while let last = indentations.last, last > indentation { indentations.removeLast() }
                    if indentations.last != indentation { indentations.append(indentation) }
                }
                var depth = indentations.count + flowDepth
                var quote: UInt8?
                var previous = space
                while position < lineEnd {
                    let byte = bytes[position]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "#"), previous == space || previous == tab {
                        break
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"),
                              [space, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":")].contains(previous) {
                        quote = byte
                    } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                        flowDepth += 1
                        depth += 1
                    } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                        if flowDepth > 0 { depth -= 1 }
                        flowDepth = max(0, flowDepth - 1)
                    } else if byte == UInt8(ascii: "-"), previous == space, flowDepth == 0, position + 1 < lineEnd, bytes[position + 1] == space {
                        depth += 1
                    }
                    if depth > limit {
                        return (line, 1 + bytes[lineStart..<position].count { $0 & 0xC0 != 0x80 })
                    }
                    previous = byte
                    position += 1
                }
            }
            return nil
        }
    }
}
