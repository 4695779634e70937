/// What can be known offline of a text element's font: its point size, and for the system font
/// (San Francisco, and the text styles built on it) its line height. Glyph widths cannot be known,
/// so text widths always come from the saved frame.
enum InterfaceBuilderFontMetrics {
    /// The system font's ascender and descender as fractions of the point size; their sum is the
    /// line height `UIFont.lineHeight` reports (20.29 for 17 points).
    static let ascender = 0.952
    static let descender = 0.241
    private static let systemLineHeight = 1.193359375

    /// Dynamic Type text styles at the default content size category.
    private static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleTitle0": 34,
    ]

    /// iOS `<fontDescription pointSize=…>` (text styles at their default size), AppKit
    /// `<font size=…>` or `metaFont` names; nil when the element names no font.
    static func pointSize(_ element: IBElement) -> Double? {
        guard let font = font(of: element) else { return nil }
        if let text = font["pointSize"] ?? font["size"], let size = InterfaceBuilderNumber.decimal(text) { return size }
        if let style = font["style"] { return textStyleSizes[style] }
        switch font["metaFont"] {
        case "smallSystem"?, "smallSystemBold"?: return 11
        case "miniSystem"?, "miniSystemBold"?: return 9
        case nil: return nil
        default: return 13
        }
    }

    /// The height of one line of an iOS element's text in points, rounded up to whole pixels as
    /// UILabel rounds its intrinsic size; nil for custom fonts, whose metrics are unknown.
    static func lineHeight(_ element: IBElement, scale: Double) -> Double? {
        guard let font = font(of: element), font["name"] == nil,
              font["type"] != nil || font["style"] != nil, let size = pointSize(element) else { return nil }
        return (systemLineHeight * size * scale - 1e-9).rounded(.up) / scale
    }

    private static func font(of element: IBElement) -> IBElement? {
        element.child(named: "fontDescription")
            ?? element.child(named: "font")
            ?? element.children.first { $0.key == "cell" }?.child(named: "font")
    }
}
