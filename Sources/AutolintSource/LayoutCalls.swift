import AutolintModel

/// What UIKit's constraint-making calls mean, read once for every front end: the anchor API
/// (`constraint(equalTo:constant:)` in Swift, `constraintEqualToAnchor:constant:` in Objective-C,
/// given here by their Swift labels) and `NSLayoutConstraint(item:attribute:relatedBy:toItem:…)`.
/// A front end evaluates the arguments; these make the constraint, or open the views when an
/// argument is not known.
extension SourceLayoutBuilder {
    /// An anchor constraint from its labelled arguments; `.constraint(index)`, or `.unknown` when
    /// it relates to something autolint cannot name (then no constraint is recorded).
    func anchorConstraint(from first: LayoutAnchor, arguments: [SourceArgument], at location: SourceLocation) -> SourceValue {
        var relation = LayoutRelation.equal
        var second: LayoutAnchor?
        var constant = 0.0
        var multiplier = 1.0
        var understood = true
        var systemSpacing = false
        for argument in arguments {
            let (label, value) = (argument.label, argument.value)
            switch label {
            case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "equalToSystemSpacingAfter", "greaterThanOrEqualToSystemSpacingAfter",
                 "lessThanOrEqualToSystemSpacingAfter", "equalToSystemSpacingBelow", "greaterThanOrEqualToSystemSpacingBelow", "lessThanOrEqualToSystemSpacingBelow":
                relation = Self.relation(ofLabel: label)
                guard case .anchor(let item, let attribute) = value else {
                    open([first.item.view] + value.views, reason: "a constraint to an anchor autolint does not know", at: location)
                    return .unknown
                }
                second = LayoutAnchor(item, attribute)
                if label.contains("SystemSpacing") { systemSpacing = true }
            case "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant":
                relation = Self.relation(ofLabel: label)
                if case .number(let number) = value { constant = number } else { understood = false }
            case "constant":
                if case .number(let number) = value { constant = number } else { understood = false }
            case "multiplier":
                if case .number(let number) = value { multiplier = number } else { understood = false }
            default:
                understood = false
            }
        }
        if systemSpacing {
            // `b.leading.constraint(equalToSystemSpacingAfter: a.trailing, multiplier: m)`: b.leading == a.trailing + 8m.
            constant = UIKitVocabulary.systemSpacing * multiplier
            multiplier = 1
        }
        let constraint = LayoutConstraint(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, location: location)
        let index = addConstraint(constraint)
        if !understood {
            open(constraint.items.map(\.view), reason: "a constant, multiplier or anchor autolint does not know", at: location)
        }
        return .constraint(index)
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// (`constraintWithItem:…` in Objective-C); `isNil` marks a `nil` item.
    func itemConstraint(arguments: [SourceArgument], at location: SourceLocation) -> SourceValue {
        var items: [LayoutItem?] = []
        var attributes: [LayoutAttribute] = []
        var relation = LayoutRelation.equal
        var multiplier = 1.0
        var constant = 0.0
        var understood = true
        let named = arguments.flatMap { $0.value.views }
        for entry in arguments {
            switch entry.label {
            case "item", "toItem", "constraintWithItem":
                switch entry.value {
                case .view(let id): items.append(LayoutItem(view: id))
                case .guide(let item): items.append(item)
                default:
                    guard entry.isNil else {
                        open(named, reason: "an NSLayoutConstraint item autolint does not know", at: location)
                        return .unknown
                    }
                    items.append(nil)
                }
            case "attribute":
                if case .attribute(let attribute) = entry.value { attributes.append(attribute) } else { understood = false; attributes.append(.notAnAttribute) }
            case "relatedBy":
                if case .relation(let given) = entry.value { relation = given } else { understood = false }
            case "multiplier":
                if case .number(let number) = entry.value { multiplier = number } else { understood = false }
            case "constant":
                if case .number(let number) = entry.value { constant = number } else { understood = false }
            default: understood = false
            }
        }
        guard items.count == 2, attributes.count == 2, let firstItem = items[0] else {
            open(named, reason: "an NSLayoutConstraint autolint does not read", at: location)
            return .unknown
        }
        let second = items[1].flatMap { attributes[1] == .notAnAttribute ? nil : LayoutAnchor($0, attributes[1]) }
        let constraint = LayoutConstraint(first: LayoutAnchor(firstItem, attributes[0]), relation: relation, second: second,
                                          multiplier: second == nil ? 1 : multiplier, constant: constant, location: location)
        let index = addConstraint(constraint)
        if !understood { open(constraint.items.map(\.view), reason: "an NSLayoutConstraint argument autolint does not know", at: location) }
        return .constraint(index)
    }

    static func relation(ofLabel label: String) -> LayoutRelation {
        label.hasPrefix("greater") ? .greaterThanOrEqual : label.hasPrefix("less") ? .lessThanOrEqual : .equal
    }
}

/// One labelled argument of a call, evaluated; `isNil` marks a literal `nil`.
struct SourceArgument {
    var label: String
    var value: SourceValue
    var isNil = false
}
