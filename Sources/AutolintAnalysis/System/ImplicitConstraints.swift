import AutolintModel

/// The constraints UIKit adds on its own: the root's frame, every size `>= 0`, intrinsic content
/// size (compression resistance and hugging), and translated autoresizing masks.
enum ImplicitConstraints {
    static func rootFrame(of root: LayoutView, size: Size?, sizePriority: LayoutPriority = .required) -> [LayoutConstraint] {
        var constraints = [
            LayoutConstraint(first: LayoutAnchor(.view(root.id), .left), constant: 0, origin: .deviceFrame, location: root.location),
            LayoutConstraint(first: LayoutAnchor(.view(root.id), .top), constant: 0, origin: .deviceFrame, location: root.location),
        ]
        if let size {
            constraints.append(LayoutConstraint(first: LayoutAnchor(.view(root.id), .width), constant: size.width, priority: sizePriority,
                                                origin: .deviceFrame, location: root.location))
            constraints.append(LayoutConstraint(first: LayoutAnchor(.view(root.id), .height), constant: size.height, priority: sizePriority,
                                                origin: .deviceFrame, location: root.location))
        }
        return constraints
    }

    /// `width >= 0` and `height >= 0` for a view or a guide with a frame of its own.
    static func nonNegativeSize(of item: LayoutItem, location: SourceLocation?, into constraints: inout [LayoutConstraint]) {
        for attribute in [LayoutAttribute.width, .height] {
            constraints.append(LayoutConstraint(first: LayoutAnchor(item, attribute), relation: .greaterThanOrEqual, constant: 0,
                                                origin: .nonNegativeSize, location: location))
        }
    }

    /// Per axis with an intrinsic metric: `size >= intrinsic` at the compression-resistance
    /// priority and `size <= intrinsic` at the hugging priority.
    static func intrinsicSize(of view: LayoutView, into constraints: inout [LayoutConstraint]) {
        for axis in Axis.allCases {
            guard let intrinsic = view.intrinsicSize[axis] else { continue }
            let anchor = LayoutAnchor(.view(view.id), axis == .horizontal ? .width : .height)
            constraints.append(LayoutConstraint(first: anchor, relation: .greaterThanOrEqual, constant: intrinsic,
                                                priority: view.compressionResistance[axis], origin: .compressionResistance, location: view.location))
            constraints.append(LayoutConstraint(first: anchor, relation: .lessThanOrEqual, constant: intrinsic,
                                                priority: view.hugging[axis], origin: .contentHugging, location: view.location))
        }
    }
}
