/// Graphviz attributes of one object (`label`, `color`, `style`, ...), as plain strings.
///
/// They are handed to Graphviz in name order, so that the attribute declarations, and with them
/// the `dot` output, never depend on the order a caller happened to set them in.
public struct GraphvizAttributes: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    public private(set) var values: [String: String]

    public init(_ values: [String: String] = [:]) { self.values = values }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    public subscript(name: String) -> String? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The attributes by name, the order in which they are applied.
    public var sorted: [(name: String, value: String)] {
        values.keys.sorted().map { ($0, values[$0]!) }
    }

    /// These attributes with `other`'s on top.
    public func merging(_ other: GraphvizAttributes) -> GraphvizAttributes {
        GraphvizAttributes(values.merging(other.values) { _, new in new })
    }
}
