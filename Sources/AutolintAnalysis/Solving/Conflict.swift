/// Required constraints that cannot all hold, and the one UIKit gives up.
public struct Conflict: Hashable, Sendable {
    /// A minimal conflicting set: indices into `LayoutSystem.constraints`, in that order.
    public var constraints: [Int]
    /// The member UIKit breaks to recover.
    public var broken: Int
    /// Why that one, in a sentence.
    public var reason: String
}
