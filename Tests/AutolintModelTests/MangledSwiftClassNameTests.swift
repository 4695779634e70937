import AutolintModel
import Testing

/// Swift class names as the Objective-C runtime prints them, read back as written.
@Suite struct MangledSwiftClassNameTests {
    @Test func plainAndGenericClasses() {
        #expect(MangledSwiftClassName.readable("_TtC5MyApp8CardView") == "CardView")
        #expect(MangledSwiftClassName.readable("_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_") == "CardView<RecoveryKeyView>")
    }

    @Test func otherNamesAreNotRead() {
        #expect(MangledSwiftClassName.readable("UILabel") == nil)
        #expect(MangledSwiftClassName.readable("_TtC5MyApp") == nil)
        #expect(MangledSwiftClassName.readable("_TtC5MyApp80CardView") == nil)
    }

    /// A length with more digits than an Int holds (a fuzzer's `_TtGCUITa7777…`) is no length:
    /// it once overflowed and crashed.
    @Test func aLengthLongerThanTheNameIsNotOne() {
        #expect(MangledSwiftClassName.readable("_TtGCUITa" + String(repeating: "7", count: 60) + "bleView") == nil)
    }
}
