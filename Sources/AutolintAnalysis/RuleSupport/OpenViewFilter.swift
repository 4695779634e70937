import AutolintModel

/// What autolint could not follow makes views *open* (`source-code.md`), and a rule that needs
/// the whole system must say nothing about them, nor about the views the unknown could reach
/// through constraints: in source code, what flows into code autolint does not model. In a
/// document, the views whose class the app's code finishes (`LayoutView.finishedInCode`) are not
/// the subject of such findings. A view's root given from outside (a `UIView` subclass, a cell)
/// has a size no finding may depend on: conflicts and never-met priorities that involve the
/// root's frame are dropped too, and so are those that stand on an intrinsic size, whose value in
/// code is only an estimate.
public enum OpenViewFilter {
    /// Rules whose verdicts depend on every constraint of the system.
    public static let wholeSystemRules: Set<String> = [
        "missing-constraints", "content-priority-ambiguity", "conflicting-constraints", "unsatisfiable-priority",
        "misplaced-view", "autoresizing-conflict",
    ]

    /// Rules whose verdicts depend on constants, priorities and sizes, not only on which
    /// constraints exist.
    static let valueDependentRules: Set<String> = [
        "conflicting-constraints", "unsatisfiable-priority", "misplaced-view", "content-priority-ambiguity", "autoresizing-conflict",
    ]

    /// The open views and every view joined to one by an active constraint or a stack view's
    /// arrangement (which makes constraints between the stack and all it arranges), transitively
    /// (the root's frame is fixed, so it passes nothing on).
    public static func openViews(in layout: Layout) -> Set<String> {
        guard let seeds = layout.sourceFacts?.openViews, !seeds.isEmpty else { return [] }
        var neighbours: [String: [String]] = [:]
        func join(_ group: [String]) {
            let views = group.filter { $0 != layout.root.id }
            for view in views { neighbours[view, default: []] += views.filter { $0 != view } }
        }
        for constraint in layout.constraints where constraint.isActive { join(constraint.items.map(\.view)) }
        for view in layout.views { if let stack = view.stack { join([view.id] + stack.arrangedSubviews) } }
        var open = Set(seeds)
        var pending = seeds
        while let view = pending.popLast() {
            for next in neighbours[view] ?? [] where open.insert(next).inserted { pending.append(next) }
        }
        return open
    }

    /// The diagnostics a source layout can stand behind.
    public static func filter(_ diagnostics: [Diagnostic], in layout: Layout) -> [Diagnostic] {
        guard let facts = layout.sourceFacts else { return filterFinishedInCode(diagnostics, in: layout) }
        let open = openViews(in: layout)
        return diagnostics.filter { diagnostic in
            guard wholeSystemRules.contains(diagnostic.rule) else { return true }
            if diagnostic.views.contains(where: open.contains) { return false }
            guard valueDependentRules.contains(diagnostic.rule) else { return true }
            if diagnostic.views.contains(where: facts.valuesSetElsewhere.contains) { return false }
            if facts.rootSizeIsExternal, diagnostic.constraints.contains(where: { $0.hasSuffix("(device frame)") }) { return false }
            // Intrinsic sizes in code are estimates (a label's text, a button's title): a finding
            // that stands on one could vanish for the real value.
            return !diagnostic.constraints.contains { $0.hasSuffix("(compression resistance)") || $0.hasSuffix("(content hugging)") }
        }
    }

    /// A document: a view whose class the app's code finishes has a size from that code (its
    /// intrinsic size, the views and constraints it adds), which the document does not show. A
    /// finding that it has no size, or that its size ties with another's, is not reported; one
    /// that holds whatever its content (a required height against a stack's hiding, a pin that
    /// beats a wish) still is.
    static func filterFinishedInCode(_ diagnostics: [Diagnostic], in layout: Layout) -> [Diagnostic] {
        let finished = Set(layout.views.filter { $0.finishedInCode != nil }.map(\.id))
        guard !finished.isEmpty else { return diagnostics }
        return diagnostics.filter { !contentSizeRules.contains($0.rule) || !$0.views.contains(where: finished.contains) }
    }

    /// Rules whose findings a view's own content size would settle.
    static let contentSizeRules: Set<String> = ["missing-constraints", "content-priority-ambiguity"]
}
