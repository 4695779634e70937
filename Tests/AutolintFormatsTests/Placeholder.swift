// Tests for AutolintFormats arrive with it.
