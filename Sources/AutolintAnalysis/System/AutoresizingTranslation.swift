import AutolintModel

/// The required constraints UIKit makes from a view's autoresizing mask when
/// `translatesAutoresizingMaskIntoConstraints` is on.
///
/// Per axis, the superview's change of size (solved size minus reference size) is shared among
/// the flexible parts (leading margin, size, trailing margin) in proportion to their lengths in
/// the view's `frame`; with no flexible part the trailing margin absorbs it. Each axis gives two
/// constraints: the origin and the size, both in the superview's coordinates.
enum AutoresizingTranslation {
    /// Empty when the view has no frame.
    static func constraints(for view: LayoutView, superview: LayoutView, referenceSize: Size) -> [LayoutConstraint] {
        guard let frame = view.frame else { return [] }
        var constraints: [LayoutConstraint] = []
        for axis in Axis.allCases {
            let reference = referenceSize[axis]
            let origin = frame.origin(axis)
            let length = frame.length(axis)
            let shares = shares(margin: origin, length: length, trailingMargin: reference - origin - length,
                                flexibility: view.autoresizingMask.flexibility(axis))
            let start = LayoutAnchor(.view(view.id), axis == .horizontal ? .left : .top)
            let size = LayoutAnchor(.view(view.id), axis == .horizontal ? .width : .height)
            let superEnd = LayoutAnchor(.view(superview.id), axis == .horizontal ? .right : .bottom)
            let superSize = LayoutAnchor(.view(superview.id), axis == .horizontal ? .width : .height)
            constraints.append(shares.margin == 0
                ? LayoutConstraint(first: start, constant: origin, origin: .autoresizingMask, location: view.location)
                : LayoutConstraint(first: start, second: superEnd, multiplier: shares.margin,
                                   constant: origin - shares.margin * reference, origin: .autoresizingMask, location: view.location))
            constraints.append(shares.size == 0
                ? LayoutConstraint(first: size, constant: length, origin: .autoresizingMask, location: view.location)
                : LayoutConstraint(first: size, second: superSize, multiplier: shares.size,
                                   constant: length - shares.size * reference, origin: .autoresizingMask, location: view.location))
        }
        return constraints
    }

    /// The fraction of the superview's change each part takes. Flexible parts of zero total
    /// length share it equally (UIKit leaves that case undocumented).
    static func shares(margin: Double, length: Double, trailingMargin: Double,
                       flexibility: (leadingMargin: Bool, size: Bool, trailingMargin: Bool)) -> (margin: Double, size: Double) {
        var parts = [(flexibility.leadingMargin, max(0, margin)), (flexibility.size, max(0, length)), (flexibility.trailingMargin, max(0, trailingMargin))]
        if !parts.contains(where: \.0) { parts[2].0 = true }
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ index: Int) -> Double {
            guard parts[index].0 else { return 0 }
            return total > 0 ? parts[index].1 / total : 1 / Double(flexible.count)
        }
        return (share(0), share(1))
    }
}
