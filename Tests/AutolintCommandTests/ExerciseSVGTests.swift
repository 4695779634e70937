import Foundation
import Testing
@testable import AutolintCommand

/// `autolint exercise FILE --svg OUT`: the animated SVG of the ambiguous views' valid frames.
@Suite struct ExerciseSVGTests {
    static func exercise(_ arguments: [String]) throws -> CommandOutput {
        try ExerciseCommand.parse(arguments).execute(workingDirectory: packageRoot.path)
    }

    /// The `<animate>` elements of one view's box in the SVG.
    static func animations(ofView view: String, in svg: String) -> [String] {
        guard let start = svg.range(of: "id=\"wire-\(view)\"") else { return [] }
        let body = svg[start.upperBound...].components(separatedBy: "</g>")[0]
        return body.components(separatedBy: "<animate ").dropFirst().map { String($0.prefix { $0 != ">" }) }
    }

    @Test func ambiguousViewsGlideThroughTheirValidFrames() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try Self.exercise(["Fixtures/analysis/missing-constraints.layout.yml", "--svg", workspace.path("e.svg")])
        #expect(result.exitCode == 0)
        // The text listing is unchanged by --svg.
        #expect(result.standardOutput.contains("go (ambiguous: horizontal):"))
        #expect(result.standardError.contains("Wrote 4 valid layouts of"))
        #expect(result.standardError.contains("moving go, note"))
        let svg = try workspace.read("e.svg")
        #expect(svg.hasPrefix("<svg"))
        // go moves along x only (its box and its name), note changes height only; the title stays.
        let go = Self.animations(ofView: "go", in: svg)
        #expect(go.count == 2)
        #expect(go.allSatisfy { $0.contains("attributeName=\"x\"") && $0.contains("repeatCount=\"indefinite\"") })
        #expect(go.first?.contains("values=\"0;0;100;100;-100;-100;0;0;0\"") == true)
        #expect(Self.animations(ofView: "note", in: svg).map { $0.contains("attributeName=\"height\"") } == [true])
        #expect(Self.animations(ofView: "title", in: svg).isEmpty)
    }

    @Test func viewLimitsTheAnimationToThatView() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try Self.exercise(["Fixtures/analysis/missing-constraints.layout.yml", "--view", "note", "--svg", workspace.path("e.svg")])
        #expect(result.standardError.contains("Wrote 2 valid layouts"))
        let svg = try workspace.read("e.svg")
        #expect(Self.animations(ofView: "go", in: svg).isEmpty)
        #expect(Self.animations(ofView: "note", in: svg).count == 1)
    }

    @Test func layoutWithoutAmbiguityIsDrawnStill() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try Self.exercise(["Fixtures/login-form.layout.yml", "--svg", workspace.path("e.svg")])
        #expect(result.exitCode == 0)
        #expect(result.standardError.contains("no ambiguous view to exercise"))
        let svg = try workspace.read("e.svg")
        #expect(svg.contains("wire-view"))
        #expect(!svg.contains("<animate"))
    }
}
