import AutolintModel

/// An item as written, before it is resolved against a hierarchy.
///
/// Fixtures write `title`, `root.safeArea`, `superview`; console logs write
/// `UILabel:0x7f8b1c40a2b0'Title'` or `UIView:0x1`. Resolution (which view, which guide) is the
/// reader's job, so one parser serves fixtures, IB-free equations and logs.
public struct ItemSyntax: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Dotted names: `["title"]`, `["root", "safeArea"]`, `["superview"]`.
        case named([String])
        /// `|` in VFL: the superview the VFL line is laid out in.
        case containerEdge
        /// A console-log item: class, address, optional quoted name (`UILabel:0x7f..'Title'`).
        case logged(className: String, address: String, name: String?)
    }

    public var kind: Kind
    /// 1-based column of the item's first character in the parsed text.
    public var column: Int

    public init(kind: Kind, column: Int) {
        self.kind = kind
        self.column = column
    }
}

extension ItemSyntax: CustomStringConvertible {
    /// The item as it was written, for messages about it: `root.safeArea`, `|`,
    /// `UILabel:0x7f8b1c40a2b0'Title'`.
    public var description: String {
        switch kind {
        case .named(let path): path.joined(separator: ".")
        case .containerEdge: "|"
        case let .logged(className, address, name): "\(className):\(address)" + (name.map { "'\($0)'" } ?? "")
        }
    }
}

/// `item.attribute` as written.
public struct AnchorSyntax: Hashable, Sendable {
    public var item: ItemSyntax
    public var attribute: LayoutAttribute
    /// 1-based column of the attribute name.
    public var attributeColumn: Int

    public init(item: ItemSyntax, attribute: LayoutAttribute, attributeColumn: Int) {
        self.item = item
        self.attribute = attribute
        self.attributeColumn = attributeColumn
    }
}

/// One constraint as written: `first relation multiplier * second + constant @priority`.
public struct EquationSyntax: Hashable, Sendable {
    public var first: AnchorSyntax
    public var relation: LayoutRelation
    /// nil for `first relation constant` (sizes only).
    public var second: AnchorSyntax?
    public var multiplier: Double
    public var constant: Double
    /// nil when not written (required, or the enclosing map's `priority:`).
    public var priority: LayoutPriority?
    /// For VFL expansions: the VFL line; nil for equations.
    public var visualFormat: String?

    public init(first: AnchorSyntax, relation: LayoutRelation, second: AnchorSyntax?, multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority? = nil, visualFormat: String? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.visualFormat = visualFormat
    }
}
