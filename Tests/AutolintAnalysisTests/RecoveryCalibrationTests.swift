import AutolintFormats
import AutolintModel
import Foundation
import Testing
@testable import AutolintAnalysis

/// UIKit's pick of the constraint to break, compared with the real console logs of the corpus
/// (`../shared/corpus/logs`): the figure is in `docs/analysis.md`. Skipped without the corpus.
@Suite struct RecoveryCalibrationTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/corpus/logs").standardized

    struct Outcome {
        var file: String
        var reported: String
        var picked: [String]
    }

    static func outcomes(options: LayoutSystem.Options = LayoutSystem.Options(fixesRootSize: false)) throws -> [Outcome] {
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".log") }.sorted()
        var outcomes: [Outcome] = []
        for file in files {
            let text = try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8)
            for layout in ConsoleLogReader.read(text: text, path: file).layouts {
                guard let reported = layout.reportedRecoveryID else { continue }
                let configuration = Configuration(device: Device.named(Device.defaultName)!)
                let analysis = ConfigurationAnalysis(solving: LayoutSystem(layout: layout, configuration: configuration, options: options))
                let picked = analysis.conflicts.compactMap { analysis.system.constraints[$0.broken].id }
                outcomes.append(Outcome(file: file, reported: reported, picked: picked))
            }
        }
        return outcomes
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path)))
    func pickAgreesWithUIKitOnMostRealLogs() throws {
        let outcomes = try Self.outcomes()
        let agreeing = outcomes.filter { $0.picked.contains($0.reported) }
        for outcome in outcomes where !outcome.picked.contains(outcome.reported) {
            print("recovery differs: \(outcome.file): UIKit broke \(outcome.reported), autolint picks \(outcome.picked)")
        }
        print("recovery agreement: \(agreeing.count) of \(outcomes.count)")
        #expect(outcomes.count >= 15)
        // 13 of 18 when this was written; two logs have no complete conflict (elided or truncated).
        #expect(agreeing.count >= 12)
    }

    /// Reading a log, the constraint the log says UIKit broke is the one broken, wherever the
    /// conflict autolint finds contains it.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path)))
    func logsFollowTheirOwnRecovery() throws {
        let outcomes = try Self.outcomes(options: LayoutSystem.Options(for: .consoleBlock))
        let withConflict = outcomes.filter { !$0.picked.isEmpty }
        #expect(withConflict.count >= 15)
        #expect(withConflict.allSatisfy { $0.picked.contains($0.reported) })
    }
}
