import AutolintModel

/// Priorities after `@`, in equations and VFL predicates: `750`, `999.5`, `high`, `defaultLow`.
extension SyntaxCursor {
    mutating func takePriority() throws(SnippetError) -> LayoutPriority {
        let start = offset
        if let nameRange = takeIdentifier() {
            let name = text(nameRange)
            guard let priority = LayoutPriority(name: name) else {
                let names = LayoutPriority.named.map(\.name).joined(separator: ", ")
                throw error("unknown priority '\(name)'; expected a number in 1...1000 or one of \(names)", at: start)
            }
            return priority
        }
        guard let value = takeSignedNumber() else { throw expectedNumber("a priority (1...1000 or a name such as 'high')") }
        guard value.isFinite, (1...1000).contains(value) else {
            throw error("priority \(text(start..<offset)) is out of range: priorities are 1...1000", at: start)
        }
        return LayoutPriority(Float(value))
    }
}
