/// The output formats autolint renders in process.
public enum GraphvizFormat: String, Hashable, Sendable, CaseIterable {
    case svg
    case png
    case pdf
    /// DOT with the layout's positions (`pos`, `bb`, ...), as `dot -Tdot` writes it.
    case dot

    /// The format a file name asks for by its extension (`graph.svg`, `OUT.PDF`, `g.gv`).
    public init?(fileExtensionOf path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case "pdf": self = .pdf
        case "dot", "gv": self = .dot
        default: return nil
        }
    }

    /// Graphviz's name for the output device. PNG and PDF name cairo (Debian's `libgvc6` ships it
    /// as `libgvplugin_pango`), so that another installed plugin (gd) can never change the bytes.
    var deviceName: String {
        switch self {
        case .svg, .dot: rawValue
        case .png, .pdf: "\(rawValue):cairo"
        }
    }
}
