/// Graphviz's SVG made small enough to inline many of them in one page: a report of a real app
/// holds a hundred graphs, and Graphviz spends most of their bytes on what a page does not need.
/// Dropped: the XML prologue, comments and `<title>` elements (internal node names, which browsers
/// would show as tooltips over the edges' own); the font family, which the report's style sheet
/// gives every text; hyphens escaped as `&#45;`; and, in geometry only (never in labels or
/// tooltips, which hold equations), digits past the first decimal: a tenth of a point is finer
/// than any screen shows.
enum CompactSVG {
    /// Attributes that hold coordinates.
    static let geometry: Set<Substring> = ["points", "d", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "rx", "ry", "width", "height", "viewBox", "transform"]

    static func compact(_ document: String) -> String {
        var rest = Substring(document)
        if let start = rest.firstRange(of: "<svg") { rest = rest[start.lowerBound...] }
        var output = ""
        output.reserveCapacity(rest.utf8.count)
        while let open = rest.firstIndex(of: "<") {
            output += rest[..<open].replacing("&#45;", with: "-")
            let tail = rest[open...]
            if tail.hasPrefix("<!--"), let end = tail.firstRange(of: "-->") {
                rest = droppingNewline(tail[end.upperBound...])
            } else if tail.hasPrefix("<title>"), let end = tail.firstRange(of: "</title>") {
                rest = droppingNewline(tail[end.upperBound...])
            } else if let close = tail.firstIndex(of: ">") {
                output += compactTag(tail[...close])
                rest = tail[tail.index(after: close)...]
            } else {
                output += tail
                rest = ""
            }
        }
        return output + rest
    }

    private static func droppingNewline(_ text: Substring) -> Substring {
        text.first == "\n" ? text.dropFirst() : text
    }

    /// One tag: its attributes without the font family, geometry to one decimal.
    static func compactTag(_ tag: Substring) -> String {
        var output = ""
        var rest = tag
        // Attributes are `name="value"`; Graphviz never puts a quote inside a value.
        while let equals = rest.firstRange(of: "=\""), let close = rest[equals.upperBound...].firstIndex(of: "\"") {
            let before = rest[..<equals.lowerBound]
            let nameStart = before.lastIndex(of: " ").map(before.index(after:)) ?? before.startIndex
            let name = before[nameStart...]
            let value = rest[equals.upperBound..<close]
            if name == "font-family", nameStart > before.startIndex {
                output += before[..<before.index(before: nameStart)]
            } else {
                output += before
                output += "=\""
                output += geometry.contains(name) ? roundedNumbers(value) : String(value.replacing("&#45;", with: "-"))
                output += "\""
            }
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
    }

    /// `12.3456,-7.891` as `12.3,-7.8`.
    static func roundedNumbers(_ value: Substring) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        var decimals: Int?
        var afterDigit = false
        for character in value {
            let isDigit = character >= "0" && character <= "9"
            if isDigit, let count = decimals {
                decimals = count + 1
                if count >= 1 { continue }
            } else if character == ".", afterDigit, decimals == nil {
                decimals = 0
            } else if !isDigit {
                decimals = nil
            }
            afterDigit = isDigit
            result.append(character)
        }
        return result
    }
}
