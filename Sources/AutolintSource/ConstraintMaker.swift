import AutolintModel

/// The constraint-maker DSLs, SnapKit (`view.snp.makeConstraints { make in … }`) and Masonry
/// (`[view mas_makeConstraints:^(MASConstraintMaker *make) { … }]`), reduced to what they mean:
/// each `make.<attributes>.<relation>(<target>)[.offset(…)…]` line is a `Description`, and the
/// library turns it into one `NSLayoutConstraint` per attribute. The Swift and Objective-C front
/// ends read the lines; this file is the one place that knows how the libraries expand them.
enum ConstraintMaker {
    enum Library: Sendable {
        case snapKit, masonry
    }

    /// What a line relates its attributes to.
    enum Target {
        /// A view or guide with no attribute named: each attribute relates to the same one of it.
        case item(LayoutItem)
        /// `other.snp.bottom`, `other.mas_edges`: attributes of another item.
        case attributes(LayoutItem, [LayoutAttribute])
        /// `equalToSuperview()`.
        case superview
        /// A number, size, point or insets: the constant, against the superview (or nothing, for sizes).
        case constant(Constant)
    }

    /// A constant in any form the DSLs take it, resolved per attribute as the library does.
    enum Constant {
        case number(Double)
        case size(width: Double, height: Double)
        case point(x: Double, y: Double)
        case insets(top: Double, left: Double, bottom: Double, right: Double)
        case directionalInsets(top: Double, leading: Double, bottom: Double, trailing: Double)

        /// The constant's value for one attribute, as the library takes it (left to right, as both
        /// are configured by default). Masonry's insets move edges only.
        func value(for attribute: LayoutAttribute, library: Library = .snapKit) -> Double {
            if library == .masonry, case .insets(let top, let left, let bottom, let right) = self {
                switch attribute {
                case .left, .leading: return left
                case .top: return top
                case .bottom: return -bottom
                case .right, .trailing: return -right
                default: return 0
                }
            }
            switch self {
            case .number(let value):
                return value
            case .size(let width, let height):
                return attribute == .width ? width : attribute == .height ? height : 0
            case .point(let x, let y):
                guard let axis = attribute.axis, !attribute.isSize else { return 0 }
                return axis == .horizontal ? x : y
            case .insets(let top, let left, let bottom, let right):
                return Constant.directionalInsets(top: top, leading: left, bottom: bottom, trailing: right).value(for: attribute)
            case .directionalInsets(let top, let leading, let bottom, let trailing):
                switch attribute {
                case .left, .leftMargin, .leading, .leadingMargin: return leading
                case .top, .topMargin, .firstBaseline: return top
                case .right, .rightMargin, .trailing, .trailingMargin: return -trailing
                case .bottom, .bottomMargin, .lastBaseline: return -bottom
                case .centerX, .centerXWithinMargins: return (leading - trailing) / 2
                case .centerY, .centerYWithinMargins: return (top - bottom) / 2
                case .width: return -(leading + trailing)
                case .height: return -(top + bottom)
                case .notAnAttribute: return 0
                }
            }
        }
    }

    /// One line of a maker block.
    struct Description {
        var library: Library
        var item: LayoutItem
        var attributes: [LayoutAttribute]
        var relation = LayoutRelation.equal
        var target: Target?
        /// Set by `offset`/`inset`(s); replaces a constant given as the target.
        var constant: Constant?
        var multiplier = 1.0
        var priority = LayoutPriority.required
        var identifier: String?
        var location: SourceLocation
        /// Something on the line autolint could not read (a run-time value): the views it names are open.
        var isUnderstood = true
    }

    /// The constraints a line makes, one per attribute, as the library makes them; nil when it
    /// needs a superview the view does not have yet (the library would fail there at run time).
    static func constraints(for description: Description, superview: String?) -> [LayoutConstraint]? {
        var made: [LayoutConstraint] = []
        let targetAttributes: [LayoutAttribute]
        let targetItem: LayoutItem?
        var constant = description.constant
        switch description.target {
        case .item(let item)?: (targetItem, targetAttributes) = (item, [])
        case .attributes(let item, let attributes)?: (targetItem, targetAttributes) = (item, attributes)
        case .superview?: (targetItem, targetAttributes) = (superview.map { LayoutItem(view: $0) }, [])
        case .constant(let given)?:
            (targetItem, targetAttributes) = (nil, [])
            if constant == nil { constant = given }
        case nil: return []
        }
        if case .superview? = description.target, targetItem == nil { return nil }
        for attribute in description.attributes {
            let toAttribute = self.toAttribute(for: attribute, from: description.attributes, to: targetAttributes,
                                               hasTarget: targetItem != nil, library: description.library)
            var second: LayoutAnchor?
            if let targetItem {
                second = LayoutAnchor(targetItem, toAttribute)
            } else if !toAttribute.isSize {
                // A constant for a position is measured from the superview.
                guard let superview else { return nil }
                second = LayoutAnchor(LayoutItem(view: superview), toAttribute)
            }
            // SnapKit reads the constant for the target's attribute, Masonry for the view's own.
            let value = constant.map { $0.value(for: description.library == .snapKit ? toAttribute : attribute, library: description.library) } ?? 0
            made.append(LayoutConstraint(
                id: nil, identifier: description.identifier, first: LayoutAnchor(description.item, attribute), relation: description.relation,
                second: second, multiplier: second == nil ? 1 : description.multiplier, constant: value,
                priority: description.priority, location: description.location))
        }
        return made
    }

