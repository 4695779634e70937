import AutolintModel
@testable import AutolintRendering

/// A report over two layouts with findings of each kind, as `autolint report` would make it.
enum SampleReport {
    static var card: Layout {
        var layout = SampleLayouts.card
        layout.location = SourceLocation(file: "card.layout.yml", line: 1, column: 1)
        return layout
    }

    static var diagnostics: [Diagnostic] {
        let file = "card.layout.yml"
        return [
            Diagnostic(
                rule: "conflicting-constraints", severity: .error, location: SourceLocation(file: file, line: 14, column: 5),
                configuration: "iphone-se", views: ["icon"], axis: .horizontal, constraints: SampleLayouts.cardConflict,
                message: "These constraints cannot all hold: the icon is 500 points wide but 16 points inside a card 343 points wide",
                fixes: ["Lower iconWidth to 999"], recovery: "iconWidth: UIKit breaks the last constraint added"
            ),
            Diagnostic(
                rule: "unsatisfiable-priority", severity: .warning, location: SourceLocation(file: file, line: 19, column: 5),
                views: ["icon"], constraints: ["iconWide"], message: "iconWide (@700) is never met: iconWidth (@1000) beats it"
            ),
            Diagnostic(
                rule: "missing-constraints", severity: .error, location: SourceLocation(file: file, line: 8, column: 9),
                configuration: "iphone-se", views: ["caption"], axis: .vertical,
                message: "Need constraints for: Y position or height of Caption", fixes: ["Add a top constraint to caption"]
            ),
            Diagnostic(
                rule: "left-right-attributes", severity: .warning, location: SourceLocation(file: "login.layout.yml", line: 20, column: 5),
                message: "left/right ignore the writing direction <use leading/trailing>"
            ),
        ]
    }

    static var input: HTMLReportInput {
        let frames = RootCoordinates.frames(of: card, from: WireframeTests.cardFrames)
        var graph = ConstraintGraphInput(layout: card, configuration: "iphone-se")
        graph.mark(diagnostics)
        let alternatives = [frames["caption"]!, Rect(x: 80, y: 120, width: 60, height: 21)]
        var login = SampleLayouts.login
        login.location = SourceLocation(file: "login.layout.yml", line: 1, column: 1)
        return HTMLReportInput(title: "autolint report", diagnostics: diagnostics, sections: [
            HTMLReportSection(
                layout: card, configuration: "iphone-se", graph: graph,
                wireframe: WireframeInput(layout: card, frames: frames, ambiguousViews: ["caption"], configuration: "iphone-se"),
                animations: [AmbiguityAnimationInput(layout: card, frames: frames, view: "caption", alternatives: alternatives, configuration: "iphone-se")]
            ),
            HTMLReportSection(layout: login, configuration: "iphone-15", graph: ConstraintGraphInput(layout: login, configuration: "iphone-15")),
        ], generator: "autolint tests")
    }
}
