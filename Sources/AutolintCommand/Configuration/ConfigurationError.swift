import AutolintModel

/// A configuration file or a command-line setting that cannot be used: exit 1, nothing checked.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }

    public var description: String {
        location.map { "\($0): error: \(message)" } ?? "error: \(message)"
    }
}
