import AutolintModel

/// What autolint adds to model a stack view (`UISV-spanning-fit`, `NSStackView-hugging`, ...) is
/// its model, not the author's constraint: a content-priority tie with one of those weak wishes
/// as a partner says that the model leaves a choice, which IB and the running app settle in ways
/// nobody documents (IB shows nothing for them). Such a tie is not reported; a tie between the
/// author's own constraints, or their views' content priorities, is.
public enum SyntheticTieFilter {
    public static func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            diagnostic.rule != "content-priority-ambiguity" || !diagnostic.constraints.contains(where: isStackViewWish)
        }
    }

    /// An optional constraint a stack view model made: `stack.height == 0 @51 (UISV-spanning-fit)`.
    static func isStackViewWish(_ label: String) -> Bool {
        guard label.hasSuffix(")"), label.contains(" @"),
              let open = label.range(of: " (", options: .backwards) else { return false }
        let origin = label[open.upperBound...]
        return origin.hasPrefix("UISV-") || origin.hasPrefix("NSStackView-")
    }
}
