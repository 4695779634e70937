/// Writes XML and HTML text: elements with attributes in the order given, text escaped.
///
/// Used for the SVGs autolint draws itself and for the HTML report, so that escaping lives in
/// one place and attribute order (and so the output) never depends on hashing.
struct MarkupWriter {
    private(set) var text = ""

    mutating func open(_ name: String, _ attributes: MarkupAttributes = [:]) {
        text += "<\(name)\(Self.attributes(attributes))>"
    }

    mutating func close(_ name: String) { text += "</\(name)>" }

    /// An element with text content, or a self-closing one when `content` is nil.
    mutating func element(_ name: String, _ attributes: MarkupAttributes = [:], content: String? = nil) {
        if let content {
            text += "<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>"
        } else {
            text += "<\(name)\(Self.attributes(attributes))/>"
        }
    }

    mutating func write(escaped content: String) { text += Self.escape(content) }

    /// Markup made elsewhere and already well formed (a Graphviz SVG, a nested writer's text).
    mutating func write(markup: String) { text += markup }

    mutating func newline() { text += "\n" }

    static func escape(_ content: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(content.utf8.count)
        for character in content {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func attributes(_ attributes: MarkupAttributes) -> String {
        attributes.pairs.map { " \($0.name)=\"\(escape($0.value))\"" }.joined()
    }
}
