import AutolintModel
import AutolintSource

/// VFL from source code through the one VFL parser: names resolved through the views dictionary,
/// `|` to the superview the adjacent view has when the constraints are made.
public struct CodeVisualFormat: VisualFormatReading {
    public init() {}

    public func constraints(
        format: String, views: [String: String], metrics: [String: Double], alignment: [LayoutAttribute],
        superview: (String) -> String?
    ) throws(SnippetError) -> [LayoutConstraint] {
        let syntaxes = try VisualFormatParser.parse(format, metrics: metrics, alignment: alignment)
        return try syntaxes.map { syntax throws(SnippetError) in
            let named = [syntax.first.item, syntax.second?.item].compactMap { $0 }.first { $0.kind != .containerEdge }
            func resolve(_ item: ItemSyntax) throws(SnippetError) -> String {
                switch item.kind {
                case .named(let path):
                    let name = path.joined(separator: ".")
                    guard let id = views[name] else {
                        throw SnippetError(column: item.column, message: "'\(name)' is not a key of the views dictionary (UIKit raises)")
                    }
                    return id
                case .containerEdge:
                    guard let named, let view = try? resolve(named), let parent = superview(view) else {
                        throw SnippetError(column: item.column, message: "'|' needs a superview, and the view next to it has none yet (UIKit raises)")
                    }
                    return parent
                case .logged:
                    throw SnippetError(column: item.column, message: "not a view name")
                }
            }
            let first = LayoutAnchor(.view(try resolve(syntax.first.item)), syntax.first.attribute)
            let second = try syntax.second.map { anchor throws(SnippetError) in LayoutAnchor(.view(try resolve(anchor.item)), anchor.attribute) }
            return LayoutConstraint(first: first, relation: syntax.relation, second: second, multiplier: syntax.multiplier,
                                    constant: syntax.constant, priority: syntax.priority ?? .required, origin: .visualFormat(format))
        }
    }
}
