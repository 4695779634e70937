import Testing
import PropertyBased
@testable import AutolintSolver

/// Exact rationals: the 64-bit fast path agrees with integer fractions, and operations that
/// overflow 64 bits fall back to big integers without losing exactness.
@Suite struct RationalTests {
    static let fraction = zip(Gen.int(in: -1000...1000), Gen.int(in: 1...1000))

    static func rational(_ pair: (Int, Int)) -> Rational {
        Rational(numerator: BigInteger(pair.0), denominator: BigInteger(pair.1))
    }

    static func matches(_ value: Rational, _ reference: Fraction) -> Bool {
        value.numerator == BigInteger(reference.numerator) && value.denominator == BigInteger(reference.denominator)
    }

    @Test func smallArithmeticAgreesWithIntegerFractions() async {
        await propertyCheck(count: 2000, input: zip(Self.fraction, Self.fraction)) { a, b in
            let (x, y) = (Self.rational(a), Self.rational(b))
            let (p, q) = (Fraction(a.0, a.1), Fraction(b.0, b.1))
            #expect(Self.matches(x + y, p + q))
            #expect(Self.matches(x - y, p - q))
            #expect(Self.matches(x * y, p * q))
            if b.0 != 0 { #expect(Self.matches(x / y, p / q)) }
            #expect((x < y) == (p < q))
            #expect((x == y) == (p == q))
        }
    }

    @Test func overflowingOperationsStayExact() {
        let large = Rational(numerator: BigInteger(Int(Int64.max) - 24), denominator: BigInteger(3))
        let other = Rational(numerator: BigInteger(Int(Int64.max) / 5), denominator: BigInteger(7))
        let sum = large + other
        #expect(sum.bitWidth > 64)
        #expect(sum - other == large)
        #expect((large * other) / other == large)
        #expect(large < sum)
        #expect(-(-large) == large)
        let minimum = Rational(numerator: BigInteger(Int(Int64.min)), denominator: BigInteger(1))
        #expect((-minimum).isPositive)
        #expect(minimum + Rational(1) - Rational(1) == minimum)
    }

    @Test func equalValuesHaveOneRepresentation() {
        // 2^70 / 2^68 reduces to 4 and must equal, and hash like, the small 4.
        let big = Rational(numerator: BigInteger(1, shiftedLeftBy: 70, negative: false), denominator: BigInteger(1, shiftedLeftBy: 68, negative: false))
        #expect(big == Rational(4))
        #expect(Set([big, Rational(4)]).count == 1)
        #expect(Rational(0.375) == Rational(numerator: BigInteger(3), denominator: BigInteger(8)))
        #expect(Rational(-0x1p200) == -(Rational(0x1p100) * Rational(0x1p100)))
        #expect(Rational(0x1p-100) * Rational(0x1p100) == Rational(1))
    }
}
