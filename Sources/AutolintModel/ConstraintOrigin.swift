/// Who made a constraint. Reports, graphs and explanations style and word them by origin.
///
/// The cases that carry a name are indirect (the name in a box of its own): a constraint holds 8
/// bytes of origin instead of 24. A fixture's, an IB document's and code's written constraints
/// carry none; a stack view's, a log's and a VFL line's each carry one, in a box of 16 bytes more.
public enum ConstraintOrigin: Hashable, Sendable, Codable {
    /// Written by the user as an equation (fixture, IB `<constraint>`, code).
    case explicit
    /// Expanded from a Visual Format Language line (the line as written).
    indirect case visualFormat(String)
    /// `size >= intrinsic` at the compression-resistance priority.
    case compressionResistance
    /// `size <= intrinsic` at the hugging priority.
    case contentHugging
    /// A translated autoresizing mask (`NSAutoresizingMaskLayoutConstraint`).
    case autoresizingMask
    /// The size a table or collection view gives its cell (`UIView-Encapsulated-Layout-Width`).
    case encapsulatedLayout
    /// Made by a stack view (`UISV-spacing`, `UISV-canvas-connection`, ...), by UIKit's name.
    indirect case stackView(String)
    /// Every view's and guide's `width >= 0` and `height >= 0`.
    case nonNegativeSize
    /// The root's frame, fixed by the configuration's device or `size`.
    case deviceFrame
    /// A layout guide's definition (safe area insets, layout margins).
    case layoutGuide
    /// Read from a console log, with the class UIKit printed (`NSLayoutConstraint`, `SnapKit.LayoutConstraint`).
    indirect case consoleLog(String)

    /// True for constraints nobody wrote by hand.
    public var isSystem: Bool {
        switch self {
        case .explicit, .visualFormat, .consoleLog: false
        default: true
        }
    }

    /// What follows an implicit constraint's equation in reports.
    public var labelSuffix: String? {
        switch self {
        case .explicit, .visualFormat, .consoleLog: nil
        case .compressionResistance: "compression resistance"
        case .contentHugging: "content hugging"
        case .autoresizingMask: "autoresizing mask"
        case .encapsulatedLayout: "encapsulated layout size"
        case .stackView(let name): name
        case .nonNegativeSize: "size >= 0"
        case .deviceFrame: "device frame"
        case .layoutGuide: "layout guide"
        }
    }
}
