import AutolintModel
import Foundation

/// Turns a fixture's (or a configuration's) bytes into text, refusing what is not a text file.
public enum TextDecoding {
    /// The text of `data`, or an error at the first byte that makes it unreadable; `kind` names
    /// the files that must be UTF-8 in the message.
    public static func decode(_ data: Data, path: String, kind: String = "fixtures") throws(InputError) -> String {
        try decode(bytes: [UInt8](data), path: path, kind: kind)
    }

    /// As `decode(_:path:kind:)`, from an array of the bytes.
    public static func decode(bytes: [UInt8], path: String, kind: String = "fixtures") throws(InputError) -> String {
        // `memchr`, not `firstIndex(of:)`: this runs over every byte of every file read.
        let nul = bytes.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, let found = memchr(base, 0, raw.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
        if let nul {
            throw error("binary data (a NUL byte): this is not a text file", at: nul, in: bytes, path: path)
        }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            let invalid = firstInvalidUTF8Offset(bytes) ?? 0
            let byte = String(bytes[invalid], radix: 16, uppercase: true)
            throw error("invalid UTF-8 (byte 0x\(byte)): \(kind) must be UTF-8 text", at: invalid, in: bytes, path: path)
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// 1-based line and column of a byte offset, the column in Unicode scalars as libyaml counts
    /// them (an unreadable byte counts as the one replacement character the excerpt shows).
    static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(offset, bytes.count)
        let line = 1 + bytes[..<end].count { $0 == UInt8(ascii: "\n") }
        let lineStart = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return (line, 1 + String(decoding: bytes[lineStart..<end], as: UTF8.self).unicodeScalars.count)
    }

    private static func error(_ message: String, at offset: Int, in bytes: [UInt8], path: String) -> InputError {
        let (line, column) = lineAndColumn(ofByte: offset, in: bytes)
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var lineEnd = offset
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        // Show the line with unreadable bytes as U+FFFD and control bytes as spaces, so the caret still lines up.
        let shown = String(decoding: bytes[lineStart..<min(lineEnd, lineStart + 200)], as: UTF8.self)
            .map { $0.isASCII && ($0.asciiValue ?? 32) < 32 && $0 != "\t" ? " " : $0 }
        return InputError(location: SourceLocation(file: path, line: line, column: column), message: message, excerpt: String(shown))
    }
}
