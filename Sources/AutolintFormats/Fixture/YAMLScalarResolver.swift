/// Decides what a plain (unquoted) YAML scalar is, by the YAML 1.2 core schema: `null`/`~`/empty,
/// `true`/`false`, integers (decimal, `0x`, `0o`), floats (with `.inf`, `.nan`), else a string.
///
/// Yams' default resolver tries a series of regular expressions on every scalar, which dominates
/// the reading time of a large fixture; this does the same classification in one pass.
enum YAMLScalarResolver {
    static func resolve(_ text: String) -> (kind: FixtureScalar.Kind, number: Double?, boolean: Bool?) {
        // Most scalars are names and equations: their first byte rules out every special word
        // and number without comparing the text against each.
        if let first = text.utf8.first, !mayStartSpecialScalar(first) { return (.string, nil, nil) }
        if let integer = smallInteger(text) { return (.number, integer, nil) }
        // The special words are at most five bytes (`+.inf`, `False`): a name such as `title0`
        // or `frameView` need not be compared with each.
        guard text.utf8.count <= 5 else { return number(text).map { (.number, $0, nil) } ?? (.string, nil, nil) }
        switch text {
        case "", "~", "null", "Null", "NULL": return (.null, nil, nil)
        case "true", "True", "TRUE": return (.boolean, nil, true)
        case "false", "False", "FALSE": return (.boolean, nil, false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return (.number, .infinity, nil)
        case "-.inf", "-.Inf", "-.INF": return (.number, -.infinity, nil)
        case ".nan", ".NaN", ".NAN": return (.number, .nan, nil)
        default: break
        }
        if let number = number(text) { return (.number, number, nil) }
        return (.string, nil, nil)
    }

    /// Up to fifteen decimal digits and nothing else (`21`, `252`): most numbers in a fixture,
    /// exactly what `Double(text)` makes of them, without its general parse.
    private static func smallInteger(_ text: String) -> Double? {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 15 else { return nil }
        var value = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return Double(value)
    }

    private static func number(_ text: String) -> Double? {
        let utf8 = text.utf8
        guard let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return nil }
        for (prefix, radix) in [("0x", 16), ("0o", 8)] where text.hasPrefix(prefix) {
            return Int(text.dropFirst(2), radix: radix).map(Double.init)
        }
        // Decimal integers and floats: digits, one point, an exponent; `Double` checks the rest.
        guard utf8.allSatisfy(isDecimalNumberByte), utf8.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Double(text)
    }

    private static func isDecimalNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }

    /// The first bytes of `null`, `~`, booleans, `.inf`/`.nan` and numbers.
    private static func mayStartSpecialScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "~"),
             UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            true
        default:
            false
        }
    }
}
