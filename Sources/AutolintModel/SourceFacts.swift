/// What reading source code learned beyond the hierarchy and its constraints: the places it could
/// not follow, and what only code can get wrong (`source-code.md`).
public struct SourceFacts: Hashable, Sendable, Codable {
    /// A place the reader could not follow (a constant computed at run time, a helper it cannot
    /// see, a view passed in from outside): the views it touches are open.
    public struct Unresolved: Hashable, Sendable, Codable {
        public var location: SourceLocation
        public var reason: String
        public var views: [String]

        public init(location: SourceLocation, reason: String, views: [String] = []) {
            self.location = location
            self.reason = reason
            self.views = views
        }
    }

    /// A view given constraints while its `translatesAutoresizingMaskIntoConstraints` is still on.
    public struct TranslatingView: Hashable, Sendable, Codable {
        public var view: String
        /// The first constraint that involves it.
        public var constraint: SourceLocation
        public init(view: String, constraint: SourceLocation) {
            self.view = view
            self.constraint = constraint
        }
    }

    public var unresolved: [Unresolved] = []
    /// Views autolint could not follow; no rule that needs the whole system reports on them.
    public var openViews: [String] = []
    public var translatingViews: [TranslatingView] = []
    /// Constraints made and never activated, added, or stored where other code could activate them.
    public var inactiveConstraints: [LayoutConstraint] = []
    /// Constraints activated while their items had no common ancestor yet (UIKit raises).
    public var activatedWithoutCommonAncestor: [LayoutConstraint] = []
    /// The root's size is given from outside (a `UIView` subclass, a cell): no finding may depend on it.
    public var rootSizeIsExternal = false
    /// Views whose constraints' constants, priorities or visibility code autolint does not run
    /// may set before the first layout pass: no finding that depends on those values is about them.
    public var valuesSetElsewhere: [String] = []

    public init() {}
}
