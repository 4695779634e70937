import AutolintModel

/// The unknowns of one layout: four per view (origin in its superview's coordinates, and size)
/// and four per layout guide that has a frame of its own (custom guides, scroll content guides).
///
/// Each view's origin is relative to its superview, as in UIKit's engine, so a view is ambiguous
/// exactly when one of its own four unknowns is, whatever its ancestors do.
public struct LayoutUnknowns: Sendable {
    /// A rectangle with unknowns: a view, or a guide with a free frame. Its origin is in its
    /// superview's coordinates (a guide: its owner's).
    public struct Owner: Hashable, Sendable {
        public var item: LayoutItem
    }

    public private(set) var owners: [Owner] = []
    private var indexByItem: [LayoutItem: Int] = [:]
    /// The first `viewCount` owners are the layout's views, in pre-order.
    public private(set) var viewCount = 0
    /// No two views share an id (readers refuse that, but a console paste may print one twice).
    private var viewIDsAreUnique = true

    /// Views come first, at their pre-order position, so that `index(viewAt:_:)` needs no lookup.
    public init(layout: Layout) {
        // By position: a view is a large value, and `for view in` would copy each one.
        for position in layout.views.indices {
            let id = layout.views[position].id
            if indexByItem[.view(id)] == nil { indexByItem[.view(id)] = owners.count } else { viewIDsAreUnique = false }
            owners.append(Owner(item: .view(id)))
        }
        viewCount = layout.views.count
        for position in layout.views.indices {
            for guide in layout.views[position].guides where LayoutUnknowns.hasOwnFrame(guide.kind) {
                add(Owner(item: LayoutItem(view: layout.views[position].id, guide: guide.kind)))
            }
        }
    }

    private mutating func add(_ owner: Owner) {
        guard indexByItem[owner.item] == nil else { return }
        indexByItem[owner.item] = owners.count
        owners.append(owner)
    }

    /// Custom guides are free rectangles; a scroll view's content guide has a free size.
    static func hasOwnFrame(_ kind: GuideKind) -> Bool {
        switch kind {
        case .custom, .contentLayout: true
        default: false
        }
    }

    public var count: Int { owners.count * 4 }

    /// The unknown of the view at `position` in the layout's pre-order.
    public func index(viewAt position: Int, _ component: FrameComponent) -> Int { position * 4 + component.rawValue }

    /// `index(.view(id), component)` for the view at `position` in the layout's views, whose id
    /// is `id`: found without a lookup unless two views share the id (the first one's, then).
    public func index(ofViewAt position: Int, id: String, _ component: FrameComponent) -> Int? {
        viewIDsAreUnique ? index(viewAt: position, component) : index(.view(id), component)
    }

    /// The index of one unknown, or nil when the item has no frame of its own.
    public func index(_ item: LayoutItem, _ component: FrameComponent) -> Int? {
        indexByItem[item].map { $0 * 4 + component.rawValue }
    }

    public func owner(ofVariable index: Int) -> Owner { owners[index / 4] }
    public func component(ofVariable index: Int) -> FrameComponent { FrameComponent(rawValue: index % 4)! }

    /// `title.minX`, `title.Width`: the names the solver and traces print.
    public func name(ofVariable index: Int) -> String {
        "\(owner(ofVariable: index).item).\(component(ofVariable: index).traceName)"
    }
}
