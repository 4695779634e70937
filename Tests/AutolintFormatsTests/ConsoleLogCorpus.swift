import Foundation

/// The third-party logs and traces in `../shared/corpus`, read in place; tests skip without them.
enum ConsoleLogCorpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpus").standardizedFileURL

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent("logs.tsv").path) }

    /// One row of `logs.tsv`.
    struct LogRow: Sendable, CustomStringConvertible {
        var file: String
        var platform: String
        var constraintLines: Int
        var tags: [String]
        var footer: String
        var description: String { file }
    }

    static func logRows() -> [LogRow] {
        guard let table = try? String(contentsOf: root.appendingPathComponent("logs.tsv"), encoding: .utf8) else { return [] }
        return table.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6, let count = Int(columns[3]) else { return nil }
            let tags = columns[4].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return LogRow(file: columns[0], platform: columns[2], constraintLines: count, tags: tags, footer: columns[5])
        }
    }

    static func text(_ folder: String, _ file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
    }

    static func traceFiles() -> [String] {
        let folder = root.appendingPathComponent("traces")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The address after "Will attempt to recover by breaking", found by plain text search so the
    /// reader is checked against something it did not compute.
    static func recoveryAddress(in text: String) -> String? {
        guard let phrase = text.range(of: "Will attempt to recover by breaking") else { return nil }
        let rest = text[phrase.upperBound...]
        guard let marker = rest.range(of: ":0x") else { return nil }
        let address = rest[rest.index(after: marker.lowerBound)...].prefix { $0 == "x" || $0.isHexDigit }
        return String(address)
    }
}
