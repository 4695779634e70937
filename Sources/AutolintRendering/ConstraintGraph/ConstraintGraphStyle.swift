import AutolintModel

/// How a constraint graph looks: one place for every colour and line style, shared with the
/// HTML report's legend so the two always agree.
public enum ConstraintGraphStyle {
    public static let conflictColor = "#dc2626"
    public static let ambiguousFill = "#fde68a"
    public static let ambiguousStroke = "#b45309"
    public static let userColor = "#1f2937"
    public static let fontName = "Helvetica,Arial,sans-serif"

    /// The families of system constraints, each drawn in its own colour with a hollow arrowhead.
    public enum SystemFamily: String, CaseIterable, Sendable {
        case intrinsicSize = "intrinsic size"
        case autoresizing = "autoresizing mask"
        case encapsulatedSize = "encapsulated size"
        case stackView = "stack view"
        case other = "other system"

        public init?(_ origin: ConstraintOrigin) {
            switch origin {
            case .explicit, .visualFormat, .consoleLog: return nil
            case .compressionResistance, .contentHugging: self = .intrinsicSize
            case .autoresizingMask: self = .autoresizing
            case .encapsulatedLayout: self = .encapsulatedSize
            case .stackView: self = .stackView
            case .nonNegativeSize, .deviceFrame, .layoutGuide: self = .other
            }
        }

        public var color: String {
            switch self {
            case .intrinsicSize: "#0f766e"
            case .autoresizing: "#7c3aed"
            case .encapsulatedSize: "#a16207"
            case .stackView: "#2563eb"
            case .other: "#6b7280"
            }
        }

        /// A name usable in an SVG class or element id.
        public var token: String { rawValue.replacingOccurrences(of: " ", with: "-") }
    }

    static let graph: GraphvizAttributes = [
        "fontname": fontName, "fontsize": "13", "labelloc": "t", "newrank": "true",
        "nodesep": "0.35", "ranksep": "0.45", "outputorder": "edgesfirst", "bgcolor": "white",
    ]
    static let nodeDefaults: GraphvizAttributes = [
        "fontname": fontName, "fontsize": "11", "shape": "box", "style": "rounded,filled",
        "fillcolor": "white", "color": userColor, "margin": "0.08,0.04", "height": "0.3",
    ]
    static let edgeDefaults: GraphvizAttributes = [
        "fontname": fontName, "fontsize": "9", "color": userColor, "fontcolor": userColor, "arrowsize": "0.6",
    ]
    static let cluster: GraphvizAttributes = [
        "fontname": fontName, "style": "rounded", "color": "#9ca3af", "fontcolor": "#4b5563", "fontsize": "10", "labeljust": "l",
    ]
    static let ambiguousView: GraphvizAttributes = [
        "fillcolor": ambiguousFill, "color": ambiguousStroke, "penwidth": "2",
    ]
    static let focusView: GraphvizAttributes = ["peripheries": "2"]
    static let guide: GraphvizAttributes = [
        "style": "rounded,dashed", "fontcolor": "#4b5563", "color": "#6b7280", "fontsize": "9",
    ]
    static let anchorPoint: GraphvizAttributes = ["shape": "point", "width": "0.06", "style": "filled", "label": ""]
    static let missingView: GraphvizAttributes = ["style": "dotted", "color": conflictColor]
    static let conflicting: GraphvizAttributes = ["color": conflictColor, "fontcolor": conflictColor, "penwidth": "2.2"]
    static let broken: GraphvizAttributes = ["style": "dashed"]

    static func system(_ family: SystemFamily) -> GraphvizAttributes {
        ["color": family.color, "fontcolor": family.color, "arrowhead": "empty", "penwidth": "0.8"]
    }
}
