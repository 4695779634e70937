import AutolintModel

/// A view whose frame in the input is not where its constraints put it: the canvas (or the
/// author's expectation) and the running app disagree.
public struct MisplacedViewRule: AnalysisRule {
    public init() {}

    /// Differences up to this are rounding, not misplacement.
    public static let tolerance = 0.5

    public static let description = RuleDescription(
        id: "misplaced-view", name: "Misplaced View", defaultSeverity: .warning,
        description: """
            The frame given in the input differs from the solved frame, in Xcode's words: \
            "Frame for "X" will be different at run time". Prints both frames. Checked in the first \
            configuration that keeps the layout's own root size (an IB document's canvas), for views \
            that are neither ambiguous nor laid out by their autoresizing mask. On an Interface \
            Builder document only views IB itself saved as misplaced or ambiguous are compared (IB \
            laid the others out with the real fonts and control metrics, which autolint estimates), \
            not those that move with a constraint code holds (an outlet); views that move only \
            because the root is not at its saved size are named in the root's finding.
            """,
        triggeringExamples: [
            """
            device: iphone-se
            root:
              subviews: [{id: box, frame: [0, 0, 100, 44]}]
            constraints:
              - box.leading == root.leading + 20
              - box.top == root.top + 20
              - box.width == 100
              - box.height == 44
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iphone-se
            root:
              subviews: [{id: box, frame: [20, 20, 100, 44]}]
            constraints:
              - box.leading == root.leading + 20
              - box.top == root.top + 20
              - box.width == 100
              - box.height == 44
            """,
        ])

    public func validate(_ analysis: LayoutAnalysis) -> [Diagnostic] {
        guard let configuration = analysis.configurations.first(where: { Self.isCanvas($0, of: analysis.layout) }) else { return [] }
        let layout = configuration.layout
        // The root is where its configuration puts it, unless the layout is sized otherwise than
        // its saved frame (a Touch Bar item's design size); cells are sized by their table.
        let checksRoot = layout.encapsulatedLayout == nil && layout.rootSize != nil
        // Hidden views (and what they hold) are not drawn; a stack view collapses them.
        let hidden = layout.hiddenInHierarchy()
        let defersToInterfaceBuilder = layout.origin == .interfaceBuilder
        let misplaced = layout.views.enumerated().compactMap { index, view -> (view: LayoutView, saved: Rect, expected: Rect)? in
            guard index > 0 || checksRoot, !hidden[index], let given = view.frame, index == 0 || !view.translatesAutoresizingMask,
                  !defersToInterfaceBuilder || Self.interfaceBuilderDoubts(view),
                  !configuration.hasAmbiguousLayout(view.id),
                  let solved = configuration.frame(of: view.id), !given.isClose(to: solved, tolerance: Self.tolerance) else { return nil }
            // Shown as the input saved it: the drawn frame, around the alignment rectangle.
            return (view, given.outset(by: view.alignmentInsets), solved.outset(by: view.alignmentInsets))
        }
        let followingCode = Self.viewsPlacedByCode(misplaced.map(\.view), in: configuration, of: analysis)
        let placed = misplaced.filter { !followingCode.contains($0.view.id) }
        let followingRoot = Self.viewsMisplacedOnlyByTheRoot(placed.map(\.view), in: configuration, of: analysis)
        let reported = placed.filter { !followingRoot.contains($0.view.id) }
        let siblings = Self.misplacedSiblings(reported.map(\.view))
        return reported.compactMap { view, saved, expected in
            guard let others = siblings[view.id] else { return nil }
            let moving = view.id == layout.root.id ? placed.map(\.view.id).filter(followingRoot.contains) : []
            return Self.description.diagnostic(
                at: configuration.location(ofView: view.id), views: [view.id] + moving + others,
                message: "Frame for \"\(view.name)\" will be different at run time: given \(saved), solved \(expected)"
                    + configuration.othersMovingWithIt(moving) + Self.siblingsMisplacedToo(others, in: configuration),
                fixes: ["Update the frame to \(expected)"] + (others.isEmpty ? [] : ["Update the frames of every view in its superview"]),
                configuration: configuration.configuration.name)
        }
    }

