import PropertyBased

/// A complete layout written as Swift code a developer would write: every view placed on both
/// axes, so that autolint must find nothing in it. Its building code is a list of steps, so that a
/// rewrite can route any of them through code autolint does not model (`SourceRewrite`).
struct GeneratedSourceLayout {
    enum Host: CaseIterable { case view, viewController }

    struct View {
        var name: String
        var className: String
        var parent: String?
    }

    /// How a view's constraints are written.
    enum Style: CaseIterable { case activateList, isActive, snapKit }

    enum Step {
        case addSubview(child: String, parent: String?)
        case turnOffAutoresizing(String)
        /// Constraints of one view (anchor expressions, or SnapKit maker lines).
        case constrain(view: String, parent: String?, constraints: [String], style: Style)
    }

    var host: Host
    var views: [View]
    var steps: [Step]

    var rootExpression: String { host == .view ? "self" : "view" }

    func expression(of parent: String?) -> String { parent ?? rootExpression }

    /// A random complete layout of two to six views, some nested in others.
    static func random(using generator: inout Xoshiro) -> GeneratedSourceLayout {
        let host = Host.allCases.randomElement(using: &generator)!
        var views: [View] = []
        var steps: [Step] = []
        let count = Int.random(in: 2...6, using: &generator)
        for index in 0..<count {
            let isLabel = Bool.random(using: &generator) && index > 0
            let containers = views.filter { $0.className == "UIView" }.map(\.name)
            let parent: String? = containers.isEmpty || Bool.random(using: &generator) ? nil : containers.randomElement(using: &generator)
            let view = View(name: (isLabel ? "label" : "box") + "\(index)", className: isLabel ? "UILabel" : "UIView", parent: parent)
            views.append(view)
            steps.append(.addSubview(child: view.name, parent: parent))
            let style = Style.allCases.randomElement(using: &generator)!
            if style != .snapKit { steps.append(.turnOffAutoresizing(view.name)) }
            let constraints = style == .snapKit
                ? snapKitLines(isLabel: isLabel, using: &generator)
                : anchorConstraints(of: view.name, in: host == .view && parent == nil ? nil : (parent ?? "view"), isLabel: isLabel, using: &generator)
            steps.append(.constrain(view: view.name, parent: parent, constraints: constraints, style: style))
        }
        return GeneratedSourceLayout(host: host, views: views, steps: steps)
    }

    /// Two constraints per axis (or one where a label's intrinsic size gives the other). Insets
    /// never add up to a parent's smallest size, so nesting never conflicts.
    /// `parent` nil: the view's own anchors, written without `self.` as a view's code does.
    static func anchorConstraints(of view: String, in parent: String?, isLabel: Bool, using generator: inout Xoshiro) -> [String] {
        func anchor(_ name: String) -> String { parent.map { "\($0).\(name)Anchor" } ?? "\(name)Anchor" }
        func c() -> Int { Int.random(in: 0...8, using: &generator) }
        func size() -> Int { Int.random(in: 40...200, using: &generator) }
        var made: [String] = []
        for (lead, trail, center, dimension) in [("leading", "trailing", "centerX", "width"), ("top", "bottom", "centerY", "height")] {
            switch Int.random(in: 0...(isLabel ? 3 : 2), using: &generator) {
            case 0:
                made.append("\(view).\(lead)Anchor.constraint(equalTo: \(anchor(lead)), constant: \(c()))")
                made.append("\(view).\(trail)Anchor.constraint(equalTo: \(anchor(trail)), constant: -\(c()))")
            case 1:
                made.append("\(view).\(lead)Anchor.constraint(equalTo: \(anchor(lead)), constant: \(c()))")
                made.append("\(view).\(dimension)Anchor.constraint(equalToConstant: \(size()))")
            case 2:
                made.append("\(view).\(center)Anchor.constraint(equalTo: \(anchor(center)))")
                made.append("\(view).\(dimension)Anchor.constraint(equalToConstant: \(size()))")
            default:
                made.append("\(view).\(lead)Anchor.constraint(equalTo: \(anchor(lead)), constant: \(c()))")
            }
        }
        return made
    }

    static func snapKitLines(isLabel: Bool, using generator: inout Xoshiro) -> [String] {
        func c() -> Int { Int.random(in: 0...8, using: &generator) }
        func size() -> Int { Int.random(in: 40...200, using: &generator) }
        var lines: [String] = []
        for (lead, trail, center, dimension) in [("leading", "trailing", "centerX", "width"), ("top", "bottom", "centerY", "height")] {
            switch Int.random(in: 0...(isLabel ? 3 : 2), using: &generator) {
            case 0:
                lines.append("make.\(lead).equalToSuperview().offset(\(c()))")
                lines.append("make.\(trail).equalToSuperview().offset(-\(c()))")
            case 1:
                lines.append("make.\(lead).equalToSuperview().offset(\(c()))")
                lines.append("make.\(dimension).equalTo(\(size()))")
            case 2:
                lines.append("make.\(center).equalToSuperview()")
                lines.append("make.\(dimension).equalTo(\(size()))")
            default:
                lines.append("make.\(lead).equalToSuperview().offset(\(c()))")
            }
        }
        return lines
    }
}
