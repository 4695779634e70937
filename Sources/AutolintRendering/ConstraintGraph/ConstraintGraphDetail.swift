/// How much a constraint graph spells out; large graphs need a layout Graphviz can do quickly.
public enum ConstraintGraphDetail: String, Hashable, Sendable, CaseIterable {
    /// `detailed` up to `detailedLimit` drawn constraints, `overview` above.
    case automatic
    /// Every edge labelled with its equation, ranked by the constraints themselves (a view sits
    /// below the views it is placed against). A constraint on one view hangs from a small dot.
    case detailed
    /// Ranked by depth in the view hierarchy, equations only in each edge's tooltip. `dot`'s cost
    /// grows with the number of ranks an edge crosses; ranked by constraints, a list's rows form
    /// one long chain that every edge to the superview crosses (quadratic), ranked by depth no edge
    /// crosses more ranks than the hierarchy is deep.
    case overview

    /// Above this many drawn constraints `automatic` means `overview`.
    public static let detailedLimit = 150

    func resolved(constraintCount: Int) -> ConstraintGraphDetail {
        guard self == .automatic else { return self }
        return constraintCount <= Self.detailedLimit ? .detailed : .overview
    }
}