    /// One container, one finding: views of one superview that are all misplaced were left so by
    /// one change (a row whose equal widths changed, a switch centred on a label that grew, panes
    /// saved in one place), and one "Update Frames" on the superview mends them. The first in
    /// document order carries the finding and names the others; the others have none (nil).
    static func misplacedSiblings(_ views: [LayoutView]) -> [String: [String]] {
        var first: [String: String] = [:]
        var others: [String: [String]] = [:]
        for view in views {
            let container = view.parent ?? ""
            if let carrier = first[container] {
                others[carrier, default: []].append(view.id)
            } else {
                first[container] = view.id
                others[view.id] = []
            }
        }
        return others
    }

    static func siblingsMisplacedToo(_ ids: [String], in configuration: ConfigurationAnalysis) -> String {
        guard !ids.isEmpty else { return "" }
        let plural = ids.count > 1
        return "; \(ids.count) other view\(plural ? "s" : "") in its superview \(plural ? "are" : "is") misplaced too (\(configuration.shortList(ofViews: ids)))"
    }

    /// A view whose frame follows a constraint that code holds (an IB outlet: code sets its
    /// constant, as pocket-casts sets `headerHeightConstraint`) is where code puts it, not where
    /// the document's constant does. Decided by solving again with every such constant moved:
    /// the views that move with them are left out.
    static func viewsPlacedByCode(_ misplaced: [LayoutView], in configuration: ConfigurationAnalysis, of analysis: LayoutAnalysis) -> Set<String> {
        guard !misplaced.isEmpty, analysis.layout.constraints.contains(where: \.isHeldByCode) else { return [] }
        let solved = analysis.solving(analysis.layout.movingConstantsHeldByCode(by: 10), in: configuration.configuration)
        return Set(misplaced.filter { view in
            guard let before = configuration.frame(of: view.id), let after = solved.frame(of: view.id) else { return false }
            return !before.isClose(to: after, tolerance: 0.01)
        }.map(\.id))
    }

    /// One cause, one finding: a root saved at another size than it gets (a stale canvas height)
    /// moves every view pinned to its far edges. Solved again with the root at its saved size,
    /// the views that then sit where they were saved are misplaced only because the root is, and
    /// are named in the root's finding (DuckDuckGo's `Feedback.storyboard`: a root saved 666
    /// points tall below a 64-point bar on a 736-point screen, and three views pinned to its bottom).
    static func viewsMisplacedOnlyByTheRoot(_ misplaced: [LayoutView], in configuration: ConfigurationAnalysis, of analysis: LayoutAnalysis) -> Set<String> {
        let root = configuration.layout.root
        guard misplaced.count > 1, misplaced.first?.id == root.id, let savedSize = root.frame?.size,
              savedSize != configuration.configuration.rootSize else { return [] }
        var whatIf = configuration.configuration
        whatIf.rootSize = savedSize
        let resized = analysis.solving(analysis.layout, in: whatIf)
        return Set(misplaced.dropFirst().filter { view in
            guard let given = view.frame, let solved = resized.frame(of: view.id), !resized.hasAmbiguousLayout(view.id) else { return false }
            return given.isClose(to: solved, tolerance: tolerance)
        }.map(\.id))
    }

    /// IB saves `misplaced="YES"` on a view whose frame its own engine would move, and
    /// `ambiguous="YES"` where it could not place the view at all; a view saved with neither was
    /// laid out by IB with the real fonts and control metrics, which autolint only estimates. On
    /// the corpus 147 of the 153 differences autolint found on such views came from those
    /// estimates, from run-time code or repeated another finding (docs/interface-builder.md).
    static func interfaceBuilderDoubts(_ view: LayoutView) -> Bool {
        view.savedFlags.contains("misplaced") || view.savedFlags.contains("ambiguous")
    }

    /// Saved frames were laid out with the root at its saved size: only a configuration that
    /// keeps the layout's own root size (its canvas) can be compared with them.
    static func isCanvas(_ configuration: ConfigurationAnalysis, of layout: Layout) -> Bool {
        guard let rootSize = layout.rootSize else { return true }
        return configuration.configuration.rootSize == rootSize
    }
}
