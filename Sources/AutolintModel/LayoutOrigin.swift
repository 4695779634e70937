/// Where a layout was read from: what it can be checked for follows from it (a console block or
/// a trace is a fragment of a hierarchy, not the whole), and so do the solving options.
public enum LayoutOrigin: String, Hashable, Sendable, Codable, CaseIterable {
    case fixture
    case interfaceBuilder
    /// One "Unable to simultaneously satisfy constraints" block of a console log.
    case consoleBlock
    /// Constraints a debugger printed (`po view.constraints`, `po view.constraintsAffectingLayout(for:)`):
    /// a list, not a conflict UIKit reported.
    case constraintDump
    /// An `_autolayoutTrace` dump.
    case trace
    case sourceCode

    /// Shows part of a hierarchy only (what UIKit printed): what is missing from it says nothing
    /// about the app.
    public var isFragment: Bool { self == .consoleBlock || self == .constraintDump || self == .trace }

    /// Every origin that is a whole hierarchy.
    public static let wholeHierarchies: [LayoutOrigin] = [.fixture, .interfaceBuilder, .sourceCode]
}
