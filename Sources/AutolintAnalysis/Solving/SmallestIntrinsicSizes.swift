import AutolintModel

/// A verdict must not rest on a guess: where the input gives a view's intrinsic size only as an
/// upper bound (`LayoutView.intrinsicSizeUncertainty`: an AppKit control measured by its saved
/// frame), a tie between compression resistances that only exists because the content overflows
/// must still exist with every such size at its smallest. MacDown's preference panes fit their
/// pop-up buttons exactly in AppKit, and overflowed by the insets autolint did not know.
extension LayoutAnalysis {
    /// `configuration` solved again with every uncertain intrinsic size at its smallest; nil
    /// when no view's size is uncertain (no second solve).
    func solvedWithSmallestIntrinsicSizes(in configuration: ConfigurationAnalysis) -> ConfigurationAnalysis? {
        guard layout.views.contains(where: { $0.intrinsicSizeUncertainty != AxisPair(horizontal: 0, vertical: 0) }) else { return nil }
        var smallest = layout
        smallest.setViews(layout.views.map { view in
            var view = view
            for axis in Axis.allCases {
                guard let size = view.intrinsicSize[axis], view.intrinsicSizeUncertainty[axis] > 0 else { continue }
                view.intrinsicSize[axis] = max(0, size - view.intrinsicSizeUncertainty[axis])
            }
            return view
        })
        return solving(smallest, in: configuration.configuration)
    }
}
