/// An arbitrary-precision integer, just enough for exact rational checks of small subsystems:
/// every finite Double is an exact rational with a power-of-two denominator, and the products in a
/// small elimination outgrow 64 bits quickly.
struct BigInteger: Hashable, Comparable, Sendable {
    /// Little-endian base-2³² digits without trailing zeros; empty for zero.
    private(set) var magnitude: [UInt32]
    private(set) var isNegative: Bool

    static let zero = BigInteger(magnitude: [], isNegative: false)
    static let one = BigInteger(1)

    private init(magnitude: [UInt32], isNegative: Bool) {
        var digits = magnitude
        while digits.last == 0 { digits.removeLast() }
        self.magnitude = digits
        self.isNegative = digits.isEmpty ? false : isNegative
    }

    init(_ value: Int) {
        var m = value.magnitude
        var digits: [UInt32] = []
        while m > 0 { digits.append(UInt32(truncatingIfNeeded: m)); m >>= 32 }
        self.init(magnitude: digits, isNegative: value < 0)
    }

    /// `value · 2^shift` for a nonnegative shift.
    init(_ value: UInt64, shiftedLeftBy shift: Int, negative: Bool) {
        var digits: [UInt32] = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        self.init(magnitude: digits, isNegative: negative)
        digits = BigInteger.shiftLeft(self.magnitude, shift)
        self = BigInteger(magnitude: digits, isNegative: negative)
    }

    /// The value as `significand · 2^exponent`, the significand a Double of the top 96 bits, so
    /// that quotients of huge numbers still convert.
    var approximation: (significand: Double, exponent: Int) {
        let top = magnitude.suffix(3)
        let value = top.reversed().reduce(0.0) { $0 * 4_294_967_296 + Double($1) }
        return (isNegative ? -value : value, 32 * (magnitude.count - top.count))
    }

    var isZero: Bool { magnitude.isEmpty }

    /// The value as an Int64 when it fits and is not `Int64.min` (so that it can be negated).
    var smallValue: Int64? {
        guard magnitude.count <= 2 else { return nil }
        var m: UInt64 = 0
        for (index, digit) in magnitude.enumerated() { m |= UInt64(digit) << (32 * UInt64(index)) }
        guard m <= UInt64(Int64.max) else { return nil }
        return isNegative ? -Int64(m) : Int64(m)
    }
    var bitWidth: Int { magnitude.isEmpty ? 0 : magnitude.count * 32 - magnitude.last!.leadingZeroBitCount }

    static func < (a: BigInteger, b: BigInteger) -> Bool {
        if a.isNegative != b.isNegative { return a.isNegative }
        let c = compareMagnitudes(a.magnitude, b.magnitude)
        return a.isNegative ? c > 0 : c < 0
    }

    static prefix func - (a: BigInteger) -> BigInteger { BigInteger(magnitude: a.magnitude, isNegative: !a.isNegative) }

    static func + (a: BigInteger, b: BigInteger) -> BigInteger {
        if a.isNegative == b.isNegative { return BigInteger(magnitude: addMagnitudes(a.magnitude, b.magnitude), isNegative: a.isNegative) }
        let c = compareMagnitudes(a.magnitude, b.magnitude)
        if c == 0 { return .zero }
        return c > 0
            ? BigInteger(magnitude: subtractMagnitudes(a.magnitude, b.magnitude), isNegative: a.isNegative)
            : BigInteger(magnitude: subtractMagnitudes(b.magnitude, a.magnitude), isNegative: b.isNegative)
    }

    static func - (a: BigInteger, b: BigInteger) -> BigInteger { a + -b }

    static func * (a: BigInteger, b: BigInteger) -> BigInteger {
        if a.isZero || b.isZero { return .zero }
        var result = [UInt32](repeating: 0, count: a.magnitude.count + b.magnitude.count)
        for (i, x) in a.magnitude.enumerated() {
            var carry: UInt64 = 0
            for (j, y) in b.magnitude.enumerated() {
                let t = UInt64(x) * UInt64(y) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
            }
            result[i + b.magnitude.count] = UInt32(carry)
        }
        return BigInteger(magnitude: result, isNegative: a.isNegative != b.isNegative)
    }

