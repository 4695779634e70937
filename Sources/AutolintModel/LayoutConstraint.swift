/// One linear relation between two anchors, as `NSLayoutConstraint` states it:
/// `first  relation  multiplier * second + constant`, or `first relation constant` when `second` is nil.
public struct LayoutConstraint: Hashable, Sendable, Codable {
    /// The id the input gave it: a fixture id, an IB object id, a console log address.
    public var id: String?
    /// UIKit's `identifier` (shown in logs, e.g. `UIView-Encapsulated-Layout-Width`).
    public var identifier: String?
    public var first: LayoutAnchor
    public var relation: LayoutRelation
    public var second: LayoutAnchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    /// Where it comes from: written by the user, expanded from VFL, or made by the system.
    public var origin: ConstraintOrigin
    public var location: SourceLocation?
    /// IB `placeholder="YES"` or `installed="NO"`: kept for reporting, never solved.
    public var isActive: Bool
    /// IB `placeholder="YES"` ("Remove at build time"): a stand-in for a constraint code makes.
    public var isPlaceholder = false
    /// Code holds it (an IB outlet connects to it): code can change its constant or deactivate
    /// it at run time, before UIKit first lays out.
    public var isHeldByCode = false

    public init(
        id: String? = nil, identifier: String? = nil,
        first: LayoutAnchor, relation: LayoutRelation = .equal, second: LayoutAnchor? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        origin: ConstraintOrigin = .explicit, location: SourceLocation? = nil, isActive: Bool = true
    ) {
        self.id = id
        self.identifier = identifier
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        self.location = location
        self.isActive = isActive
    }

    /// The items it relates, first then second.
    public var items: [LayoutItem] { [first.item] + (second.map { [$0.item] } ?? []) }

    /// The equation in the fixture grammar, the form every report prints:
    /// `title.top == root.safeArea.top + 20`, `a.width == 0.5 * b.width`, `go.width >= 44 @750`.
    public var equation: String { equation(naming: \.description) }

    /// The equation with each item named by `name` (a view's name as Xcode's outline shows it).
    public func equation(naming name: (LayoutItem) -> String) -> String {
        var text = "\(name(first.item)).\(first.attribute.rawValue) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(formatPoints(multiplier)) * " }
            text += "\(name(second.item)).\(second.attribute.rawValue)"
            if constant > 0 { text += " + \(formatPoints(constant))" }
            if constant < 0 { text += " - \(formatPoints(-constant))" }
        } else {
            text += formatPoints(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// How reports name it: its id where it has one, else its equation; system constraints add
    /// their origin in parentheses (`title.width >= 120 @750 (compression resistance)`).
    public var label: String {
        if let id { return id }
        if let note = origin.labelSuffix { return "\(equation) (\(note))" }
        return equation
    }
}
