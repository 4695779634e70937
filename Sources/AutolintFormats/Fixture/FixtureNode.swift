import AutolintModel

/// A fixture's YAML or JSON tree, with where every node starts.
///
/// Both syntaxes are read into this one shape, so the fixture's meaning is decoded once and every
/// error, whichever the syntax, can point at the exact key or value.
struct FixtureNode: Sendable {
    enum Value: Sendable {
        case scalar(FixtureScalar)
        case sequence([FixtureNode])
        /// Keys in the order written (duplicates are rejected by the syntax readers).
        case mapping([(key: FixtureScalar, value: FixtureNode)])
    }

    var value: Value
    var position: FixturePosition

    /// What the node is, for "expected a list, found a mapping" messages.
    var kindDescription: String {
        switch value {
        case .scalar(let scalar): scalar.kind.description
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// A leaf: its text as written, and what the syntax says it is.
struct FixtureScalar: Sendable {
    enum Kind: Sendable, CustomStringConvertible {
        case string, number, boolean, null

        var description: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .boolean: "a boolean"
            case .null: "null"
            }
        }
    }

    var text: String
    var kind: Kind
    /// The value of a number as the syntax reads it (YAML's `.inf`, `0x1F` and `1_000` included).
    var number: Double?
    var boolean: Bool?
    /// Whether `text` starts one column after `position`, past an opening quote.
    var opensWithQuote: Bool
    var position: FixturePosition

    init(text: String, kind: Kind, number: Double? = nil, boolean: Bool? = nil, opensWithQuote: Bool = false, position: FixturePosition) {
        self.text = text
        self.kind = kind
        self.number = number
        self.boolean = boolean
        self.opensWithQuote = opensWithQuote
        self.position = position
    }

    /// Column of the first character of `text` (after an opening quote), so that errors inside an
    /// equation or a VFL line land on the right character of the file.
    var contentColumn: Int { position.column + (opensWithQuote ? 1 : 0) }
}