    /// The attribute of the target an attribute relates to.
    static func toAttribute(for attribute: LayoutAttribute, from: [LayoutAttribute], to: [LayoutAttribute], hasTarget: Bool, library: Library) -> LayoutAttribute {
        guard !to.isEmpty else {
            // SnapKit relates a centre given as a bare number to the superview's left or top.
            if library == .snapKit, !hasTarget, attribute == .centerX || attribute == .centerY {
                return attribute == .centerX ? .left : .top
            }
            return attribute
        }
        if let mapped = marginMapping(from: from, to: to)?[attribute] { return mapped }
        if Set(from) == Set(to) { return attribute }
        return to[0]
    }

    /// `edges` to `margins` (and back, and their directional forms): each edge to its margin.
    private static func marginMapping(from: [LayoutAttribute], to: [LayoutAttribute]) -> [LayoutAttribute: LayoutAttribute]? {
        let pairs: [(LayoutAttribute, LayoutAttribute)] = [
            (.left, .leftMargin), (.right, .rightMargin), (.top, .topMargin), (.bottom, .bottomMargin),
            (.leading, .leadingMargin), (.trailing, .trailingMargin),
        ]
        let from = Set(from), to = Set(to)
        for (edges, margins) in [(composites["edges"]!, composites["margins"]!), (composites["directionalEdges"]!, composites["directionalMargins"]!)] {
            if from == Set(edges) && to == Set(margins) { return Dictionary(uniqueKeysWithValues: pairs) }
            if from == Set(margins) && to == Set(edges) { return Dictionary(uniqueKeysWithValues: pairs.map { ($1, $0) }) }
        }
        return nil
    }

    /// Attribute names of the makers (`make.top`, `other.snp.edges`, `view.mas_leading`), in the
    /// order the libraries expand composites.
    static func attributes(named name: String) -> [LayoutAttribute]? {
        if let composite = composites[name] { return composite }
        guard let attribute = LayoutAttribute(name: name), attribute != .notAnAttribute else { return nil }
        return [attribute]
    }

    static let composites: [String: [LayoutAttribute]] = [
        "edges": [.left, .top, .right, .bottom],
        "horizontalEdges": [.left, .right],
        "verticalEdges": [.top, .bottom],
        "directionalEdges": [.top, .bottom, .leading, .trailing],
        "directionalHorizontalEdges": [.leading, .trailing],
        "directionalVerticalEdges": [.top, .bottom],
        "size": [.width, .height],
        "center": [.centerX, .centerY],
        "margins": [.leftMargin, .rightMargin, .topMargin, .bottomMargin],
        "directionalMargins": [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    /// `.required`, `.high`, `.medium`, `.low` (SnapKit's `ConstraintPriority`), Masonry's
    /// `priorityHigh()` and the like.
    static let priorities: [String: Float] = ["required": 1000, "high": 750, "medium": 500, "low": 250]
}

extension SourceLayoutBuilder {
    /// A maker block's lines made into constraints, as the library does when the block returns:
    /// the view stops translating its autoresizing mask, `remake` drops the ones made before,
    /// `update` changes the constants of matching ones, and a line with something autolint could
    /// not read, or needing a superview the view does not have yet, opens its views instead.
    func make(_ lines: [ConstraintMaker.Description], on item: LayoutItem, replacing: Bool, updating: Bool, library: String) {
        if item.guide == nil { update(item.view) { $0.translatesAutoresizingMask = false } }
        if replacing { deactivateMakerConstraints(of: item.view) }
        for line in lines {
            var targetViews: [String] = []
            switch line.target {
            case .item(let target)?, .attributes(let target, _)?: targetViews = [target.view]
            default: break
            }
            guard line.isUnderstood else {
                open([line.item.view] + targetViews, reason: "a \(library) line with a value autolint does not know", at: line.location)
                continue
            }
            guard let made = ConstraintMaker.constraints(for: line, superview: view(line.item.view)?.parent) else {
                open([line.item.view], reason: "a \(library) line that needs a superview the view has not been added to yet", at: line.location)
                continue
            }
            for constraint in made {
                if updating, let existing = makerConstraint(matching: constraint, of: line.item.view) {
                    updateConstraint(existing) { $0.constraint.constant = constraint.constant }
                } else {
                    activate(addMakerConstraint(constraint, of: line.item.view))
                }
            }
        }
    }
}
