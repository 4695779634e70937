import AutolintModel

extension CheckReport.Finding {
    /// The message as line-based reporters print it: the configuration it was found in, the IB
    /// object id and whether the fixture expects it follow in brackets.
    var reportedMessage: String {
        var text = diagnostic.message
        if let configuration = diagnostic.configuration { text += " [\(configuration)]" }
        if let objectID = diagnostic.objectID { text += " [object id \(objectID)]" }
        if isExpected { text += " [expected]" }
        return text
    }
}
