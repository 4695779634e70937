/// An exact rational number in lowest terms, denominator positive.
struct Rational: Hashable, Comparable, Sendable {
    let numerator: BigInteger
    let denominator: BigInteger

    static let zero = Rational(BigInteger.zero)
    static let one = Rational(BigInteger.one)

    init(_ integer: BigInteger) {
        numerator = integer
        denominator = .one
    }

    init(_ integer: Int) { self.init(BigInteger(integer)) }

    init(numerator: BigInteger, denominator: BigInteger) {
        precondition(!denominator.isZero, "zero denominator")
        let g = BigInteger.gcd(numerator, denominator)
        var n = numerator.quotientAndRemainder(dividingBy: g).quotient
        var d = denominator.quotientAndRemainder(dividingBy: g).quotient
        if d.isNegative { n = -n; d = -d }
        self.numerator = n
        self.denominator = d
    }

    /// The exact value of a finite Double.
    init(_ value: Double) {
        precondition(value.isFinite, "only finite values are rational")
        if value == 0 { self = .zero; return }
        let significand = value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)
        let exponent = Int(value.exponent) - 52
        let negative = value < 0
        if exponent >= 0 {
            self.init(BigInteger(significand, shiftedLeftBy: exponent, negative: negative))
        } else {
            self.init(numerator: BigInteger(significand, shiftedLeftBy: 0, negative: negative),
                      denominator: BigInteger(1, shiftedLeftBy: -exponent, negative: false))
        }
    }

    /// The nearest Double (up to the rounding of two 96-bit significands).
    var doubleValue: Double {
        let n = numerator.approximation, d = denominator.approximation
        return Double(sign: .plus, exponent: n.exponent - d.exponent, significand: n.significand / d.significand)
    }

    var isZero: Bool { numerator.isZero }
    var isNegative: Bool { numerator.isNegative }
    var isPositive: Bool { !numerator.isZero && !numerator.isNegative }
    var bitWidth: Int { max(numerator.bitWidth, denominator.bitWidth) }

    static func + (a: Rational, b: Rational) -> Rational {
        Rational(numerator: a.numerator * b.denominator + b.numerator * a.denominator, denominator: a.denominator * b.denominator)
    }
    static func - (a: Rational, b: Rational) -> Rational { a + -b }
    static prefix func - (a: Rational) -> Rational { Rational(numerator: -a.numerator, denominator: a.denominator) }
    static func * (a: Rational, b: Rational) -> Rational {
        if a.isZero || b.isZero { return .zero }
        return Rational(numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator)
    }
    static func / (a: Rational, b: Rational) -> Rational {
        Rational(numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator)
    }
    static func < (a: Rational, b: Rational) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }
}
