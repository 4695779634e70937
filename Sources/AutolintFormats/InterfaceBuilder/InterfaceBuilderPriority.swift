import AutolintModel

/// Priorities in IB attributes: `750`, `249.99998474121094` (AppKit stores floats), 1...1000.
enum InterfaceBuilderPriority {
    static func read(
        _ element: IBElement, _ attribute: String, default fallback: LayoutPriority, source: InterfaceBuilderSourceText
    ) throws(InputError) -> LayoutPriority {
        guard let text = element[attribute] else { return fallback }
        guard let value = InterfaceBuilderNumber.decimal(text) else {
            throw source.error(at: element, "\(attribute) \"\(text)\" is not a number")
        }
        let priority = LayoutPriority(Float(value))
        guard priority.isValid else {
            throw source.error(at: element, "\(attribute) \(text) is outside 1...1000")
        }
        return priority
    }
}
