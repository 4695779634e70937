// Tests for AutolintRendering arrive with it.
