import AutolintModel

/// One cause, one finding: views left undetermined only because another view is. An empty stack
/// with no height leaves its container's height open, and every view placed below them moves
/// with it; pinning the empty stack's height would settle them all, so they are one finding on
/// the stack that names the others (issue #14: one such view in a detail screen gave 9 errors).
struct UnderconstrainedGroup: Equatable {
    /// The ambiguity reported, on the view that would take the missing constraint.
    var cause: ViewAmbiguity
    /// Ambiguities that no optimal solution moves once the cause's free unknowns are held, in
    /// their order: other views, the cause's own other axis where an aspect ratio couples them,
    /// scrollable content sizes.
    var dependents: [ViewAmbiguity] = []
}

extension ConfigurationAnalysis {
    /// Pin tests per configuration at most (each one an ambiguity analysis of the axis); views
    /// left after that are reported on their own, as before any grouping.
    static let pinTestBudget = 64

    /// Groups underconstrained ambiguities (in their order) by cause, decided exactly: a view
    /// joins a cause's group when holding the cause's free position or size at its solved value
    /// leaves no optimal solution that moves the view. Causes are tried in the order a missing
    /// constraint most likely belongs to them: views whose size is free before views that only
    /// move, deeper views before their containers (content sizes its containers, not the other
    /// way round), then pre-order. Groups come back in the order of their causes.
    func underconstrainedGroups(_ ambiguities: [ViewAmbiguity]) -> [UnderconstrainedGroup] {
        // Nothing to group, and nothing to index: the components below walk every equation.
        guard ambiguities.count > 1, let solved else { return ambiguities.map { UnderconstrainedGroup(cause: $0) } }
        let unknownsOf = ambiguities.map { ambiguity in
            let owner: LayoutItem = ambiguity.isScrollableContent ? LayoutItem(view: ambiguity.view, guide: .contentLayout) : .view(ambiguity.view)
            return ambiguity.components.compactMap { system.unknowns.index(owner, $0) }
        }
        // A scroll view's content sits inside it.
        let depth = ambiguities.map { layout.ancestors(of: $0.view).count + ($0.isScrollableContent ? 1 : 0) }
        var dependentsOf: [Int: [Int]] = [:]
        var budget = Self.pinTestBudget
        // Only views whose free unknowns all share a component with the cause's can follow it; a
        // cause with none is settled without a pin test (an analysis of the whole axis).
        let component = Self.undeterminedComponents(solved.undeterminedUnknowns, equations: system.equations)
        // One pool per solver: an aspect ratio couples the axes into one.
        for axes in solved.axisGroups {
            let pool = ambiguities.indices.filter { axes.contains(ambiguities[$0].axis) && !unknownsOf[$0].isEmpty }
            let tried = pool.sorted { a, b in
                let (sizeA, sizeB) = (ambiguities[a].sizeIsFree, ambiguities[b].sizeIsFree)
                if sizeA != sizeB { return sizeA }
                if depth[a] != depth[b] { return depth[a] > depth[b] }
                return a < b
            }
            var remaining = Set(pool)
            let componentsOf = Dictionary(uniqueKeysWithValues: pool.map { ($0, Set(unknownsOf[$0].map(component))) })
            var inComponent: [Int: [Int]] = [:]
            for index in pool { for key in componentsOf[index]! { inComponent[key, default: []].append(index) } }
            for cause in tried where remaining.contains(cause) {
                remaining.remove(cause)
                guard budget > 0 else { continue }
                let causeComponents = componentsOf[cause]!
                let others = Set(causeComponents.flatMap { inComponent[$0] ?? [] })
                    .filter { remaining.contains($0) && componentsOf[$0]!.isSubset(of: causeComponents) }.sorted()
                guard !others.isEmpty else { continue }
                budget -= 1
                let determined = Set(solved.determined(byPinning: unknownsOf[cause], among: others.flatMap { unknownsOf[$0] },
                                                       axis: ambiguities[cause].axis))
                let dependents = others.filter { unknownsOf[$0].allSatisfy(determined.contains) }
                remaining.subtract(dependents)
                if !dependents.isEmpty { dependentsOf[cause] = dependents }
            }
        }
        let absorbed = Set(dependentsOf.values.joined())
        return ambiguities.indices.filter { !absorbed.contains($0) }.map { index in
            UnderconstrainedGroup(cause: ambiguities[index], dependents: (dependentsOf[index] ?? []).map { ambiguities[$0] })
        }
    }

    /// The connected components of the unknowns some optimal solution moves (the undetermined
    /// ones), joined by the equations that mention two of them: a function from such an unknown to
    /// its component. Determined unknowns take one value on the whole optimal set, and the optimal
    /// set is then a product over these components (the objective is a sum per constraint), so
    /// holding unknowns of one component never settles an unknown of another.
    static func undeterminedComponents(_ undetermined: [Int], equations: [LinearConstraint]) -> (Int) -> Int {
        var parent: [Int: Int] = [:]
        for unknown in undetermined { parent[unknown] = unknown }
        func root(_ unknown: Int) -> Int {
            var node = unknown
            while let next = parent[node], next != node { node = next }
            var walk = unknown
            while let next = parent[walk], next != node { parent[walk] = node; walk = next }
            return node
        }
        for equation in equations {
            let undetermined = equation.expression.terms.map(\.variable).filter { parent[$0] != nil }
            guard let first = undetermined.first else { continue }
            for other in undetermined.dropFirst() {
                let (a, b) = (root(first), root(other))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        let components = parent.keys.reduce(into: [Int: Int]()) { $0[$1] = root($1) }
        // An unknown the analysis does not list as undetermined stands alone.
        return { unknown in components[unknown] ?? -1 - unknown }
    }

    /// IB's "Verify Position Only" (`verifyAmbiguity="ignoreSizes"`): whether the view's position
    /// is free only through its free size, that is, held at its solved size no optimal solution
    /// moves it (a view pinned by its bottom edge alone, whose height the author leaves open).
    func positionFollowsSize(_ ambiguity: ViewAmbiguity) -> Bool {
        guard let solved, ambiguity.sizeIsFree, ambiguity.positionIsFree,
              let size = system.unknowns.index(.view(ambiguity.view), .size(ambiguity.axis)),
              let position = system.unknowns.index(.view(ambiguity.view), .position(ambiguity.axis)) else { return false }
        return !solved.determined(byPinning: [size], among: [position], axis: ambiguity.axis).isEmpty
    }
}