    /// Truncating division: quotient toward zero, remainder with the dividend's sign.
    func quotientAndRemainder(dividingBy divisor: BigInteger) -> (quotient: BigInteger, remainder: BigInteger) {
        precondition(!divisor.isZero, "division by zero")
        if BigInteger.compareMagnitudes(magnitude, divisor.magnitude) < 0 { return (.zero, self) }
        // Binary long division, the numbers in the exact checks staying at a few hundred bits
        // (a thousand for a multiplier near 1e-308). The remainder is kept one word wider than the
        // divisor (below twice the divisor after each shift) and shifted and reduced in place: a
        // new array per bit was three quarters of checking a layout with such a multiplier.
        let divisorDigits = divisor.magnitude, width = divisorDigits.count + 1
        var quotient = [UInt32](repeating: 0, count: magnitude.count)
        var remainder = [UInt32](repeating: 0, count: width)
        // The dividend's top bits, one fewer than the divisor has, are below it: they start the
        // remainder at once, and the quotient has no bits there. A step of Euclid's algorithm then
        // walks only the bits its quotient can have, not the whole dividend.
        let start = bitWidth - (divisor.bitWidth - 1)
        let wordShift = start >> 5, bitShift = UInt32(start & 31)
        for i in 0..<width where wordShift + i < magnitude.count {
            remainder[i] = magnitude[wordShift + i] >> bitShift
            if bitShift > 0, wordShift + i + 1 < magnitude.count { remainder[i] |= magnitude[wordShift + i + 1] << (32 - bitShift) }
        }
        for bit in stride(from: start - 1, through: 0, by: -1) {
            var carry = magnitude[bit >> 5] >> UInt32(bit & 31) & 1
            for i in 0..<width {
                let digit = remainder[i]
                remainder[i] = digit << 1 | carry
                carry = digit >> 31
            }
            if !BigInteger.isLess(remainder, than: divisorDigits) {
                BigInteger.subtract(divisorDigits, from: &remainder)
                quotient[bit >> 5] |= 1 << UInt32(bit & 31)
            }
        }
        return (BigInteger(magnitude: quotient, isNegative: isNegative != divisor.isNegative),
                BigInteger(magnitude: remainder, isNegative: isNegative))
    }

    /// `a < b` for digits `a` one word wider than `b`, whose top word may be zero.
    private static func isLess(_ a: [UInt32], than b: [UInt32]) -> Bool {
        if a[b.count] != 0 { return false }
        for i in stride(from: b.count - 1, through: 0, by: -1) where a[i] != b[i] { return a[i] < b[i] }
        return false
    }

    /// `a -= b` in place, for `a >= b` with at least as many digits.
    private static func subtract(_ b: [UInt32], from a: inout [UInt32]) {
        var borrow: UInt64 = 0
        for i in a.indices {
            let difference = UInt64(a[i]) &- UInt64(i < b.count ? b[i] : 0) &- borrow
            a[i] = UInt32(truncatingIfNeeded: difference)
            borrow = difference >> 63
        }
    }

    static func gcd(_ a: BigInteger, _ b: BigInteger) -> BigInteger {
        var x = BigInteger(magnitude: a.magnitude, isNegative: false)
        var y = BigInteger(magnitude: b.magnitude, isNegative: false)
        while !y.isZero { (x, y) = (y, x.quotientAndRemainder(dividingBy: y).remainder) }
        return x
    }

    private static func compareMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
        return 0
    }

    private static func addMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(max(a.count, b.count) + 1)
        var carry: UInt64 = 0
        for i in 0..<max(a.count, b.count) {
            let t = UInt64(i < a.count ? a[i] : 0) + UInt64(i < b.count ? b[i] : 0) + carry
            result.append(UInt32(truncatingIfNeeded: t))
            carry = t >> 32
        }
        if carry > 0 { result.append(UInt32(carry)) }
        return result
    }

    /// `a - b` for `a >= b`.
    private static func subtractMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result = a
        var borrow: Int64 = 0
        for i in 0..<a.count {
            var t = Int64(a[i]) - borrow - Int64(i < b.count ? b[i] : 0)
            borrow = 0
            if t < 0 { t += 1 << 32; borrow = 1 }
            result[i] = UInt32(t)
        }
        while result.last == 0 { result.removeLast() }
        return result
    }

    private static func shiftLeft(_ a: [UInt32], _ shift: Int) -> [UInt32] {
        if a.isEmpty { return a }
        let words = shift >> 5, bits = UInt32(shift & 31)
        var result = [UInt32](repeating: 0, count: words) 
        if bits == 0 {
            result += a
        } else {
            var carry: UInt32 = 0
            for digit in a {
                result.append(digit << bits | carry)
                carry = digit >> (32 - bits)
            }
            if carry > 0 { result.append(carry) }
        }
        while result.last == 0 { result.removeLast() }
        return result
    }
}
