/// The bytes the snippet grammars give a meaning to, and the classes of bytes they scan.
extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let dot = UInt8(ascii: ".")
    static let colon = UInt8(ascii: ":")
    static let dollar = UInt8(ascii: "$")
    static let comma = UInt8(ascii: ",")
    static let quote = UInt8(ascii: "'")
    static let at = UInt8(ascii: "@")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let star = UInt8(ascii: "*")
    static let equals = UInt8(ascii: "=")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let bar = UInt8(ascii: "|")

    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isRelationByte: Bool { self == .equals || self == .less || self == .greater || self == UInt8(ascii: "!") }
    var isHexDigit: Bool { isDigit || (self | 0x20 >= 0x61 && self | 0x20 <= 0x66) }
    /// Letters and `_`: what may start a C identifier.
    var isIdentifierStart: Bool { (self | 0x20 >= 0x61 && self | 0x20 <= 0x7A) || self == 0x5F }
}
