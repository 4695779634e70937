import AutolintModel
import Foundation

/// A build configuration file (`.xcconfig`) as Xcode reads one: a `NAME = value` per line
/// (`NAME[sdk=iphoneos*] = value` for a conditional setting; a trailing `;` is allowed), `//`
/// comments to the end of the line, and `#include "path"` or `#include? "path"` (optional),
/// relative to the including file. Xcode ignores a file with a line it cannot read; autolint says
/// where, and the settings it would have given are unknown. Only regular files are read, and an
/// empty one (as `/proc`'s files present themselves, some of which block a reader) is not read.
struct XcconfigFile {
    /// The assignments in the order Xcode takes them, includes expanded in place: a later one of
    /// a name wins, and its `$(inherited)` is the value before it.
    var assignments: [(name: String, value: String)] = []
    /// Every file read, this one first.
    var files: [String] = []

    /// Larger files are not a project's settings; refused before they are read.
    static let maximumBytes = 1024 * 1024
    /// Includes nest at most this deep (a file that includes itself is an error before that).
    static let maximumIncludeDepth = 16

    /// Reads the file at `path` and its includes.
    static func read(path: String) throws(InputError) -> XcconfigFile {
        var file = XcconfigFile()
        try file.append(path: XcodeProject.standardized(path), including: [], optional: false, from: nil)
        return file
    }

    /// Reads `path` into this file's assignments; `including` holds the files that include it.
    private mutating func append(path: String, including: [String], optional: Bool, from site: SourceLocation?) throws(InputError) {
        let start = site ?? SourceLocation(file: path, line: 1, column: 1)
        let status = FileStatus(path: path)
        if optional, status == nil { return }
        if including.contains(path) {
            throw InputError(location: start, message: "\((path as NSString).lastPathComponent) includes itself")
        }
        guard including.count < Self.maximumIncludeDepth else {
            throw InputError(location: start, message: "includes nest deeper than \(Self.maximumIncludeDepth) files")
        }
        guard let status, status.kind == .regular else {
            throw InputError(location: start, message: site == nil ? "cannot read the .xcconfig file" : "cannot read the included file \(path)")
        }
        guard status.size <= Self.maximumBytes else {
            throw InputError(location: start, message: ".xcconfig file of \(status.size / 1024) KB is larger than \(Self.maximumBytes / 1024) KB; not read")
        }
        files.append(path)
        guard status.size > 0 else { return }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(location: start, message: "cannot read the .xcconfig file")
        }
        let including = including + [path]
        let here = (path as NSString).deletingLastPathComponent
        for (index, rawLine) in String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let location = SourceLocation(file: path, line: index + 1, column: 1)
            let line = Self.withoutComment(rawLine).trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                let (included, isOptional) = try Self.include(line, at: location)
                let resolved = included.hasPrefix("/") ? included : (here as NSString).appendingPathComponent(included)
                try append(path: XcodeProject.standardized(resolved), including: including, optional: isOptional, from: location)
                continue
            }
            assignments.append(try Self.assignment(line, at: location))
        }
    }

    /// The line up to its `//`: Xcode takes the rest as a comment even inside a value (a URL is
    /// written `https:/$()/host` for that reason).
    private static func withoutComment(_ line: Substring) -> Substring {
        guard let range = line.range(of: "//") else { return line }
        return line[..<range.lowerBound]
    }

    /// The path of `#include "path"` or `#include? "path"`, and whether it is optional.
    private static func include(_ line: String, at location: SourceLocation) throws(InputError) -> (String, Bool) {
        var rest = line.dropFirst("#include".count)
        let isOptional = rest.first == "?"
        if isOptional { rest = rest.dropFirst() }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.first == "\"", rest.count >= 2, rest.last == "\"" else {
            throw InputError(location: location, message: "expected a quoted path after #include, like #include \"Shared.xcconfig\"")
        }
        let path = String(rest.dropFirst().dropLast())
        guard !path.isEmpty, !path.contains("\"") else {
            throw InputError(location: location, message: "expected a quoted path after #include, like #include \"Shared.xcconfig\"")
        }
        // `<DEVELOPER_DIR>/…` names Xcode's own files, which are not here.
        if path.hasPrefix("<") {
            if isOptional { return (path, true) }
            throw InputError(location: location, message: "includes \(path), a file of Xcode's own that autolint cannot read")
        }
        return (path, isOptional)
    }

    /// `NAME = value` or `NAME[condition=value]… = value`, with an optional trailing `;`.
    private static func assignment(_ line: String, at location: SourceLocation) throws(InputError) -> (name: String, value: String) {
        let expected = "expected a setting, like TARGETED_DEVICE_FAMILY = 1,2"
        // The first `=` outside the conditions' brackets.
        var depth = 0
        let equals = line.firstIndex { character in
            if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
            return character == "=" && depth == 0
        }
        guard let equals else { throw InputError(location: location, message: expected) }
        let name = line[..<equals].trimmingCharacters(in: .whitespaces)
        guard isSettingName(name) else { throw InputError(location: location, message: expected) }
        var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
        return (name, value)
    }

    /// A build setting's name, each condition in brackets after it (`OTHER[sdk=iphoneos*][arch=*]`).
    private static func isSettingName(_ text: String) -> Bool {
        let base = text.prefix { $0 != "[" }
        guard let first = base.first, first.isASCII, first.isLetter || first == "_",
              base.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return false }
        var conditions = text.dropFirst(base.count)
        while !conditions.isEmpty {
            guard conditions.first == "[", let close = conditions.firstIndex(of: "]"),
                  conditions[conditions.index(after: conditions.startIndex)..<close].contains("=") else { return false }
            conditions = conditions[conditions.index(after: close)...]
        }
        return true
    }
}
