import AutolintModel

/// A fixture as written: ordered mappings, lists and scalars, rendered as YAML or JSON in a fixed
/// form, so that an export is the same bytes every time and diffs well.
public indirect enum FixtureValue: Hashable, Sendable {
    case mapping([Member])
    case sequence([FixtureValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    /// A value with a comment after it on its line (YAML only): `# autolint:disable:this …`.
    case commented(FixtureValue, String)

    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: FixtureValue
        public init(_ key: String, _ value: FixtureValue) {
            self.key = key
            self.value = value
        }
    }

    /// Numbers exactly as they read back: whole numbers without a fraction, others in the
    /// shortest form that round-trips (`0.3333333333333333`, `1e-06`).
    static func numberText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    // MARK: JSON

    public var json: String { json(indent: "") + "\n" }

    private func json(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .mapping(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + Self.quoted($0.key) + ": " + $0.value.json(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        case .sequence(let items):
            guard !items.isEmpty else { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.json(indent: inner) }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.json(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let text): return Self.quoted(text)
        case .number(let value): return Self.numberText(value)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .commented(let value, _): return value.json(indent: indent)
        }
    }

    // MARK: YAML

    /// Block style for mappings and lists of mappings, flow style for what fits on a line.
    public var yaml: String {
        guard case .mapping(let members) = self else { return flow + "\n" }
        return Self.block(members, indent: "")
    }

    private static func block(_ members: [Member], indent: String) -> String {
        var text = ""
        for member in members {
            let key = indent + plainOrQuoted(member.key) + ":"
            switch member.value {
            case .mapping(let inner) where !inner.isEmpty && !member.value.fitsOnALine:
                text += key + "\n" + block(inner, indent: indent + "  ")
            case .sequence(let items) where !items.isEmpty && !member.value.fitsOnALine:
                text += key + "\n"
                for item in items {
                    if case .mapping(let inner) = item, !inner.isEmpty, !item.fitsOnALine {
                        let body = block(inner, indent: indent + "    ")
                        text += indent + "  - " + body.dropFirst(indent.count + 4)
                    } else if case .commented(let value, let comment) = item {
                        text += indent + "  - " + value.flow + "  # " + comment + "\n"
                    } else {
                        text += indent + "  - " + item.flow + "\n"
                    }
                }
            default:
                text += key + " " + member.value.flow + "\n"
            }
        }
        return text
    }

    private var flow: String {
        switch self {
        case .mapping(let members): "{" + members.map { Self.plainOrQuoted($0.key) + ": " + $0.value.flow }.joined(separator: ", ") + "}"
        case .sequence(let items): "[" + items.map(\.flow).joined(separator: ", ") + "]"
        case .string(let text): Self.plainOrQuoted(text)
        case .number(let value): Self.numberText(value)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .commented(let value, _): value.flow
        }
    }

    private var isScalar: Bool {
        switch self {
        case .mapping, .sequence, .commented: false
        default: true
        }
    }

    /// Scalars, and lists or mappings of scalars short enough to read on one line.
    private var fitsOnALine: Bool {
        switch self {
        case .mapping(let members): members.allSatisfy(\.value.isScalar) && flow.count <= 100
        case .sequence(let items): items.allSatisfy(\.isScalar) && flow.count <= 100
        default: true
        }
    }

    /// Plain where YAML reads the text back as the same string, double-quoted (JSON escapes,
    /// which YAML shares) everywhere else.
    static func plainOrQuoted(_ text: String) -> String {
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]
        let isPlain = !text.isEmpty && !reserved.contains(text.lowercased())
            && text.unicodeScalars.allSatisfy { $0.isASCII && (PlainCharacters.contains($0)) }
            && !(text.first?.isNumber ?? true) && text.first != "-" && text.first != "."
        return isPlain ? text : quoted(text)
    }

    static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}

/// Letters, digits, `_`, `.` and `-`: what needs no quotes in a key or an id.
private enum PlainCharacters {
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
            || scalar == "_" || scalar == "." || scalar == "-"
    }
}
