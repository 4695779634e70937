import AutolintAnalysis
import Foundation
import Testing

/// The rule tables people read are the registry's: README's (id and severity), ARCHITECTURE's (id
/// and file), and the contract's minimum ids (`cli.md`, `source-code.md`) are all registered.
@Suite struct RuleDocumentationTests {
    /// The first column of every table row that names a rule id in backquotes, in order.
    static func tableIDs(in text: String, under heading: String) -> [(id: String, row: String)] {
        guard let start = text.range(of: heading) else { return [] }
        var rows: [(String, String)] = []
        var inTable = false
        for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| `") {
                inTable = true
                let id = line.dropFirst(3).prefix { $0 != "`" }
                rows.append((String(id), String(line)))
            } else if inTable && !line.hasPrefix("|") {
                break
            }
        }
        return rows
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmeTableIsTheRegistry() throws {
        let rows = Self.tableIDs(in: try Self.read("README.md"), under: "### Rules")
        #expect(rows.count == RuleRegistry.ids.count, "a rule is listed twice")
        #expect(Set(rows.map(\.id)) == Set(RuleRegistry.ids))
        for rule in RuleRegistry.all {
            let row = rows.first { $0.id == rule.description.id }?.row ?? ""
            #expect(row.contains("| \(rule.description.defaultSeverity.rawValue) |"), "README gives \(rule.description.id) another severity: \(row)")
        }
    }

    @Test func theArchitectureTableNamesEachRulesFile() throws {
        let rows = Self.tableIDs(in: try Self.read("ARCHITECTURE.md"), under: "## Where each rule lives")
        #expect(Set(rows.map(\.id)) == Set(RuleRegistry.ids))
        for row in rows {
            let file = row.row.split(separator: "|").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) } ?? ""
            #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Sources/AutolintAnalysis/Rules/\(file)").path), "\(row.id): no Rules/\(file)")
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: packageRoot.deletingLastPathComponent().appendingPathComponent("shared/spec/cli.md").path), "needs ../shared/spec"))
    func theContractsMinimumIdsAreRegistered() throws {
        for spec in ["cli.md", "source-code.md"] {
            let text = try String(contentsOf: packageRoot.deletingLastPathComponent().appendingPathComponent("shared/spec/\(spec)"), encoding: .utf8)
            let ids = Self.tableIDs(in: text, under: "| id |").map(\.id)
            #expect(!ids.isEmpty)
            for id in ids { #expect(RuleRegistry.ids.contains(id), "\(spec) names \(id), which no rule has") }
        }
    }
}
