import AutolintModel

/// UIKit's documented tie-break in `fill` stacks: "If any of the arranged views are ambiguous,
/// the stack view resizes the arranged views based on their index in the arrangedSubviews
/// array." A tie made only of the hugging or compression resistance of views arranged along one
/// `fill` stack's axis is therefore settled at run time, and is not a content priority ambiguity.
enum StackViewTieBreaking {
    static func settles(_ ambiguity: ViewAmbiguity, in configuration: ConfigurationAnalysis) -> Bool {
        guard case .tie(_, let tied) = ambiguity.cause, !tied.isEmpty else { return false }
        let layout = configuration.layout
        var stacks: Set<String> = []
        for index in tied {
            let constraint = configuration.system.constraints[index]
            guard constraint.origin == .contentHugging || constraint.origin == .compressionResistance,
                  let view = layout.view(constraint.first.item.view), let parentID = view.parent,
                  let stack = layout.view(parentID)?.stack, stack.distribution == .fill,
                  stack.axis == constraint.first.attribute.axis, stack.arrangedSubviews.contains(view.id) else { return false }
            stacks.insert(parentID)
        }
        return stacks.count == 1
    }
}
