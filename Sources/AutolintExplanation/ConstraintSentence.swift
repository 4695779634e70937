import AutolintModel

/// One constraint in one plain sentence, with its views named by a `ViewNaming`:
/// "The image view is 320 points wide.", "The “Title” label's leading edge is 8 points after the
/// cell content view's leading margin.", "The label is at least as tall as the button."
public struct ConstraintSentence: Sendable {
    public let constraint: LayoutConstraint
    public let text: String

    public init(_ constraint: LayoutConstraint, naming: ViewNaming) {
        self.constraint = constraint
        text = ConstraintSentence.sentence(for: ConstraintSentence.readingOrder(constraint, in: naming.layout), naming: naming)
    }

    /// A subview reads better as the subject: `super.trailing == label.trailing + 8` is said as
    /// "the label's trailing edge is 8 points before the superview's trailing edge".
    static func readingOrder(_ constraint: LayoutConstraint, in layout: Layout) -> LayoutConstraint {
        guard let second = constraint.second, constraint.multiplier == 1,
              layout.view(second.item.view)?.parent == constraint.first.item.view else { return constraint }
        var flipped = constraint
        flipped.first = second
        flipped.second = constraint.first
        flipped.constant = -constraint.constant
        flipped.relation = constraint.relation.flipped
        return flipped
    }

    private static func sentence(for constraint: LayoutConstraint, naming: ViewNaming) -> String {
        let subject = naming.name(constraint.first.item.view)
        var body: String
        if let second = constraint.second {
            let object = naming.name(second.item.view)
            let sameView = object.id == subject.id
            body = relate(constraint, second: second, subject: subject, object: object, sameView: sameView)
        } else {
            body = fixed(constraint, subject: subject)
        }
        if !constraint.priority.isRequired { body += " (priority \(constraint.priority))" }
        return capitalized(body) + "."
    }

    // MARK: size or position against a number

    private static func fixed(_ constraint: LayoutConstraint, subject: ViewNaming.Name) -> String {
        let attribute = constraint.first.attribute
        let amount = points(constraint.constant)
        if attribute.isSize {
            let adjective = attribute == .width ? "wide" : "tall"
            return "\(subject.noun) is \(bound(constraint.relation))\(amount) \(adjective)"
        }
        return "\(subject.possessive) \(phrase(attribute)) is \(bound(constraint.relation))at \(formatPoints(constraint.constant))"
    }

    // MARK: two anchors

    private static func relate(_ constraint: LayoutConstraint, second: LayoutAnchor, subject: ViewNaming.Name, object: ViewNaming.Name, sameView: Bool) -> String {
        let first = constraint.first
        let objectOwner = sameView ? "its" : object.possessive
        if first.attribute.isSize, second.attribute == first.attribute, !sameView {
            return compareSizes(constraint, subject: subject, object: object)
        }
        if first.attribute.isLocation, second.attribute.isLocation, first.attribute.axis == second.attribute.axis,
           constraint.multiplier == 1 {
            return comparePositions(constraint, second: second, subject: subject, objectOwner: objectOwner)
        }
        var text = "\(subject.possessive) \(phrase(first.attribute)) \(verb(constraint.relation)) "
        if constraint.multiplier != 1 { text += "\(formatPoints(constraint.multiplier)) times " }
        text += "\(objectOwner) \(phrase(second.attribute))"
        if constraint.constant > 0 { text += " plus \(points(constraint.constant))" }
        if constraint.constant < 0 { text += " minus \(points(-constraint.constant))" }
        return text
    }

    /// "is as wide as", "is 10 points wider than", "is at least 0.5 times as tall as".
    private static func compareSizes(_ constraint: LayoutConstraint, subject: ViewNaming.Name, object: ViewNaming.Name) -> String {
        let isWidth = constraint.first.attribute == .width
        let adjective = isWidth ? "wide" : "tall"
        let bound = bound(constraint.relation)
        if constraint.multiplier == 1 {
            if constraint.constant == 0 { return "\(subject.noun) is \(bound)as \(adjective) as \(object.noun)" }
            let comparative = constraint.constant > 0 ? (isWidth ? "wider" : "taller") : (isWidth ? "narrower" : "shorter")
            return "\(subject.noun) is \(bound)\(points(abs(constraint.constant))) \(comparative) than \(object.noun)"
        }
        var text = "\(subject.noun) is \(bound)\(formatPoints(constraint.multiplier)) times as \(adjective) as \(object.noun)"
        if constraint.constant > 0 { text += " plus \(points(constraint.constant))" }
        if constraint.constant < 0 { text += " minus \(points(-constraint.constant))" }
        return text
    }

    /// "is aligned with", "is 8 points after", "is at least 8 points below", "is at or before".
    private static func comparePositions(_ constraint: LayoutConstraint, second: LayoutAnchor, subject: ViewNaming.Name, objectOwner: String) -> String {
        let (after, before) = directionWords(constraint.first.attribute, second.attribute)
        let target = "\(objectOwner) \(phrase(second.attribute))"
        let start = "\(subject.possessive) \(phrase(constraint.first.attribute)) is"
        let distance = points(abs(constraint.constant))
        let word = constraint.constant >= 0 ? after : before
        switch (constraint.relation, constraint.constant) {
        case (.equal, 0): return "\(start) aligned with \(target)"
        case (.greaterThanOrEqual, 0): return "\(start) at or \(after) \(target)"
        case (.lessThanOrEqual, 0): return "\(start) at or \(before) \(target)"
        case (.equal, _): return "\(start) \(distance) \(word) \(target)"
        case (.greaterThanOrEqual, let c): return "\(start) \(c > 0 ? "at least" : "at most") \(distance) \(word) \(target)"
        case (.lessThanOrEqual, let c): return "\(start) \(c > 0 ? "at most" : "at least") \(distance) \(word) \(target)"
        }
    }

    /// Leading and trailing read "after"/"before" (they follow the writing direction); left,
    /// right and centers "to the right of"/"to the left of"; vertical positions "below"/"above".
    private static func directionWords(_ a: LayoutAttribute, _ b: LayoutAttribute) -> (after: String, before: String) {
        if a.axis == .vertical { return ("below", "above") }
        if a.isDirectional || b.isDirectional { return ("after", "before") }
        return ("to the right of", "to the left of")
    }

    // MARK: words

    static func phrase(_ attribute: LayoutAttribute) -> String {
        switch attribute {
        case .notAnAttribute: "nothing"
        case .left: "left edge"
        case .right: "right edge"
        case .top: "top edge"
        case .bottom: "bottom edge"
        case .leading: "leading edge"
        case .trailing: "trailing edge"
        case .width: "width"
        case .height: "height"
        case .centerX: "horizontal center"
        case .centerY: "vertical center"
        case .lastBaseline: "last baseline"
        case .firstBaseline: "first baseline"
        case .leftMargin: "left margin"
        case .rightMargin: "right margin"
        case .topMargin: "top margin"
        case .bottomMargin: "bottom margin"
        case .leadingMargin: "leading margin"
        case .trailingMargin: "trailing margin"
        case .centerXWithinMargins: "horizontal center within its margins"
        case .centerYWithinMargins: "vertical center within its margins"
        }
    }

    private static func bound(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: ""
        case .greaterThanOrEqual: "at least "
        case .lessThanOrEqual: "at most "
        }
    }

    private static func verb(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: "equals"
        case .greaterThanOrEqual: "is at least"
        case .lessThanOrEqual: "is at most"
        }
    }

    static func points(_ value: Double) -> String {
        "\(formatPoints(value)) \(abs(value) == 1 ? "point" : "points")"
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
