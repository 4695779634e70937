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

    /// The `PATH:LINE:COL` prefix Xcode and compilers use.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
