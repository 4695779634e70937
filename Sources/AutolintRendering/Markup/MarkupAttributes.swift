/// Attributes of one element, kept in the order written.
struct MarkupAttributes: ExpressibleByDictionaryLiteral {
    private(set) var pairs: [(name: String, value: String)]

    init(dictionaryLiteral elements: (String, String)...) {
        pairs = elements.map { (name: $0.0, value: $0.1) }
    }

    static func + (first: MarkupAttributes, second: MarkupAttributes) -> MarkupAttributes {
        var joined = first
        joined.pairs += second.pairs
        return joined
    }

    /// These attributes with `changes` applied: a name already here takes the new value in its
    /// place, a new one is added at the end (an element may not repeat an attribute).
    func replacing(_ changes: MarkupAttributes) -> MarkupAttributes {
        var result = self
        for change in changes.pairs {
            if let index = result.pairs.firstIndex(where: { $0.name == change.name }) {
                result.pairs[index].value = change.value
            } else {
                result.pairs.append(change)
            }
        }
        return result
    }
}
