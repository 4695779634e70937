import AutolintCommand
import AutolintFormats
import Foundation
import Testing

/// The project's own sample pastes (`Tests/AutolintFormatsTests/ConsoleLogSamples`) through
/// `check` and `explain`: one `conflicting-constraints` finding per block at its header, whose
/// minimal set holds what UIKit broke, and an explanation of every block.
@Suite struct ConsoleLogSampleCommandTests {
    static let folder = packageRoot.appendingPathComponent("Tests/AutolintFormatsTests/ConsoleLogSamples")
    static let samples = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".log") }.sorted()

    /// Blocks whose printed constraints can all hold: a redacted list, and optional priorities
    /// that leave room (AppKit's content size at 750).
    static let satisfiable: Set<String> = ["appkit-encapsulated-contentsize.log block 1", "appkit-private-redacted.log block 1",
                                           "unreadable-line-then-good-block.log block 1"]

    /// A log never prints where a label's baselines are; taken at its top and bottom, the title's
    /// baseline pinned to the view's middle conflicts with its top pin before the constraint UIKit broke.
    static let recoveryOutsideSet: Set<String> = ["ib-prototyping-baselines.log block 1"]

    @Test func thereAreTwentyFiveSamples() {
        #expect(Self.samples.count == 25)
    }

    @Test(arguments: samples)
    func everyBlockIsOneFindingAtItsHeader(_ file: String) throws {
        let document = ConsoleLogReader.read(text: try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8), path: file)
        let output = try check(["--reporter", "json", "--quiet", file], in: Self.folder.path)
        #expect(output.exitCode == (document.problems.isEmpty ? 2 : 3))
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        let findings = (object?["diagnostics"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "conflicting-constraints" }
        #expect(findings.map { $0["line"] as? Int ?? 0 } == document.layouts.map { $0.location?.line ?? 0 })
        for (finding, layout) in zip(findings, document.layouts) {
            let message = finding["message"] as? String ?? ""
            let constraints = finding["constraints"] as? [String] ?? []
            if Self.satisfiable.contains("\(file) \(layout.name)") {
                #expect(message.contains("can all hold") || message.contains("prints none"), "\(file) \(layout.name): \(message)")
                continue
            }
            #expect(message.contains("minimal conflicting set"), "\(file) \(layout.name): \(message)")
            if let broken = layout.reportedRecoveryID {
                let recovery = finding["recovery"] as? String ?? ""
                #expect(recovery.hasPrefix("\(layout.loggingFramework) broke <"))
                let outside = Self.recoveryOutsideSet.contains("\(file) \(layout.name)")
                #expect(constraints.contains(broken) != outside, "\(file) \(layout.name): \(broken) in \(constraints)")
                #expect(recovery.contains("not in this minimal set") == outside)
            }
        }
        let explained = try ExplainCommand.parse([file]).execute(workingDirectory: Self.folder.path)
        #expect(explained.exitCode == output.exitCode - 2 + (output.exitCode == 3 ? 2 : 0))
        #expect(explained.standardOutput.components(separatedBy: "Unable to simultaneously satisfy constraints (").count - 1 == document.layouts.count)
    }
}
