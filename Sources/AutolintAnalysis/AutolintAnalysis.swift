/// The analysis layer: UIKit semantics on the solver, and every rule.
public enum AutolintAnalysisLayer {}
