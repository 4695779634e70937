// Tests for AutolintAnalysis arrive with it.
