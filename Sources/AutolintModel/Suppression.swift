/// An inline `autolint:disable` comment, SwiftLint style.
public struct Suppression: Hashable, Sendable, Codable {
    public enum Scope: Hashable, Sendable, Codable {
        /// `# autolint:disable rule` : from this line to the end of the file (or a matching enable).
        case fromLine(Int, until: Int?)
        /// `# autolint:disable:next rule` : the next line only.
        case line(Int)
        /// `# autolint:disable:this rule` : this line only.
        case thisLine(Int)
    }

    /// Rule ids; `all` disables every rule.
    public var rules: [String]
    public var scope: Scope

    public init(rules: [String], scope: Scope) {
        self.rules = rules
        self.scope = scope
    }

    public func suppresses(rule: String, atLine line: Int) -> Bool {
        guard rules.contains(rule) || rules.contains("all") else { return false }
        switch scope {
        case .fromLine(let start, let end): return line >= start && line <= (end ?? Int.max)
        case .line(let target), .thisLine(let target): return line == target
        }
    }
}
