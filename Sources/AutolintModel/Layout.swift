/// One view hierarchy and its constraints: a fixture, one IB scene or top-level view, one console block.
public struct Layout: Sendable, Codable {
    public var name: String
    public var location: SourceLocation?
    /// Views in pre-order (every view after its superview); the first is the root.
    public private(set) var views: [LayoutView]
    public var constraints: [LayoutConstraint]
    /// Size-class specific changes.
    public var variations: [SizeClassVariation]
    /// Devices to check on; empty means the default (`iphone-15`) unless the command line says otherwise.
    public var devices: [String]
    public var directions: [WritingDirection]
    /// `root.size`: fixes the root's size and overrides the device's.
    public var rootSize: Size?
    public var expectations: Expectations?
    /// Inline `autolint:disable` comments.
    public var suppressions: [Suppression]
    /// For console logs: the constraint UIKit said it would break, as printed.
    public var reportedRecovery: String?
    /// Anything the reader wants reported alongside (unsupported parts, redactions, ...).
    public var notes: [String]
    /// A console block printed again, word for word, further down the log: the lines where the
    /// copies start. It is read and reported once.
    public var repeatedAtLines: [Int] = []
    /// Cells: the size their table or collection view gives them, used instead of the device frame.
    public var encapsulatedLayout: EncapsulatedLayout? = nil
    /// True when `rootSize` is a document's canvas size (IB top-level views) rather than a size the
    /// author fixed: devices asked for on the command line then replace it.
    public var rootSizeYieldsToRequestedDevices: Bool = false
    /// The screen the document was designed on (IB's `<device>`): checked on when no device is
    /// asked for, so that saved frames are compared where they were laid out.
    public var canvas: Device? = nil
    /// The one kind of device the layout is made for, when its input says so (an iPad-only IB
    /// document, `targetRuntime="iOS.CocoaTouch.iPad"`): other devices are never asked for it.
    public var deviceFamily: Device.Family? = nil
    /// The view controller class whose view the root is, as the input names it (IB's
    /// `customClass`, or the view controller type a layout in code is read from): `devices:
    /// project` reads the orientations it allows from the project's code.
    public var controllerClass: String? = nil
    /// The root is a view controller's view (IB scenes, a XIB's File's Owner `view`): UIKit gives
    /// it the system minimum layout margins, 0 at the top and bottom (iOS 11 and later), instead
    /// of a plain view's 8.
    public var rootIsViewControllerView = false
    /// The priority that holds the root at its size. AppKit keeps a window at its size only at
    /// `NSLayoutPriorityWindowSizeStayPut` (500): required constraints that need another size
    /// resize the window, so a macOS scene's saved size is a preference, not a conflict.
    public var rootSizePriority: LayoutPriority = .required
    /// `_autolayoutTrace` dumps: the entries as printed, whose `AMBIGUOUS LAYOUT` lines are what
    /// a trace reports (it holds no constraints to solve).
    public var trace: TraceDump? = nil
    /// Source code: what the reader could not follow and what only code can get wrong.
    public var sourceFacts: SourceFacts? = nil
    /// Where the layout was read from, set by its reader: how it is solved and which rules apply.
    public var origin: LayoutOrigin = .fixture

    private var indexByID: [String: Int]

    public init(
        name: String, views: [LayoutView], constraints: [LayoutConstraint] = [],
        variations: [SizeClassVariation] = [], devices: [String] = [], directions: [WritingDirection] = [.leftToRight],
        rootSize: Size? = nil, expectations: Expectations? = nil, suppressions: [Suppression] = [],
        reportedRecovery: String? = nil, notes: [String] = [], location: SourceLocation? = nil, viewIndex: ViewIndex? = nil
    ) {
        self.name = name
        self.location = location
        self.views = views
        self.constraints = constraints
        self.variations = variations
        self.devices = devices
        self.directions = directions
        self.rootSize = rootSize
        self.expectations = expectations
        self.suppressions = suppressions
        self.reportedRecovery = reportedRecovery
        self.notes = notes
        indexByID = viewIndex?.positions ?? Layout.index(views)
    }

