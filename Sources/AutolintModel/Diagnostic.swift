/// How bad a finding is.
public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// One finding of one rule, in the shape of `cli.md`'s JSON report.
public struct Diagnostic: Hashable, Sendable, Codable {
    public var rule: String
    public var severity: Severity
    /// The view or constraint the finding is about.
    public var location: SourceLocation
    /// Configuration name (`iphone-se`, `iphone-se/rtl`); nil for findings that hold in every one.
    public var configuration: String?
    /// View ids (fixtures), object ids (IB), or addresses (console logs).
    public var views: [String]
    public var axis: Axis?
    /// Constraint labels (`LayoutConstraint.label`).
    public var constraints: [String]
    public var message: String
    public var fixes: [String]
    /// `conflicting-constraints` only: the constraint UIKit breaks or would break, and why.
    public var recovery: String?
    /// IB object id of the element the finding points at, shown as `[object id ...]`.
    public var objectID: String?

    public init(
        rule: String, severity: Severity, location: SourceLocation, configuration: String? = nil,
        views: [String] = [], axis: Axis? = nil, constraints: [String] = [], message: String,
        fixes: [String] = [], recovery: String? = nil, objectID: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.configuration = configuration
        self.views = views
        self.axis = axis
        self.constraints = constraints
        self.message = message
        self.fixes = fixes
        self.recovery = recovery
        self.objectID = objectID
    }

    /// Report order: file, line, column, rule, then message, so output never depends on hashing.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule < b.rule }
        if (a.configuration ?? "") != (b.configuration ?? "") { return (a.configuration ?? "") < (b.configuration ?? "") }
        return a.message < b.message
    }
}
