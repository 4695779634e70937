import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// Every number enters the model through `NumericGate` (issue #49): out of bounds, a document's
/// layout is refused with a located error, a source layout keeps its views open with the reason.
@Suite struct NumericGateTests {
    func read(_ text: String, named name: String) throws -> InputDocument {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("numeric-gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return InputReader.read(path: path)
    }

    @Test func aMultiplierTooSmallToSolveRefusesTheFixturesLayoutAtItsLine() throws {
        let document = try read("""
            root:
              subviews:
                - {id: a}
            constraints:
              - a.leading == root.leading * 1e-308 + 12
            """, named: "tiny.layout.yml")
        #expect(document.layouts.isEmpty)
        let problem = try #require(document.problems.first)
        #expect(problem.location.line == 5)
        #expect(problem.message.contains("1e-308"))
    }

    @Test func aMultiplierWithinBoundsIsKept() throws {
        let document = try read("""
            root:
              subviews:
                - {id: a}
            constraints:
              - a.width == root.width * 0.001
            """, named: "small.layout.yml")
        #expect(document.problems.isEmpty)
        #expect(document.layouts.first?.constraints.count == 1)
    }

    @Test func anInfiniteConstantInCodeOpensItsViews() throws {
        let document = try read("""
            import UIKit
            final class BadgeView: UIView {
                let icon = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    let size: CGFloat = 1e400
                    NSLayoutConstraint.activate([
                        icon.widthAnchor.constraint(equalToConstant: size),
                        icon.leadingAnchor.constraint(equalTo: leadingAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, named: "Badge.swift")
        #expect(document.problems.isEmpty)
        let layout = try #require(document.layouts.first)
        let facts = try #require(layout.sourceFacts)
        #expect(facts.openViews.contains("icon"))
        #expect(facts.unresolved.contains { $0.reason.contains("not a finite number") && $0.location.line == 10 })
        #expect(!layout.constraints.contains { !$0.constant.isFinite })
    }
}
