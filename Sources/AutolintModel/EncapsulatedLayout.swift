/// The size a table or collection view imposes on a cell it hosts, as UIKit's
/// `UIView-Encapsulated-Layout-Width` and `UIView-Encapsulated-Layout-Height` constraints do.
///
/// A layout with one is sized by these constraints instead of by the device frame: its root keeps
/// origin (0, 0) and takes `constraints(root:in:)` for its size.
public struct EncapsulatedLayout: Hashable, Sendable, Codable {
    /// Where the width comes from.
    public enum Width: Hashable, Sendable, Codable {
        /// The configuration's root width: a table view spans the screen, and so do its cells. With
        /// the layout's `rootSize` (the cell's canvas) that is the saved width; for a device asked
        /// for on the command line, the device's width.
        case configuration
        /// A fixed width: a collection view's item size, an AppKit table column.
        case fixed(Double)
    }

    public var width: Width
    /// The document's row or item height.
    public var height: Double
    /// Below required, so that content that determines its own height (self-sizing cells) wins and
    /// the saved height only settles what the content leaves open.
    public var heightPriority: LayoutPriority

    public init(width: Width, height: Double, heightPriority: LayoutPriority = LayoutPriority(999)) {
        self.width = width
        self.height = height
        self.heightPriority = heightPriority
    }

    public static let widthIdentifier = "UIView-Encapsulated-Layout-Width"
    public static let heightIdentifier = "UIView-Encapsulated-Layout-Height"

    /// The root's width (required) and height (at `heightPriority`) in one configuration.
    public func constraints(root: String, in configuration: Configuration) -> [LayoutConstraint] {
        let widthValue: Double
        switch width {
        case .configuration: widthValue = configuration.rootSize.width
        case .fixed(let value): widthValue = value
        }
        return [
            LayoutConstraint(
                identifier: EncapsulatedLayout.widthIdentifier, first: LayoutAnchor(.view(root), .width),
                constant: widthValue, origin: .encapsulatedLayout),
            LayoutConstraint(
                identifier: EncapsulatedLayout.heightIdentifier, first: LayoutAnchor(.view(root), .height),
                constant: height, priority: heightPriority, origin: .encapsulatedLayout),
        ]
    }
}
