import Testing
@testable import AutolintFormats

/// What a plain YAML scalar is, by the core schema, including the short paths taken for small
/// integers and for names longer than any special word.
@Suite struct YAMLScalarResolverTests {
    @Test(arguments: [
        ("", FixtureScalar.Kind.null, nil as Double?, nil as Bool?), ("~", .null, nil, nil), ("null", .null, nil, nil),
        ("Null", .null, nil, nil), ("NULL", .null, nil, nil), ("nulls", .string, nil, nil),
        ("true", .boolean, nil, true), ("True", .boolean, nil, true), ("FALSE", .boolean, nil, false), ("truex", .string, nil, nil),
        ("title0", .string, nil, nil), ("frame", .string, nil, nil), ("row0.leading == root.leading", .string, nil, nil),
        (".inf", .number, .infinity, nil), ("+.Inf", .number, .infinity, nil), ("-.INF", .number, -.infinity, nil),
        ("0", .number, 0, nil), ("21", .number, 21, nil), ("007", .number, 7, nil), ("252", .number, 252, nil),
        ("123456789012345", .number, 123_456_789_012_345, nil), ("12345678901234567890", .number, 12_345_678_901_234_567_890, nil),
        ("-5", .number, -5, nil), ("+5", .number, 5, nil), ("1.5", .number, 1.5, nil), (".5", .number, 0.5, nil),
        ("1e3", .number, 1000, nil), ("0x1F", .number, 31, nil), ("0o17", .number, 15, nil),
        ("-", .string, nil, nil), ("+", .string, nil, nil), (".", .string, nil, nil), ("1_000", .string, nil, nil), ("12a", .string, nil, nil),
    ])
    func resolves(_ text: String, _ kind: FixtureScalar.Kind, _ number: Double?, _ boolean: Bool?) {
        let resolved = YAMLScalarResolver.resolve(text)
        #expect(resolved.kind == kind && resolved.number == number && resolved.boolean == boolean, "\(text)")
    }

    @Test func negativeZeroKeepsItsSign() {
        #expect(YAMLScalarResolver.resolve("-0").number?.sign == .minus)
        #expect(YAMLScalarResolver.resolve("0").number?.sign == .plus)
    }

    @Test func notANumberIsANumber() {
        #expect(YAMLScalarResolver.resolve(".nan").number?.isNaN == true)
        #expect(YAMLScalarResolver.resolve(".NaN").kind == .number)
    }
}
