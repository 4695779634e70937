import Foundation

/// Makes cairo's PDF output reproducible: cairo stamps `/CreationDate (D:YYYYMMDDHHmmSS...)` with
/// the current time and (in Debian 12's cairo 1.16) ignores `SOURCE_DATE_EPOCH`.
///
/// The date's digits are overwritten with a fixed date of the same length, so that every byte
/// offset in the file's cross-reference table stays right.
enum ReproduciblePDF {
    static let fixedDate = Array("19700101000000".utf8)

    static func normalize(_ pdf: Data) -> Data {
        var bytes = [UInt8](pdf)
        let marker = Array("/CreationDate (D:".utf8)
        guard let start = bytes.firstRange(of: marker)?.upperBound else { return pdf }
        for (offset, digit) in fixedDate.enumerated() {
            let index = start + offset
            guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { break }
            bytes[index] = digit
        }
        return Data(bytes)
    }
}
