import Testing
import AutolintCommand

/// What the allocator settings do is measured (README, Performance); here, that glibc takes them.
@Suite struct AllocatorSettingsTests {
    @Test func glibcTakesTheFixedMappingThreshold() {
        #if canImport(Glibc)
        #expect(AllocatorSettings.apply())
        #else
        #expect(!AllocatorSettings.apply())
        #endif
    }
}
