/// The solver layer: see `Solver`.
public enum AutolintSolverLayer {}
