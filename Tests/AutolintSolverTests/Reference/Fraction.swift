/// An exact rational over Int for the tests' brute-force reference. The random systems use small
/// integers, so any overflow is a bug in the test and traps.
struct Fraction: Hashable, Comparable, CustomStringConvertible {
    let numerator: Int
    let denominator: Int

    static let zero = Fraction(0)
    static let one = Fraction(1)

    init(_ value: Int) { numerator = value; denominator = 1 }

    init(_ numerator: Int, _ denominator: Int) {
        precondition(denominator != 0)
        var g = Fraction.gcd(abs(numerator), abs(denominator))
        if g == 0 { g = 1 }
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / g
        self.denominator = sign * denominator / g
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    private static func checked(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        precondition(!overflow, "reference arithmetic overflowed")
        return value
    }

    private static func checkedSum(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        precondition(!overflow, "reference arithmetic overflowed")
        return value
    }

    static func + (a: Fraction, b: Fraction) -> Fraction {
        let g = gcd(a.denominator, b.denominator)
        let left = checked(a.numerator, b.denominator / g), right = checked(b.numerator, a.denominator / g)
        return Fraction(checkedSum(left, right), checked(a.denominator / g, b.denominator))
    }
    static prefix func - (a: Fraction) -> Fraction { Fraction(-a.numerator, a.denominator) }
    static func - (a: Fraction, b: Fraction) -> Fraction { a + -b }
    static func * (a: Fraction, b: Fraction) -> Fraction {
        let g1 = max(1, gcd(abs(a.numerator), b.denominator)), g2 = max(1, gcd(abs(b.numerator), a.denominator))
        return Fraction(checked(a.numerator / g1, b.numerator / g2), checked(a.denominator / g2, b.denominator / g1))
    }
    static func / (a: Fraction, b: Fraction) -> Fraction { a * Fraction(b.denominator, b.numerator) }
    static func < (a: Fraction, b: Fraction) -> Bool {
        checked(a.numerator, b.denominator) < checked(b.numerator, a.denominator)
    }

    var double: Double { Double(numerator) / Double(denominator) }
    var isZero: Bool { numerator == 0 }
    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
