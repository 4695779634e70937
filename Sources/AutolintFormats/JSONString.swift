/// A string as a JSON (and YAML double-quoted) literal: quotes, backslashes and control
/// characters escaped, everything else as it is. One escaper for every writer of JSON.
public enum JSONString {
    public static func quoted(_ string: String) -> String {
        // Most strings (ids, messages) need no escape: one byte scan, no scalar-by-scalar copy.
        guard string.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }) else {
            return "\"" + string + "\""
        }
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
