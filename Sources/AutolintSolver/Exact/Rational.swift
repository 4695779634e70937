/// An exact rational number in lowest terms, denominator positive.
///
/// Values whose numerator and denominator fit in 64 bits (the constants and multipliers of real
/// layouts, and most of what eliminating them produces) are kept in machine integers, so the exact
/// checks allocate nothing; an operation that would overflow falls back to `BigInteger`. A value
/// is small whenever it can be, so equal values have equal storage.
struct Rational: Hashable, Comparable, Sendable {
    private enum Storage: Hashable, Sendable {
        /// Never `Int64.min`, so that negating stays small.
        case small(numerator: Int64, denominator: Int64)
        case big(numerator: BigInteger, denominator: BigInteger)
    }

    private let storage: Storage

    static let zero = Rational(storage: .small(numerator: 0, denominator: 1))
    static let one = Rational(storage: .small(numerator: 1, denominator: 1))

    private init(storage: Storage) { self.storage = storage }

    init(_ integer: BigInteger) { self.init(numerator: integer, denominator: .one) }

    init(_ integer: Int) { self.init(numerator: BigInteger(integer), denominator: .one) }

    init(numerator: BigInteger, denominator: BigInteger) {
        precondition(!denominator.isZero, "zero denominator")
        if let n = numerator.smallValue, let d = denominator.smallValue {
            self = Rational.reduced(n, d)
            return
        }
        let g = BigInteger.gcd(numerator, denominator)
        var n = numerator.quotientAndRemainder(dividingBy: g).quotient
        var d = denominator.quotientAndRemainder(dividingBy: g).quotient
        if d.isNegative { n = -n; d = -d }
        if let small = n.smallValue, let smallDenominator = d.smallValue {
            storage = .small(numerator: small, denominator: smallDenominator)
        } else {
            storage = .big(numerator: n, denominator: d)
        }
    }

    /// The exact value of a finite Double.
    init(_ value: Double) {
        precondition(value.isFinite, "only finite values are rational")
        if value == 0 { self = .zero; return }
        let significand = value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)
        let exponent = Int(value.exponent) - 52
        let negative = value < 0
        // significand < 2^53: shifts up to 9 bits left, or a power-of-two denominator up to 2^62, stay small.
        if exponent >= 0, exponent <= 9 {
            let magnitude = Int64(significand) << exponent
            self.init(storage: .small(numerator: negative ? -magnitude : magnitude, denominator: 1))
        } else if exponent < 0, exponent >= -62 {
            self = Rational.reduced(negative ? -Int64(significand) : Int64(significand), Int64(1) << -exponent)
        } else if exponent >= 0 {
            self.init(numerator: BigInteger(significand, shiftedLeftBy: exponent, negative: negative), denominator: .one)
        } else {
            self.init(numerator: BigInteger(significand, shiftedLeftBy: 0, negative: negative),
                      denominator: BigInteger(1, shiftedLeftBy: -exponent, negative: false))
        }
    }

    /// `n / d` in lowest terms, kept small unless a part is `Int64.min` (whose magnitude has no
    /// Int64 counterpart).
    private static func reduced(_ n: Int64, _ d: Int64) -> Rational {
        guard n != .min, d != .min else { return Rational(numerator: BigInteger(Int(n)), denominator: BigInteger(Int(d))) }
        let g = Int64(gcd(n.magnitude, d.magnitude))
        let sign: Int64 = d < 0 ? -1 : 1
        return Rational(storage: .small(numerator: sign * n / g, denominator: sign * d / g))
    }

    private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    var numerator: BigInteger {
        switch storage {
        case .small(let n, _): BigInteger(Int(n))
        case .big(let n, _): n
        }
    }

    var denominator: BigInteger {
        switch storage {
        case .small(_, let d): BigInteger(Int(d))
        case .big(_, let d): d
        }
    }

    /// The nearest Double (up to the rounding of two 96-bit significands for big values).
    var doubleValue: Double {
        if case .small(let n, let d) = storage { return Double(n) / Double(d) }
        let n = numerator.approximation, d = denominator.approximation
        return Double(sign: .plus, exponent: n.exponent - d.exponent, significand: n.significand / d.significand)
    }

    var isZero: Bool {
        if case .small(let n, _) = storage { return n == 0 }
        return false
    }

    var isNegative: Bool {
        switch storage {
        case .small(let n, _): n < 0
        case .big(let n, _): n.isNegative
        }
    }

    var isPositive: Bool { !isZero && !isNegative }

    var bitWidth: Int {
        switch storage {
        case .small(let n, let d): 64 - min(n.magnitude.leadingZeroBitCount, d.magnitude.leadingZeroBitCount)
        case .big(let n, let d): max(n.bitWidth, d.bitWidth)
        }
    }

    static func + (a: Rational, b: Rational) -> Rational {
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage {
            let (x, o1) = an.multipliedReportingOverflow(by: bd)
            let (y, o2) = bn.multipliedReportingOverflow(by: ad)
            let (sum, o3) = x.addingReportingOverflow(y)
            let (d, o4) = ad.multipliedReportingOverflow(by: bd)
            if !(o1 || o2 || o3 || o4) { return reduced(sum, d) }
        }
        return Rational(numerator: a.numerator * b.denominator + b.numerator * a.denominator, denominator: a.denominator * b.denominator)
    }

    static func - (a: Rational, b: Rational) -> Rational { a + -b }

    static prefix func - (a: Rational) -> Rational {
        switch a.storage {
        case .small(let n, let d): Rational(storage: .small(numerator: -n, denominator: d))
        case .big(let n, let d): Rational(numerator: -n, denominator: d)
        }
    }

    static func * (a: Rational, b: Rational) -> Rational {
        if a.isZero || b.isZero { return .zero }
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage {
            let (n, o1) = an.multipliedReportingOverflow(by: bn)
            let (d, o2) = ad.multipliedReportingOverflow(by: bd)
            if !(o1 || o2) { return reduced(n, d) }
        }
        return Rational(numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator)
    }

    static func / (a: Rational, b: Rational) -> Rational {
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage {
            precondition(bn != 0, "division by zero")
            let (n, o1) = an.multipliedReportingOverflow(by: bd)
            let (d, o2) = ad.multipliedReportingOverflow(by: bn)
            if !(o1 || o2) { return reduced(n, d) }
        }
        return Rational(numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator)
    }

    static func < (a: Rational, b: Rational) -> Bool {
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage {
            let (x, o1) = an.multipliedReportingOverflow(by: bd)
            let (y, o2) = bn.multipliedReportingOverflow(by: ad)
            if !(o1 || o2) { return x < y }
        }
        return a.numerator * b.denominator < b.numerator * a.denominator
    }
}
