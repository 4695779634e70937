import AutolintModel

extension Diagnostic {
    /// The message as line-based reporters print it: the configuration it was found in and the
    /// IB object id, when there are, follow in brackets.
    var reportedMessage: String {
        var text = message
        if let configuration { text += " [\(configuration)]" }
        if let objectID { text += " [object id \(objectID)]" }
        return text
    }
}
