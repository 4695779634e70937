/// Where something was read from: a file and a 1-based line and column.
///
/// Every view, guide and constraint a reader produces carries one, so that every diagnostic and
/// every input error can point at the exact place in the user's file.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The `PATH:LINE:COL` prefix Xcode and compilers use, on one line whatever the path holds:
    /// control characters in it are escaped (`\n`, `\u{1B}`), so that a path with a newline does
    /// not break the line in two nor a terminal escape reach the terminal.
    public var description: String { "\(Self.printable(file)):\(line):\(column)" }

    /// `path` with its control characters (C0, DEL, C1, line and paragraph separators) escaped.
    public static func printable(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: isControl) else { return path }
        var shown = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case _ where isControl(scalar): shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
