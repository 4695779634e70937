import AutolintModel

/// The constraints (and spacer guides) UIKit's `UIStackView` and AppKit's `NSStackView` create to
/// arrange their views, named as UIKit names them in its logs (`UISV-spacing`,
/// `UISV-canvas-connection`, ...), each with origin `.stackView(name)` and that name as its
/// `identifier`. Pure: the layout is not changed; the caller adds `guides` to the stack view and
/// solves `constraints` with the rest.
public struct StackViewArrangement: Hashable, Sendable {
    public var constraints: [LayoutConstraint]
    /// Spacer guides owned by the stack view (equal spacing and equal centering distributions).
    public var guides: [LayoutGuide]

    public init(constraints: [LayoutConstraint] = [], guides: [LayoutGuide] = []) {
        self.constraints = constraints
        self.guides = guides
    }

    /// The arrangement of one stack view.
    ///
    /// - Parameter properties: the properties in effect (a size-class variation's), else the view's own.
    public static func make(for stack: LayoutView, properties: StackViewProperties? = nil, in layout: Layout) -> StackViewArrangement {
        guard let properties = properties ?? stack.stack else { return StackViewArrangement() }
        let arranged = properties.arrangedSubviews.compactMap { id in layout.view(id).flatMap { $0.parent == stack.id ? $0 : nil } }
        guard !arranged.isEmpty else { return StackViewArrangement() }
        var builder = StackViewConstraintBuilder(stack: stack, properties: properties)
        let visible = arranged.filter { !(properties.detachesHiddenViews && $0.isHidden) }.map(\.id)
        builder.distribute(visible: visible, all: arranged.map(\.id), intrinsicLengths: arranged.map { $0.intrinsicSize[properties.axis] })
        builder.align(arranged.map(\.id))
        return StackViewArrangement(constraints: builder.constraints, guides: builder.guides)
    }

    /// Every stack view's arrangement in a layout, in pre-order.
    public static func make(for layout: Layout) -> StackViewArrangement {
        var result = StackViewArrangement()
        for view in layout.views where view.stack != nil {
            let arrangement = make(for: view, in: layout)
            result.constraints += arrangement.constraints
            result.guides += arrangement.guides
        }
        return result
    }
}
