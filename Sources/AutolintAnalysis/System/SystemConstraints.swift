import AutolintModel

/// A system's constraints, indexed as one list: the implicit ones UIKit adds (root frame, then per
/// view in pre-order), then the installed layout's. The installed ones are usually the layout's
/// own array, shared rather than copied: a large layout holds hundreds of thousands.
public struct SystemConstraints: RandomAccessCollection, Sendable {
    public let implicit: ImplicitConstraints
    public let installed: [LayoutConstraint]

    public init(implicit: ImplicitConstraints, installed: [LayoutConstraint]) {
        self.implicit = implicit
        self.installed = installed
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { implicit.count + installed.count }

    public subscript(position: Int) -> LayoutConstraint {
        position < implicit.count ? implicit[position] : installed[position - implicit.count]
    }

    /// The origin of the constraint at `position`, without making an implicit one.
    public func origin(at position: Int) -> ConstraintOrigin {
        position < implicit.count ? implicit.origin(at: position) : installed[position - implicit.count].origin
    }
}
