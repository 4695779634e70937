/// Colours and sizes of wireframes, shared with the HTML report's legend.
enum WireframeStyle {
    static let padding = 16.0
    static let titleHeight = 22.0
    static let labelSize = 10.0
    static let titleSize = 13.0
    /// Roughly the advance of one character of `labelSize` sans-serif, to shorten labels that would spill out.
    static let characterWidth = 5.8
    /// The same for the title's `titleSize`.
    static let titleCharacterWidth = characterWidth * titleSize / labelSize
    static let stroke = "#374151"
    static let fill = "#3b82f6"
    static let fillOpacity = "0.06"
    static let ambiguousFill = ConstraintGraphStyle.ambiguousFill
    static let ambiguousStroke = ConstraintGraphStyle.ambiguousStroke
    /// Views a finding names, in the conflict colour of the graphs.
    static let highlightStroke = ConstraintGraphStyle.conflictColor
    static let fontFamily = ConstraintGraphStyle.fontName
}
