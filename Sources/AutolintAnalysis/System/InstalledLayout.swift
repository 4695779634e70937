import AutolintModel

/// The layout as UIKit installs it in one configuration: the size-class variations that apply
/// remove views (with their subviews) and constraints, add constraints and change stack view
/// properties; every stack view then adds the constraints and spacer guides it arranges with.
struct InstalledLayout {
    let layout: Layout
    /// Active constraints, the layout's first (variations applied), then the stack views'.
    let constraints: [LayoutConstraint]

    init(_ original: Layout, in configuration: Configuration) {
        let variations = original.variations.filter { $0.applies(to: configuration.sizeClasses) }
        var layout = original
        let removedViews = InstalledLayout.withSubviews(Set(variations.flatMap(\.removedViews)), in: original)
        if !removedViews.isEmpty {
            layout.setViews(original.views.filter { !removedViews.contains($0.id) }.map { view in
                var kept = view
                kept.subviews.removeAll(where: removedViews.contains)
                return kept
            })
        }
        for change in variations.flatMap(\.stackViews) {
            layout.updateView(change.view) { $0.stack = change.properties }
        }

        // Shared with the layout, not copied, when every constraint is active (the usual case).
        var constraints = original.constraints.allSatisfy(\.isActive) ? original.constraints : original.constraints.filter(\.isActive)
        for variation in variations {
            let removed = Set(variation.remove)
            constraints.removeAll { $0.id.map(removed.contains) ?? false }
            constraints += variation.add.filter(\.isActive)
        }
        if !removedViews.isEmpty {
            constraints.removeAll { $0.items.contains { removedViews.contains($0.view) } }
        }

        let arrangement = StackViewArrangement.make(for: layout)
        // Spacer guides belong to the stack view whose constraints name them.
        let guideItems = arrangement.constraints.flatMap(\.items).filter(\.isGuide)
        for guide in arrangement.guides {
            guard let owner = guideItems.first(where: { $0.guide == guide.kind })?.view else { continue }
            layout.updateView(owner) { $0.guides.append(guide) }
        }
        self.layout = layout
        if !arrangement.constraints.isEmpty { constraints += arrangement.constraints }
        self.constraints = constraints
    }

    /// `ids` and every view below them.
    private static func withSubviews(_ ids: Set<String>, in layout: Layout) -> Set<String> {
        guard !ids.isEmpty else { return [] }
        return Set(layout.views.map(\.id).filter { id in layout.ancestors(of: id).contains(where: ids.contains) })
    }
}
