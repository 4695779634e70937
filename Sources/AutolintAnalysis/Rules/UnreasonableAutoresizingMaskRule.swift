import AutolintModel

/// An autoresizing mask that fixes both margins and the size on one axis cannot be honoured when
/// the superview changes size: UIKit then stretches the right or bottom margin regardless, so the
/// mask does not say what happens.
public struct UnreasonableAutoresizingMaskRule: LayoutRule {
    public init() {}

    public static let description = RuleDescription(
        id: "unreasonable-autoresizing-mask", name: "Unreasonable Autoresizing Mask", defaultSeverity: .warning,
        description: """
            A view that translates its autoresizing mask into constraints has a mask that fixes both \
            margins and the size on one axis. When the superview resizes, UIKit cannot keep all three \
            and silently lets the right (or bottom) margin change. An empty mask (UIKit's default, \
            a frame-based view) is not reported, nor are AppKit documents, where a mask with nothing \
            flexible keeps the view at its distance to the origin side (the bottom of a view that is \
            not flipped), as AppKit documents.
            """,
        triggeringExamples: [
            """
            root:
              subviews:
                - id: banner
                  translatesAutoresizingMask: true
                  frame: [0, 0, 375, 44]
                  autoresizingMask: [flexibleWidth]
            """,
            """
            root:
              subviews:
                - id: badge
                  translatesAutoresizingMask: true
                  frame: [10, 10, 20, 20]
                  autoresizingMask: [flexibleTopMargin, flexibleBottomMargin]
            """,
        ],
        nonTriggeringExamples: [
            """
            root:
              subviews:
                - id: banner
                  translatesAutoresizingMask: true
                  frame: [0, 0, 375, 44]
                  autoresizingMask: [flexibleWidth, flexibleBottomMargin]
            """,
            """
            root:
              subviews:
                - id: legacy
                  translatesAutoresizingMask: true
                  frame: [0, 0, 100, 100]
            """,
            """
            root:
              subviews:
                - id: free
                  autoresizingMask: [flexibleWidth]
            """,
        ])

    public func validate(_ layout: Layout) -> [Diagnostic] {
        // AppKit documents a mask with nothing flexible on an axis as keeping the view's distance
        // to the superview's origin side (the bottom, in a view that is not flipped): the usual
        // way to keep a window's buttons at its bottom edge, not a mask that says two things.
        guard !Self.isAppKit(layout) else { return [] }
        var diagnostics: [Diagnostic] = []
        for view in layout.views where view.translatesAutoresizingMask && !view.autoresizingMask.isEmpty {
            for axis in Axis.allCases {
                let parts = view.autoresizingMask.flexibility(axis)
                guard !parts.leadingMargin, !parts.size, !parts.trailingMargin else { continue }
                let (size, near, far) = axis == .horizontal ? ("width", "left", "right") : ("height", "top", "bottom")
                let flexible = axis == .horizontal ? ("flexibleWidth", "flexibleRightMargin") : ("flexibleHeight", "flexibleBottomMargin")
                diagnostics.append(Self.description.diagnostic(
                    at: view.location ?? layout.location ?? SourceLocation(file: layout.name, line: 1, column: 1),
                    views: [view.id], axis: axis,
                    message: "The autoresizing mask of \(view.name) (\(view.autoresizingMask.logNotation(axis))) fixes the \(near) margin, the \(size) and the \(far) margin; when the superview's \(size) changes UIKit changes the \(far) margin anyway",
                    fixes: ["Add \(flexible.0) or \(flexible.1) to the autoresizing mask of \(view.name)"]))
            }
        }
        return diagnostics
    }

    static func isAppKit(_ layout: Layout) -> Bool {
        let devices = layout.devices.compactMap(Device.named)
        return !devices.isEmpty && devices.allSatisfy(\.isMac)
    }
}
