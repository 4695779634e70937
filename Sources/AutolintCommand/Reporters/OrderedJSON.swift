import AutolintFormats
import AutolintModel

/// A JSON value whose object keys keep the order they were given in, so that reports have the
/// exact key order their contract shows (Foundation's encoder sorts or scrambles them).
enum OrderedJSON: Sendable {
    case object([(String, OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case integer(Int)
    /// Points and other measures, printed as `formatPoints` does (`127.5`, `40`).
    case number(Double)
    case bool(Bool)
    case null

    /// Pretty-printed with two-space indentation and a final newline.
    func rendered() -> String {
        var text = ""
        write(to: &text, indent: 0)
        return text + "\n"
    }

    private func write(to text: inout String, indent: Int) {
        let padding = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            text += "{\n"
            for (index, (key, value)) in members.enumerated() {
                text += padding + Self.quoted(key) + ": "
                value.write(to: &text, indent: indent + 1)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += closing + "}"
        case .array(let items):
            guard !items.isEmpty else { text += "[]"; return }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += padding
                item.write(to: &text, indent: indent + 1)
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += closing + "]"
        case .string(let string): text += Self.quoted(string)
        case .integer(let number): text += String(number)
        case .number(let value): text += value.isFinite ? formatPoints(value) : "null"
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        }
    }

    static func quoted(_ string: String) -> String { JSONString.quoted(string) }
}
