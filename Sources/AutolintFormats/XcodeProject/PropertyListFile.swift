import AutolintModel
import Foundation

/// A property list read from disk, in any of Foundation's formats: XML or binary (Info.plist) and
/// the old-style ASCII format Xcode saves `project.pbxproj` in.
enum PropertyListFile {
    /// Property lists larger than this are not an app's settings; refused before they are read.
    static let maximumBytes = 64 * 1024 * 1024

    /// The top-level dictionary of the file at `path`, or an input error naming the file and, where
    /// Foundation says it, the line.
    static func dictionary(at path: String) throws(InputError) -> [String: Any] {
        let start = SourceLocation(file: path, line: 1, column: 1)
        // Judged before it is opened: a pipe would block the reader, and so would some of
        // `/proc`'s files, which say they are empty.
        if let status = FileStatus(path: path) {
            guard status.kind == .regular else {
                throw InputError(location: start, message: "not a regular file (a pipe, device or socket); not read")
            }
            guard status.size > 0 else { throw InputError(location: start, message: "the property list is empty") }
            guard status.size <= maximumBytes else {
                throw InputError(location: start, message: "property list of \(status.size / 1_048_576) MB is larger than \(maximumBytes / 1_048_576) MB; not read")
            }
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(location: start, message: "cannot read the property list")
        }
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw InputError(location: location(of: error, in: path), message: "not a property list Xcode can read: \(reason(of: error))")
        }
        guard let dictionary = value as? [String: Any] else {
            throw InputError(location: start, message: "the property list's top level is not a dictionary")
        }
        return dictionary
    }

    /// Foundation's reason. A file that is not XML was also tried as the old-style format (a
    /// `project.pbxproj`), whose parser's reason, kept apart, is the one that names the line.
    private static func reason(of error: Error) -> String {
        let nsError = error as NSError
        if let oldStyle = nsError.userInfo["kCFPropertyListOldStyleParsingError"], let reason = quotedReason(in: String(describing: oldStyle)) {
            return reason
        }
        let debug = nsError.userInfo["NSDebugDescription"] as? String
        return (debug?.isEmpty == false ? debug : nil) ?? nsError.localizedDescription
    }

    /// The reason of an error described as `Error Domain=… Code=3840 "the reason" UserInfo={…}`
    /// (on Linux the old-style parser's error is a CFError that does not bridge to `Error`).
    private static func quotedReason(in description: String) -> String? {
        guard let code = description.range(of: "Code="), let open = description[code.upperBound...].firstIndex(of: "\""),
              let close = description[description.index(after: open)...].firstIndex(of: "\"") else { return nil }
        let reason = description[description.index(after: open)..<close]
        return reason.isEmpty ? nil : String(reason)
    }

    /// The line Foundation's parsers name in their reason ("… on line 12"), else the first.
    private static func location(of error: Error, in path: String) -> SourceLocation {
        let text = reason(of: error)
        var line = 1
        if let range = text.range(of: "line ") {
            let digits = text[range.upperBound...].prefix { $0.isNumber }
            line = Int(digits) ?? 1
        }
        return SourceLocation(file: path, line: max(1, line), column: 1)
    }
}
