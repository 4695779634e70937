import AutolintModel

/// Reads one `<constraint>` element into a `LayoutConstraint`.
///
/// Every attribute form Xcode writes is accepted: a missing `firstItem` (or `secondItem` beside a
/// `secondAttribute`) means the view that owns the `<constraints>` list; `multiplier` may be a
/// decimal, `a/b` or `a:b`; constants may be fractional or negative; `placeholder="YES"` (removed
/// at build time) and `installed="NO"` give inactive constraints, kept for reports.
struct InterfaceBuilderConstraintReader {
    enum Outcome {
        case constraint(LayoutConstraint)
        /// Refers to an object outside the layout (another scene, a placeholder): left out, with why.
        case unresolved(String)
    }

    /// Object ids to items (views and their layout guides).
    var items: [String: LayoutItem]
    /// Each view's superview, to tell standard spacing to a superview from spacing between siblings.
    var superviews: [String: String]
    var source: InterfaceBuilderSourceText

    func read(_ element: IBElement, owner: String) throws(InputError) -> Outcome {
        guard let firstAttributeName = element["firstAttribute"] else {
            throw source.error(at: element, "constraint without firstAttribute")
        }
        let firstAttribute = try attribute(firstAttributeName, element)
        let firstID = element["firstItem"] ?? owner
        guard let firstItem = items[firstID] else {
            return .unresolved("constraint \(element.id ?? "?") refers to object \(firstID), which is not in this layout")
        }

        var second: LayoutAnchor?
        if element["secondItem"] != nil || (element["secondAttribute"].map { $0 != "notAnAttribute" } ?? false) {
            let secondID = element["secondItem"] ?? owner
            guard let secondItem = items[secondID] else {
                return .unresolved("constraint \(element.id ?? "?") refers to object \(secondID), which is not in this layout")
            }
            guard let secondAttributeName = element["secondAttribute"] else {
                throw source.error(at: element, "constraint has secondItem but no secondAttribute")
            }
            second = LayoutAnchor(secondItem, try attribute(secondAttributeName, element))
        } else if !firstAttribute.isSize {
            throw source.error(at: element, "constraint sets \(firstAttributeName) to a constant; only width and height may stand alone")
        }

        let relation: LayoutRelation
        switch element["relation"] {
        case nil, "equal"?: relation = .equal
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        case let other?: throw source.error(at: element, "unknown relation \"\(other)\"")
        }

        var multiplier = 1.0
        if let text = element["multiplier"] {
            guard let value = InterfaceBuilderNumber.multiplier(text) else {
                throw source.error(at: element, "multiplier \"\(text)\" is not a number, a fraction a/b or a ratio a:b")
            }
            multiplier = value
        }

        var constant = 0.0
        if let text = element["constant"] {
            guard let value = InterfaceBuilderNumber.decimal(text) else {
                throw source.error(at: element, "constant \"\(text)\" is not a number from -1e9 to 1e9")
            }
            constant = value
        } else if element.flag("symbolic") == true, let second {
            constant = standardSpacing(from: firstItem, to: second.item)
        }

        let priority = try InterfaceBuilderPriority.read(element, "priority", default: .required, source: source)

        let first = LayoutAnchor(firstItem, firstAttribute)
        let isRemovedAtBuildTime = element.flag("placeholder") == true
        let isInstalled = element.flag("installed") != false
        var constraint = LayoutConstraint(
            id: element.id, identifier: element["identifier"], first: first, relation: relation, second: second,
            multiplier: multiplier, constant: constant, priority: priority, origin: .explicit,
            location: element.location(in: source.path), isActive: isInstalled && !isRemovedAtBuildTime)
        constraint.isPlaceholder = isRemovedAtBuildTime
        return .constraint(constraint)
    }

    private func attribute(_ name: String, _ element: IBElement) throws(InputError) -> LayoutAttribute {
        guard let attribute = LayoutAttribute(name: name) else {
            throw source.error(at: element, "unknown layout attribute \"\(name)\"")
        }
        return attribute
    }

    /// Xcode's "Standard" spacing written without a constant: 20 from a superview's edge, 8
    /// between siblings and from a layout guide (the classic values Apple's VFL also uses).
    private func standardSpacing(from first: LayoutItem, to second: LayoutItem) -> Double {
        let isSuperview = second.guide == nil && superviews[first.view] == second.view
            || first.guide == nil && superviews[second.view] == first.view
        return isSuperview ? 20 : 8
    }
}
