import AutolintModel

extension CheckReport.Finding {
    /// The message as line-based reporters print it: the configuration it was found in, the IB
    /// object id and whether the fixture expects it follow in brackets.
    var reportedMessage: String { reportedMessage(configurations: diagnostic.configuration.map { [$0] } ?? []) }

    /// The message of a finding found alike in each of `configurations` (one line for them all).
    func reportedMessage(configurations: [String]) -> String {
        var text = diagnostic.message
        if !configurations.isEmpty { text += " [\(configurations.joined(separator: ", "))]" }
        if let objectID = diagnostic.objectID { text += " [object id \(objectID)]" }
        if isExpected { text += " [expected]" }
        return text
    }
}
