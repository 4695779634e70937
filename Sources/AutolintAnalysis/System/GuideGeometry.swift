import AutolintModel

/// Where the built-in layout guides sit inside their view in one configuration.
///
/// Each guide is an affine function of its owner's size along an axis, so it needs no unknowns
/// of its own: `start = startConstant + startFactor * size`, `length = lengthConstant + lengthFactor * size`.
public struct GuideGeometry: Sendable {
    public struct Placement: Hashable, Sendable {
        public var startConstant: Double
        public var startFactor: Double
        public var lengthConstant: Double
        public var lengthFactor: Double

        /// Inset from both ends of the owner.
        static func inset(_ start: Double, _ end: Double) -> Placement {
            Placement(startConstant: start, startFactor: 0, lengthConstant: -(start + end), lengthFactor: 1)
        }

        /// A band of fixed length at the start or the end of the owner.
        static func band(atEnd: Bool, length: Double) -> Placement {
            Placement(startConstant: atEnd ? -length : 0, startFactor: atEnd ? 1 : 0, lengthConstant: length, lengthFactor: 0)
        }
    }

    public let configuration: Configuration
    let rootID: String
    /// Cells sit inside a table or collection view, away from the screen's edges.
    let rootTakesDeviceSafeArea: Bool
    let rootIsViewControllerView: Bool
    /// UIKit gives a view controller's view the system's minimum margins; any other view keeps
    /// its own (8 points unless set). A XIB's top-level view that no controller owns (a header,
    /// a view a custom class loads from its nib and adds to itself) is such a view.
    let rootTakesSystemMargins: Bool
    /// An IB view that is not a screen (a header, a footer: it keeps its size on every device)
    /// keeps the safe area of its canvas instead of taking each device's.
    let rootSafeAreaOnEveryDevice: EdgeInsets?

    public init(layout: Layout, configuration: Configuration) {
        self.configuration = configuration
        rootID = layout.root.id
        rootTakesDeviceSafeArea = layout.encapsulatedLayout == nil
        rootIsViewControllerView = layout.rootIsViewControllerView
        rootTakesSystemMargins = layout.origin != .interfaceBuilder || layout.rootIsViewControllerView || layout.encapsulatedLayout != nil
        rootSafeAreaOnEveryDevice = layout.origin == .interfaceBuilder && layout.rootSize != nil && !layout.rootSizeYieldsToRequestedDevices
            ? layout.canvas?.safeArea : nil
    }

    /// The root (unless it is a cell) takes the device's safe area unless the input gives its
    /// own, or, not being a screen, keeps its canvas's; other views have the insets the input
    /// gives (none by default).
    public func safeAreaInsets(of view: LayoutView) -> EdgeInsets {
        if view.id == rootID, view.safeAreaInsets == .zero, rootTakesDeviceSafeArea {
            return rootSafeAreaOnEveryDevice ?? configuration.device.safeArea
        }
        return view.safeAreaInsets
    }

    /// The root's default margins follow the device's width class (16 compact, 20 regular); a
    /// view controller's view has none at the top and bottom (`systemMinimumLayoutMargins`). An
    /// IB root no controller owns keeps its own.
    public func layoutMargins(of view: LayoutView) -> EdgeInsets {
        guard view.id == rootID, rootTakesSystemMargins, view.layoutMargins == .defaultLayoutMargins else { return view.layoutMargins }
        var margins = configuration.device.rootLayoutMargins
        if rootIsViewControllerView { (margins.top, margins.bottom) = (0, 0) }
        return margins
    }

    /// Margins are measured from the safe area (UIKit's `insetsLayoutMarginsFromSafeArea`, on by default).
    public func marginInsets(of view: LayoutView) -> EdgeInsets {
        let safe = safeAreaInsets(of: view)
        let margins = layoutMargins(of: view)
        return EdgeInsets(top: safe.top + margins.top, left: safe.left + margins.left,
                          bottom: safe.bottom + margins.bottom, right: safe.right + margins.right)
    }

    /// The placement of a built-in guide; nil for guides with a frame of their own.
    public func placement(of kind: GuideKind, in view: LayoutView, axis: Axis) -> Placement? {
        let safe = safeAreaInsets(of: view)
        switch kind {
        case .safeArea:
            return axis == .horizontal ? .inset(safe.left, safe.right) : .inset(safe.top, safe.bottom)
        case .margins, .readableContent:
            let insets = marginInsets(of: view)
            return axis == .horizontal ? .inset(insets.left, insets.right) : .inset(insets.top, insets.bottom)
        case .frameLayout:
            return .inset(0, 0)
        case .topLayout:
            return axis == .horizontal ? .inset(0, 0) : .band(atEnd: false, length: safe.top)
        case .bottomLayout, .keyboard:
            return axis == .horizontal ? .inset(0, 0) : .band(atEnd: true, length: safe.bottom)
        case .custom, .contentLayout:
            return nil
        }
    }
}
