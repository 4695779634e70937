// Tests for AutolintSolver arrive with it.
