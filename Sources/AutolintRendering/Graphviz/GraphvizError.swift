/// A failure reported by Graphviz, with the messages it printed while failing.
public struct GraphvizError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Stage: String, Hashable, Sendable {
        /// Creating the context or loading the plugins.
        case context
        /// Turning the `GraphvizGraph` into a cgraph graph.
        case build
        case layout
        case render
    }

    public var stage: Stage
    /// Graphviz's own messages (`Error: Format: "xyz" not recognized. ...`), one per line.
    public var messages: [String]

    public init(stage: Stage, messages: [String]) {
        self.stage = stage
        self.messages = messages
    }

    public var description: String {
        let detail = messages.isEmpty ? "no message from Graphviz" : messages.joined(separator: "; ")
        return "Graphviz \(stage.rawValue) failed: \(detail)"
    }
}
