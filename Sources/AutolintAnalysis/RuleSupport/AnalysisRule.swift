import AutolintModel

/// A rule that needs the layout solved: it reads every checked configuration at once, so that it
/// can report per configuration (`Diagnostic.configuration` set) or across them.
public protocol AnalysisRule: Rule {
    func validate(_ analysis: LayoutAnalysis) -> [Diagnostic]
}
