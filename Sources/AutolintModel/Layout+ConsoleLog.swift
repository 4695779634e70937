/// What a console block's layout carries of the log it was read from.
extension Layout {
    /// The address of the constraint UIKit broke (`0x7fca0bd54cc0`), which is the `id` of the
    /// listed constraint it names; nil when the log did not say or redacted it.
    public var reportedRecoveryID: String? {
        reportedRecovery.flatMap(Layout.constraintAddress(printed:))
    }

    /// The address after the first colon of a printed description (`<NSLayoutConstraint:0x7fca…`).
    public static func constraintAddress(printed: String) -> String? {
        guard let colon = printed.firstIndex(of: ":") else { return nil }
        let address = printed[printed.index(after: colon)...].prefix { $0 == "x" || $0.isHexDigit }
        return address.hasPrefix("0x") && address.count > 2 ? String(address) : nil
    }

    /// Who printed the block and broke the constraint: "AppKit" when the block's synthetic root
    /// is an `NSView` (the reader picks the platform from the header, footer and classes), else "UIKit".
    public var loggingFramework: String {
        root.className == "NSView" ? "AppKit" : "UIKit"
    }
}

extension LayoutView {
    /// The id prefix of a superview a console log implies without printing it (`superview-of-0x7f…`):
    /// a position printed against a number is measured in it.
    public static let impliedSuperviewPrefix = "superview-of-"
}
