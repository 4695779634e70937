import AutolintModel

/// Small builders for layouts written in Swift, so tests read like fixtures.
enum LayoutBuilding {
    static func anchor(_ item: String, _ attribute: LayoutAttribute) -> LayoutAnchor {
        let parts = item.split(separator: ".").map(String.init)
        guard parts.count == 2 else { return LayoutAnchor(.view(item), attribute) }
        return LayoutAnchor(LayoutItem(view: parts[0], guide: GuideKind(suffix: parts[1]) ?? .custom(parts[1])), attribute)
    }

    static func constraint(
        _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        _ second: String? = nil, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required, id: String? = nil
    ) -> LayoutConstraint {
        LayoutConstraint(
            id: id, first: anchor(first, firstAttribute), relation: relation,
            second: second.map { anchor($0, secondAttribute ?? firstAttribute) },
            multiplier: multiplier, constant: constant, priority: priority)
    }

    /// A root (`root`) with the given subviews (each view's `parent` set from nesting).
    static func layout(_ subviews: [LayoutView], nested: [String: [LayoutView]] = [:], constraints: [LayoutConstraint],
                       rootSize: Size? = nil, root: LayoutView = LayoutView(id: "root")) -> Layout {
        var views: [LayoutView] = []
        func add(_ view: LayoutView, parent: String?) {
            var placed = view
            placed.parent = parent
            let children = parent == nil ? subviews : (nested[view.id] ?? [])
            placed.subviews = children.map(\.id)
            views.append(placed)
            for child in children { add(child, parent: view.id) }
        }
        add(root, parent: nil)
        return Layout(name: "test", views: views, constraints: constraints, rootSize: rootSize)
    }

    static func configuration(_ device: String = "iphone-se", _ direction: WritingDirection = .leftToRight, rootSize: Size? = nil) -> Configuration {
        Configuration(device: Device.named(device)!, direction: direction, rootSize: rootSize)
    }
}
