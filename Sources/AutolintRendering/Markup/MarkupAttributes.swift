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
}
