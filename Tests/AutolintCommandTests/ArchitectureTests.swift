import Foundation
import Testing

/// The dependency block of `ARCHITECTURE.md` is the package's: every library and executable
/// target with the targets of this package it depends on, as `Package.swift` declares them.
@Suite struct ArchitectureTests {
    /// `name -> local dependencies` from `Package.swift`'s `.target`/`.executableTarget` lines.
    static func declared() throws -> [String: [String]] {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try NSRegularExpression(pattern: #"\.(?:target|executableTarget)\(name: "([^"]+)"(?:, dependencies: \[([^\]]*)\])?"#, options: [.dotMatchesLineSeparators])
        var found: [(String, String)] = []
        for match in target.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            let name = String(manifest[Range(match.range(at: 1), in: manifest)!])
            let list = Range(match.range(at: 2), in: manifest).map { String(manifest[$0]) } ?? ""
            found.append((name, list))
        }
        // System libraries are declared with `.systemLibrary`, outside the pattern above.
        let names = Set(found.map(\.0) + ["CGraphviz", "CLibXML2"])
        var dependencies: [String: [String]] = [:]
        let quoted = try NSRegularExpression(pattern: #""([^"]+)""#)
        for (name, list) in found {
            let mentioned = quoted.matches(in: list, range: NSRange(list.startIndex..., in: list)).map { String(list[Range($0.range(at: 1), in: list)!]) }
            dependencies[name] = mentioned.filter(names.contains).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        }
        return dependencies
    }

    /// The block's lines: `Target <- A, B`.
    static func drawn() throws -> [String: [String]] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let block = try #require(text.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first)
        var drawn: [String: [String]] = [:]
        for line in block.split(separator: "\n") {
            let parts = line.components(separatedBy: "<-")
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            drawn[name] = parts.count > 1 ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : []
        }
        return drawn
    }

    @Test func theDrawingIsThePackage() throws {
        let declared = try Self.declared()
        let drawn = try Self.drawn()
        #expect(Set(drawn.keys) == Set(declared.keys), "targets drawn: \(drawn.keys.sorted()), declared: \(declared.keys.sorted())")
        for (name, dependencies) in declared {
            #expect(Set(drawn[name] ?? []) == Set(dependencies), "\(name): drawn \(drawn[name] ?? []), declared \(dependencies)")
        }
    }

    @Test func theAnalysisKnowsNothingOfHowLayoutsAreRead() throws {
        let declared = try Self.declared()
        #expect(declared["AutolintAnalysis"]?.contains("AutolintFormats") == false)
        #expect(declared["AutolintSolver"]?.isEmpty == true)
        let sources = packageRoot.appendingPathComponent("Sources/AutolintAnalysis")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("import AutolintFormats"), "\(file) imports AutolintFormats")
        }
    }
}
