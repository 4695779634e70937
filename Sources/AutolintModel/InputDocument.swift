/// What a reader made of one input file: its layouts, and the parts it could not read.
///
/// A file whose every part failed has no layouts and at least one problem. A console paste with
/// one unreadable block keeps the others.
public struct InputDocument: Sendable {
    public enum Kind: String, Sendable, Codable {
        case fixture, interfaceBuilder, consoleLog, trace, sourceCode
    }

    public var path: String
    public var kind: Kind
    public var layouts: [Layout]
    public var problems: [InputError]
    /// Trace dumps: the hierarchy and ambiguity lines as printed (for `AMBIGUOUS LAYOUT` reports).
    public var trace: TraceDump?
    /// Why the file has nothing for autolint to check (a WatchKit storyboard has no Auto Layout):
    /// a directory run skips it with a note, while a file named on the command line is refused
    /// with its problem.
    public var notApplicable: String?
    /// Source code: types that build views but whose kind autolint cannot tell (a superclass in
    /// no file checked), skipped with the reason.
    public var skippedTypes: [SourceFacts.Unresolved] = []

    public init(path: String, kind: Kind, layouts: [Layout] = [], problems: [InputError] = [], trace: TraceDump? = nil) {
        self.path = path
        self.kind = kind
        self.layouts = layouts
        self.problems = problems
        self.trace = trace
    }
}

/// An `_autolayoutTrace` dump as read: each line's view, its marks and its ambiguous variables.
public struct TraceDump: Hashable, Sendable, Codable {
    public struct Entry: Hashable, Sendable, Codable {
        public var depth: Int
        /// `UILabel:0x7f...`, as printed.
        public var view: String
        public var className: String
        public var address: String?
        /// `*` Auto Layout, `+` autoresizing, `•` key window ... as printed.
        public var marks: String
        public var frame: Rect?
        public var isAmbiguous: Bool
        /// `minX{id: 12}`, `Height{id: 4}` ... as printed.
        public var ambiguousVariables: [String]
        public var line: Int

        public init(depth: Int, view: String, className: String, address: String?, marks: String, frame: Rect?, isAmbiguous: Bool, ambiguousVariables: [String], line: Int) {
            self.depth = depth
            self.view = view
            self.className = className
            self.address = address
            self.marks = marks
            self.frame = frame
            self.isAmbiguous = isAmbiguous
            self.ambiguousVariables = ambiguousVariables
            self.line = line
        }
    }

    public var entries: [Entry]
    public init(entries: [Entry]) { self.entries = entries }
}
