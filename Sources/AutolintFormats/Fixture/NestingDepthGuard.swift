import AutolintModel

/// Refuses YAML nested deeper than `FixtureLimits.maximumDepth` before libyaml sees it.
///
/// libyaml's composer (through Yams) recurses once per nesting level, so 10,000 nested lists
/// would overflow the stack instead of failing cleanly. This scan over-estimates the depth
/// (indentation levels + `- ` entries on one line + open flow brackets), which only matters
/// for text far deeper than any layout.
enum NestingDepthGuard {
    static func check(_ text: String, source: SourceText, limit: Int = FixtureLimits.maximumDepth) throws(InputError) {
        var indentations: [Int] = []
        var flowDepth = 0
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let scalars = Array(line.unicodeScalars)
            var column = 0
            while column < scalars.count, scalars[column] == " " { column += 1 }
            guard column < scalars.count, scalars[column] != "#", scalars[column] != "\r" else { continue }
            if flowDepth == 0 {
                while let last = indentations.last, last > column { indentations.removeLast() }
                if indentations.last != column { indentations.append(column) }
            }
            var depth = indentations.count + flowDepth
            var quote: Unicode.Scalar?
            var previous: Unicode.Scalar = " "
            var index = column
            while index < scalars.count {
                let scalar = scalars[index]
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "#", previous == " " || previous == "\t" {
                    break
                } else if scalar == "\"" || scalar == "'", previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" {
                    quote = scalar
                } else if scalar == "[" || scalar == "{" {
                    flowDepth += 1
                    depth += 1
                } else if scalar == "]" || scalar == "}" {
                    flowDepth = max(0, flowDepth - 1)
                } else if scalar == "-", previous == " ", flowDepth == 0, index + 1 < scalars.count, scalars[index + 1] == " " {
                    depth += 1
                }
                if depth > limit {
                    throw source.error(
                        "nesting deeper than \(limit) levels: a layout fixture is never this deep",
                        at: source.location(line: lineNumber, column: index + 1))
                }
                previous = scalar
                index += 1
            }
        }
    }
}
