/// Baseline offsets of text views, estimated from the font size because text cannot be laid out
/// offline.
///
/// The system font's ascender is about 0.952 and its descender about 0.241 of the point size. One
/// line of text is centred vertically in labels, buttons and fields; several lines start at the top
/// and end at the bottom.
enum InterfaceBuilderBaselines {
    static let textElements: Set<String> = ["label", "button", "textField", "textView", "searchField", "secureTextField", "comboBox", "popUpButton"]

    /// `(first, last)` offsets from the view's top, or nil for views without text.
    static func estimate(_ element: IBElement, height: Double, platform: InterfaceBuilderDocumentKind.Platform) -> (first: Double, last: Double)? {
        guard textElements.contains(element.name) else { return nil }
        let (ascender, descender) = (InterfaceBuilderFontMetrics.ascender, InterfaceBuilderFontMetrics.descender)
        let size = InterfaceBuilderFontMetrics.pointSize(element) ?? (platform == .macOS ? 13 : 17)
        let lineHeight = (ascender + descender) * size
        let isSingleLine = element["numberOfLines"].map { $0 == "1" } ?? (element.name != "textView")
        if isSingleLine {
            let baseline = (height - lineHeight) / 2 + ascender * size
            return (baseline, baseline)
        }
        return (ascender * size, height - descender * size)
    }
}
