import AutolintModel

/// A verdict on numbers must not rest on a number autolint guessed. Interface Builder saves no
/// intrinsic sizes: a label's, a button's or an AppKit control's is estimated from its saved frame
/// or its font (`LayoutView.estimatedIntrinsicAxes`), and the real one, measured by UIKit or AppKit
/// at run time, may differ either way. A conflict, a never-met priority or an autoresizing clash
/// that stands on such a size (its hugging or compression resistance is in the finding's set)
/// could vanish for the real size, so it is not reported; structural findings (a view nothing
/// places) do not depend on the value and stay.
///
/// A content-priority tie between estimated sizes is one too: whether two hugging views share
/// slack, or two resisting ones a shortfall, depends on their sizes against the space, and a row
/// IB measured with the real metrics may fit exactly where autolint's estimates leave a point over
/// (MacDown's editor preferences). IB saves the views of a tie it computed `ambiguous="YES"`: such
/// a tie is reported where IB flagged one of its views, as `misplaced-view` trusts IB's flags.
public enum EstimatedSizeFilter {
    /// Rules whose findings are sets of constraints that cannot all hold for the numbers used.
    static let valueRules: Set<String> = ["conflicting-constraints", "unsatisfiable-priority", "autoresizing-conflict"]
    static let tieRule = "content-priority-ambiguity"

    public static func filter(_ diagnostics: [Diagnostic], in layout: Layout) -> [Diagnostic] {
        guard diagnostics.contains(where: { valueRules.contains($0.rule) || $0.rule == tieRule }) else { return diagnostics }
        var estimated: Set<String> = []
        for view in layout.views {
            for axis in view.estimatedIntrinsicAxes { estimated.insert("\(view.id).\(axis == .horizontal ? "width" : "height")") }
            if view.frameIsEstimated { estimated.insert(view.id) }
        }
        guard !estimated.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            if diagnostic.rule == tieRule {
                guard diagnostic.constraints.contains(where: { standsOnEstimate($0, estimated) }) else { return true }
                return diagnostic.views.contains { layout.view($0)?.savedFlags.contains("ambiguous") == true }
            }
            guard valueRules.contains(diagnostic.rule) else { return true }
            return !diagnostic.constraints.contains { standsOnEstimate($0, estimated) }
        }
    }

    /// `label` is an intrinsic-size constraint (`title.width >= 120 @750 (compression resistance)`)
    /// of a view and axis in `estimated` (`title.width`).
    /// A frame held for a container autolint does not model (`LayoutView.frameIsEstimated`) is one
    /// too: its translated autoresizing mask (`cell.left == 80 (autoresizing mask)`).
    /// A `fillProportionally` stack's shares are ratios of its views' intrinsic sizes, which the
    /// document does not hold either.
    static func standsOnEstimate(_ label: String, _ estimated: Set<String>) -> Bool {
        if label.hasSuffix("(UISV-fill-proportionally)") { return true }
        guard let space = label.firstIndex(of: " ") else { return false }
        let item = label[..<space]
        if label.hasSuffix("(compression resistance)") || label.hasSuffix("(content hugging)") {
            return estimated.contains(String(item))
        }
        guard label.hasSuffix("(autoresizing mask)"), let dot = item.lastIndex(of: ".") else { return false }
        return estimated.contains(String(item[..<dot]))
    }
}
