import AutolintModel

/// Everything a constraint dependency graph shows: a layout, the constraints to draw, and what the
/// analysis found about them in one configuration.
///
/// Findings name constraints either by `LayoutConstraint.label`, the name diagnostics and `solve`
/// use, or by position in `constraints`, as the analysis does; a constraint is marked when either
/// names it. A name that matches no drawn constraint (say, one on the axis filtered out) marks nothing.
public struct ConstraintGraphInput: Sendable {
    public var layout: Layout
    /// What to draw: the layout's active constraints unless given, so that the analysis can hand
    /// in the whole system it solved, intrinsic size, autoresizing and stack view constraints included.
    public var constraints: [LayoutConstraint]
    /// Minimal conflicting sets of required constraints (drawn in red).
    public var conflicts: [[String]]
    /// Optional constraints the solution does not satisfy (drawn dashed).
    public var broken: [String]
    /// The same findings by position in `constraints` (exact where labels repeat).
    public var conflictIndices: [[Int]] = []
    public var brokenIndices: [Int] = []
    /// Views whose frame is ambiguous (marked).
    public var ambiguousViews: [String]
    /// Limits the graph to what determines this view (`--view`).
    public var focusView: String?
    /// Limits the graph to constraints on this axis (`--axis`).
    public var axis: Axis?
    /// The configuration the findings hold in, shown in the title (`iphone-se/rtl`).
    public var configuration: String?
    /// Whether a labelled edge also carries its source location and findings as a tooltip. A page
    /// of many graphs leaves them out: they are most of an edge's bytes, and the page's table has
    /// the locations. Overview edges keep theirs, since their equations are only there.
    public var labelledEdgeTooltips = true
    /// Whether a graph too large to label may leave out the constraints the system made (intrinsic
    /// sizes, autoresizing masks, stack views, ...) that no finding marks, counting them in its
    /// title, to stay labelled. A page of many graphs folds them; `autolint graph` draws them all.
    public var foldsSystemConstraints = false

    public init(
        layout: Layout, constraints: [LayoutConstraint]? = nil, conflicts: [[String]] = [], broken: [String] = [],
        ambiguousViews: [String] = [], focusView: String? = nil, axis: Axis? = nil, configuration: String? = nil
    ) {
        self.layout = layout
        self.constraints = constraints ?? layout.constraints.filter(\.isActive)
        self.conflicts = conflicts
        self.broken = broken
        self.ambiguousViews = ambiguousViews
        self.focusView = focusView
        self.axis = axis
        self.configuration = configuration
    }

    /// Takes the findings from diagnostics of the given configuration (and those that hold in
    /// every configuration): `conflicting-constraints` sets, `unsatisfiable-priority` constraints,
    /// and the views `missing-constraints` and `content-priority-ambiguity` report.
    public mutating func mark(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where diagnostic.configuration == nil || diagnostic.configuration == configuration {
            switch diagnostic.rule {
            case "conflicting-constraints": conflicts.append(diagnostic.constraints)
            case "unsatisfiable-priority": broken += diagnostic.constraints
            case "missing-constraints", "content-priority-ambiguity": ambiguousViews += diagnostic.views
            default: break
            }
        }
    }
}
