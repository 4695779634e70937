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

    /// A big integer of up to 40 random 32-bit digits (some zero, so that divisors and
    /// remainders have gaps), and a sign.
    static let bigInteger = zip(Gen.int(in: 0...Int(UInt32.max)).array(of: 1...40), Gen.int(in: 0...3), Gen.bool).map { digits, zeros, negative in
        digits.enumerated().reduce(BigInteger.zero) { sum, digit in
            let value = digit.offset % 4 < zeros ? 0 : UInt64(digit.element)
            return sum + BigInteger(value, shiftedLeftBy: 32 * digit.offset, negative: negative)
        }
    }

    /// Truncating division is the one `q`, `r` with `n = q·d + r`, `|r| < |d|`, and `r` zero or of
    /// `n`'s sign: checked from that definition, not against another division.
    @Test func divisionMeetsItsDefinition() async {
        await propertyCheck(count: 1500, input: zip(Self.bigInteger, Self.bigInteger)) { n, d in
            guard !d.isZero else { return }
            let (q, r) = n.quotientAndRemainder(dividingBy: d)
            #expect(q * d + r == n)
            let magnitude = { (x: BigInteger) in x < .zero ? -x : x }
            #expect(magnitude(r) < magnitude(d))
            #expect(r.isZero || (r < .zero) == (n < .zero))
        }
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
