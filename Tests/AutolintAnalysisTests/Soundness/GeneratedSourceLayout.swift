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

    /// How a view is placed along one axis: both edges, one edge and a size, the centre and a
    /// size, or one edge alone where a label's intrinsic size gives the rest. Insets never add up
    /// to a parent's smallest size, so nesting never conflicts.
    enum Placement {
        case edges(Int, Int), edgeAndSize(Int, Int), centreAndSize(Int), edge(Int)

        static func random(isLabel: Bool, using generator: inout Xoshiro) -> Placement {
            func inset() -> Int { Int.random(in: 0...8, using: &generator) }
            func size() -> Int { Int.random(in: 40...200, using: &generator) }
            switch Int.random(in: 0...(isLabel ? 3 : 2), using: &generator) {
            case 0: return .edges(inset(), inset())
            case 1: return .edgeAndSize(inset(), size())
            case 2: return .centreAndSize(size())
            default: return .edge(inset())
            }
        }
    }

    static let axes = [(lead: "leading", trail: "trailing", centre: "centerX", size: "width"), (lead: "top", trail: "bottom", centre: "centerY", size: "height")]

    /// With the anchor API. `parent` nil: the view's own anchors, written without `self.` as a
    /// view's code does.
    static func anchorConstraints(of view: String, in parent: String?, isLabel: Bool, using generator: inout Xoshiro) -> [String] {
        func anchor(_ name: String) -> String { parent.map { "\($0).\(name)Anchor" } ?? "\(name)Anchor" }
        return axes.flatMap { axis -> [String] in
            let lead = "\(view).\(axis.lead)Anchor.constraint(equalTo: \(anchor(axis.lead)), constant: "
            switch Placement.random(isLabel: isLabel, using: &generator) {
            case .edges(let start, let end):
                return [lead + "\(start))", "\(view).\(axis.trail)Anchor.constraint(equalTo: \(anchor(axis.trail)), constant: -\(end))"]
            case .edgeAndSize(let start, let size):
                return [lead + "\(start))", "\(view).\(axis.size)Anchor.constraint(equalToConstant: \(size))"]
            case .centreAndSize(let size):
                return ["\(view).\(axis.centre)Anchor.constraint(equalTo: \(anchor(axis.centre)))", "\(view).\(axis.size)Anchor.constraint(equalToConstant: \(size))"]
            case .edge(let start):
                return [lead + "\(start))"]
            }
        }
    }

    /// The maker lines of a SnapKit block.
    static func snapKitLines(isLabel: Bool, using generator: inout Xoshiro) -> [String] {
        axes.flatMap { axis -> [String] in
            switch Placement.random(isLabel: isLabel, using: &generator) {
            case .edges(let start, let end):
                return ["make.\(axis.lead).equalToSuperview().offset(\(start))", "make.\(axis.trail).equalToSuperview().offset(-\(end))"]
            case .edgeAndSize(let start, let size):
                return ["make.\(axis.lead).equalToSuperview().offset(\(start))", "make.\(axis.size).equalTo(\(size))"]
            case .centreAndSize(let size):
                return ["make.\(axis.centre).equalToSuperview()", "make.\(axis.size).equalTo(\(size))"]
            case .edge(let start):
                return ["make.\(axis.lead).equalToSuperview().offset(\(start))"]
            }
        }
    }
}
