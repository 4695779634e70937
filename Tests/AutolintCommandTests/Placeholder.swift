// Tests for AutolintCommand arrive with it.
