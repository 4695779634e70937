import AutolintModel

/// The constraints UIKit adds on its own, in order: the root's frame (and an encapsulated size),
/// then per view in pre-order its size `>= 0`, its intrinsic content size (compression resistance
/// and hugging), its translated autoresizing mask, and its guides' sizes `>= 0`.
///
/// The sizes are nearly all of them (a 10,000-row list has 140,000) and say nothing a view does
/// not: each is kept as the view's position and its kind, twelve bytes, and made into a
/// `LayoutConstraint` only when read, instead of 240 bytes held for the system's life.
public struct ImplicitConstraints: RandomAccessCollection, Sendable {
    /// What an entry is: a constraint kept whole, or one of a view's size constraints.
    enum Kind: UInt8, Sendable {
        /// `stored[detail]`.
        case stored
        /// `size >= 0` of the view, or of its guide `detail` (`-1`: the view itself).
        case floor
        /// `size >= intrinsic` at the compression-resistance priority.
        case compressionResistance
        /// `size <= intrinsic` at the hugging priority.
        case hugging
    }

    struct Entry: Sendable {
        var view: Int32
        var detail: Int32
        var kind: Kind
        var axis: Axis
    }

    /// The installed layout's views, shared with its system.
    private let views: [LayoutView]
    private var entries: [Entry] = []
    private var stored: [LayoutConstraint] = []

    init(views: [LayoutView], reservingCapacity capacity: Int) {
        self.views = views
        entries.reserveCapacity(capacity)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }

    public subscript(position: Int) -> LayoutConstraint {
        let entry = entries[position]
        if entry.kind == .stored { return stored[Int(entry.detail)] }
        // The view's fields are read in place: a copy of a whole `LayoutView` retains a dozen.
        let view = Int(entry.view)
        let attribute: LayoutAttribute = entry.axis == .horizontal ? .width : .height
        if entry.kind == .floor, entry.detail >= 0 {
            let guide = views[view].guides[Int(entry.detail)]
            return LayoutConstraint(first: LayoutAnchor(LayoutItem(view: views[view].id, guide: guide.kind), attribute),
                                    relation: .greaterThanOrEqual, constant: 0, origin: .nonNegativeSize,
                                    location: guide.location ?? views[view].location)
        }
        let size = viewSize(at: position)!
        return LayoutConstraint(first: LayoutAnchor(.view(views[view].id), attribute), relation: size.relation, constant: size.constant,
                                priority: size.priority, origin: origin(at: position), location: views[view].location)
    }

    /// A view's own size constraint (`size relation constant @priority`): its floor, compression
    /// resistance or hugging, read without making its `LayoutConstraint`. Nil for a stored
    /// constraint and a guide's floor.
    func viewSize(at position: Int) -> (view: Int, axis: Axis, relation: LayoutRelation, constant: Double, priority: LayoutPriority)? {
        let entry = entries[position]
        let view = Int(entry.view), axis = entry.axis
        switch entry.kind {
        case .stored:
            return nil
        case .floor:
            return entry.detail >= 0 ? nil : (view, axis, .greaterThanOrEqual, 0, .required)
        case .compressionResistance:
            return (view, axis, .greaterThanOrEqual, views[view].intrinsicSize[axis] ?? 0, views[view].compressionResistance[axis])
        case .hugging:
            return (view, axis, .lessThanOrEqual, views[view].intrinsicSize[axis] ?? 0, views[view].hugging[axis])
        }
    }

    /// The origin of the constraint at `position`, without making it.
    public func origin(at position: Int) -> ConstraintOrigin {
        let entry = entries[position]
        switch entry.kind {
        case .stored: return stored[Int(entry.detail)].origin
        case .floor: return .nonNegativeSize
        case .compressionResistance: return .compressionResistance
        case .hugging: return .contentHugging
        }
    }

    mutating func append(_ constraint: LayoutConstraint) {
        entries.append(Entry(view: 0, detail: Int32(stored.count), kind: .stored, axis: .horizontal))
        stored.append(constraint)
    }

    mutating func append(contentsOf constraints: [LayoutConstraint]) {
        for constraint in constraints { append(constraint) }
    }

    /// The root's origin at the device's, and its size the configuration's when it is fixed.
    mutating func appendRootFrame(size: Size?, sizePriority: LayoutPriority = .required) {
        let root = views[0]
        append(LayoutConstraint(first: LayoutAnchor(.view(root.id), .left), constant: 0, origin: .deviceFrame, location: root.location))
        append(LayoutConstraint(first: LayoutAnchor(.view(root.id), .top), constant: 0, origin: .deviceFrame, location: root.location))
        if let size {
            append(LayoutConstraint(first: LayoutAnchor(.view(root.id), .width), constant: size.width, priority: sizePriority,
                                    origin: .deviceFrame, location: root.location))
            append(LayoutConstraint(first: LayoutAnchor(.view(root.id), .height), constant: size.height, priority: sizePriority,
                                    origin: .deviceFrame, location: root.location))
        }
    }

    /// `width >= 0` and `height >= 0` for the view at `view`, or for its guide at `guide`.
    mutating func appendFloors(ofViewAt view: Int, guide: Int? = nil) {
        for axis in Axis.allCases {
            entries.append(Entry(view: Int32(view), detail: Int32(guide ?? -1), kind: .floor, axis: axis))
        }
    }

    /// Per axis with an intrinsic metric: `size >= intrinsic` at the compression-resistance
    /// priority and `size <= intrinsic` at the hugging priority.
    mutating func appendIntrinsicSize(ofViewAt view: Int) {
        for axis in Axis.allCases where views[view].intrinsicSize[axis] != nil {
            entries.append(Entry(view: Int32(view), detail: 0, kind: .compressionResistance, axis: axis))
            entries.append(Entry(view: Int32(view), detail: 0, kind: .hugging, axis: axis))
        }
    }
}
