import AutolintModel

/// The view tree as integer arrays (parent, depth, topmost ancestor), so that walking up and
/// finding common ancestors costs no hashing and no allocation: large layouts ask it for every
/// constraint.
public struct HierarchyIndex: Sendable {
    private let ids: [String]
    private let parents: [Int]
    private let depths: [Int]
    private let tops: [Int]
    private let indexByID: [String: Int]

    public init(_ layout: Layout) {
        // The layout's own index (each id at its first view), not one more dictionary per build.
        let indexByID = layout.orderByID
        var parents = [Int](repeating: -1, count: layout.views.count)
        var depths = [Int](repeating: 0, count: layout.views.count)
        var tops = Array(layout.views.indices)
        // Views come in pre-order, so a superview is always indexed before its subviews.
        // By position: a view is a large value, and `enumerated()` would copy each one.
        for index in layout.views.indices {
            guard let parentID = layout.views[index].parent, let parent = indexByID[parentID], parent < index else { continue }
            parents[index] = parent
            depths[index] = depths[parent] + 1
            tops[index] = tops[parent]
        }
        ids = layout.views.indices.map { layout.views[$0].id }
        self.parents = parents
        self.depths = depths
        self.tops = tops
        self.indexByID = indexByID
    }

    public func index(of id: String) -> Int? { indexByID[id] }
    public func parent(of index: Int) -> Int? { parents[index] >= 0 ? parents[index] : nil }

    /// Whether the two views are in one hierarchy.
    public func shareAncestor(_ a: String, _ b: String) -> Bool {
        guard let first = indexByID[a], let second = indexByID[b] else { return false }
        return shareAncestor(first, second)
    }

    /// Whether the views make more than one hierarchy (two views may then share no ancestor).
    public var hasSeveralHierarchies: Bool { tops.contains { $0 != tops.first } }

    /// `shareAncestor(_:_:)` by pre-order position.
    public func shareAncestor(_ a: Int, _ b: Int) -> Bool { tops[a] == tops[b] }

    /// The nearest view containing both (a view contains itself); nil across hierarchies.
    public func nearestCommonAncestor(_ a: String, _ b: String) -> String? {
        guard let first = indexByID[a], let second = indexByID[b] else { return nil }
        return nearestCommonAncestor(first, second).map { ids[$0] }
    }

    /// `nearestCommonAncestor(_:_:)` by pre-order position.
    public func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int? {
        var first = a, second = b
        guard tops[first] == tops[second] else { return nil }
        while depths[first] > depths[second] { first = parents[first] }
        while depths[second] > depths[first] { second = parents[second] }
        while first != second {
            first = parents[first]
            second = parents[second]
        }
        return first
    }
}