    /// Each view's position by id, as a layout keeps it, made from `views` before the layout is:
    /// a reader that decodes a large layout's views on a thread of their own indexes them there
    /// too (a twentieth of a second of a 300,000-view fixture), and passes the index to `init`.
    public struct ViewIndex: Sendable {
        fileprivate let positions: [String: Int]

        public init(_ views: [LayoutView]) { positions = Layout.index(views) }
    }

    private static func index(_ views: [LayoutView]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(views.count)
        // By position: a view is a large value, and `enumerated()` would copy each one.
        for offset in views.indices where index[views[offset].id] == nil { index[views[offset].id] = offset }
        return index
    }

    public var root: LayoutView { views[0] }

    public func view(_ id: String) -> LayoutView? { indexByID[id].map { views[$0] } }

    /// Position of a view in pre-order, a stable sort key for reports.
    public func order(of id: String) -> Int? { indexByID[id] }

    /// `order(of:)` for every view id at once, for indexes built over the views.
    public var orderByID: [String: Int] { indexByID }

    /// Those of `ids` that are views of the layout, in pre-order: the cost of `ids`, not of a walk
    /// of every view, for findings that each name a few views of a large layout.
    public func inOrder(_ ids: Set<String>) -> [String] {
        ids.compactMap { id in indexByID[id].map { (order: $0, id: id) } }.sorted { $0.order < $1.order }.map(\.id)
    }

    /// Replaces the views (keeping pre-order is the caller's duty).
    public mutating func setViews(_ newViews: [LayoutView]) {
        views = newViews
        indexByID = Layout.index(newViews)
    }

    /// Changes one view in place; its id stays as it was (the index by id is kept).
    public mutating func updateView(_ id: String, _ change: (inout LayoutView) -> Void) {
        guard let index = indexByID[id] else { return }
        change(&views[index])
        views[index].id = id
    }

    /// Per view, in `views` order, whether it or one of its ancestors is hidden (UIKit draws none
    /// of them). One walk up per chain, each view decided once.
    public func hiddenInHierarchy() -> [Bool] {
        var known = [Bool?](repeating: nil, count: views.count)
        for start in views.indices where known[start] == nil {
            var chain: [Int] = []
            var current: Int? = start
            var hidden = false
            while let index = current, chain.count <= views.count {
                if let value = known[index] { hidden = value; break }
                chain.append(index)
                if views[index].isHidden { hidden = true; break }
                current = views[index].parent.flatMap { indexByID[$0] }
            }
            for index in chain { known[index] = hidden }
        }
        return known.map { $0 ?? false }
    }

    /// The chain of superviews from the view up to the root, the view first.
    public func ancestors(of id: String) -> [String] {
        var chain: [String] = []
        var current: String? = id
        while let next = current, let view = view(next), chain.count <= views.count {
            chain.append(next)
            current = view.parent
        }
        return chain
    }

    /// The nearest view that contains both (a view contains itself); nil when they share no ancestor.
    public func nearestCommonAncestor(_ a: String, _ b: String) -> String? {
        let above = Set(ancestors(of: a))
        return ancestors(of: b).first(where: above.contains)
    }

    /// The guide an item names, if the view owns it (built-in guides always exist).
    public func resolves(_ item: LayoutItem) -> Bool {
        guard let index = order(of: item.view) else { return false }
        return resolves(item.guide, ofViewAt: index)
    }

    /// Whether the view at `index` (pre-order) has the guide (`nil`: the view itself).
    public func resolves(_ guide: GuideKind?, ofViewAt index: Int) -> Bool {
        switch guide {
        case nil, .safeArea?, .margins?, .readableContent?, .keyboard?: return true
        case .custom(let id)?: return views[index].guides.contains { $0.id == id }
        case let kind?: return views[index].guides.contains { $0.kind == kind }
        }
    }
}

/// How leading and trailing read.
public enum WritingDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
