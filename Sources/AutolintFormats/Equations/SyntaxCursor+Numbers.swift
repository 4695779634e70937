import AutolintModel

/// Numbers in equations and VFL: decimal, with an optional fraction and exponent, as `strtod`
/// reads them in the C locale (the reading Apple documents for VFL), but never `nan` or `inf`.
extension SyntaxCursor {
    /// Constants and multipliers beyond this magnitude are rejected: no screen is ten million
    /// points wide, and UIKit itself substitutes smaller values for constants "that exceed
    /// internal limits", so such a number is a typo or garbage, not a layout.
    static let maximumMagnitude = 1e7

    /// Reads an unsigned number at the cursor; nil (nothing consumed) if none starts here.
    mutating func takeUnsignedNumber() -> Double? {
        let start = offset
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var decimalExponent = 0
        var sawDigit = false
        while let byte = current, byte.isDigit {
            accumulate(byte, into: &mantissa, significantDigits: &significantDigits, exponent: &decimalExponent, isFraction: false)
            sawDigit = true
            advance()
        }
        if current == .dot, peek(1)?.isDigit == true || sawDigit {
            advance()
            while let byte = current, byte.isDigit {
                accumulate(byte, into: &mantissa, significantDigits: &significantDigits, exponent: &decimalExponent, isFraction: true)
                sawDigit = true
                advance()
            }
        }
        guard sawDigit else {
            move(to: start)
            return nil
        }
        if let exponent = takeExponent() {
            decimalExponent += exponent
        } else if significantDigits <= 15, abs(decimalExponent) <= 22 {
            // Both operands are exact doubles, so one multiplication or division rounds once,
            // which is what strtod gives; only longer numbers need the full conversion below.
            let scale = Self.powersOfTen[abs(decimalExponent)]
            return decimalExponent < 0 ? Double(mantissa) / scale : Double(mantissa) * scale
        }
        return Double(text(start..<offset)) ?? .infinity
    }

    /// `+5`, `-0.5`, `12`: a number with an optional sign; nil (nothing consumed) if none.
    mutating func takeSignedNumber() -> Double? {
        let start = offset
        var sign = 1.0
        if take(.minus) { sign = -1 } else { _ = take(.plus) }
        skipSpaces()
        guard let value = takeUnsignedNumber() else {
            move(to: start)
            return nil
        }
        return sign * value
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: system spacing, which UIKit prints
    /// where a constant would stand; read as its value. Nil (nothing consumed) if not here.
    mutating func takeSystemSpace() throws(SnippetError) -> Double? {
        let start = offset
        guard take("NSSpace(") || take("NSLayoutAnchorConstraintSpace(") else { return nil }
        let opening = text(start..<offset - 1)
        skipSpaces()
        let valueStart = offset
        guard let value = takeSignedNumber() else { throw expectedNumber("a number inside '\(opening)(...)'") }
        try checkMagnitude(value, of: "spacing", writtenAt: valueStart..<offset)
        skipSpaces()
        guard take(.closeParen) else { throw expected("')' to close '\(opening)('") }
        return value
    }

    /// The error for a missing number, naming NaN and infinity when that is what was written.
    func expectedNumber(_ what: String) -> SnippetError {
        let tokenStart = nextTokenOffset
        if isAtNonFiniteWord, let word = word(at: tokenStart) {
            return error("expected \(what), found '\(word)': NaN and infinity are not valid numbers", at: tokenStart)
        }
        return expected(what)
    }

    /// Whether the next token is `nan`, `inf` or `infinity` standing alone (not an item's name).
    var isAtNonFiniteWord: Bool {
        let start = nextTokenOffset
        var end = start
        while end < bytes.count, bytes[end].isIdentifierStart || bytes[end].isDigit { end += 1 }
        guard end == bytes.count || (bytes[end] != .dot && bytes[end] != .colon) else { return false }
        // Compared without building a String: this runs for every right-hand item.
        let lowered = bytes[start..<end].lazy.map { $0 | 0x20 }
        return Self.nonFiniteWords.contains { lowered.elementsEqual($0) }
    }

    private static let nonFiniteWords: [[UInt8]] = ["nan", "inf", "infinity"].map { Array($0.utf8) }

    /// Rejects infinite and implausibly large numbers, written at `range`.
    func checkMagnitude(_ value: Double, of what: String, writtenAt range: Range<Int>) throws(SnippetError) {
        guard value.isFinite, abs(value) <= Self.maximumMagnitude else {
            throw error("\(what) \(text(range)) is out of range: magnitudes above 10000000 are rejected", at: range.lowerBound)
        }
    }

    private func word(at start: Int) -> String? {
        var end = start
        while end < bytes.count, bytes[end].isIdentifierStart || bytes[end].isDigit { end += 1 }
        return end > start ? text(start..<end) : nil
    }

    private mutating func takeExponent() -> Int? {
        guard current == UInt8(ascii: "e") || current == UInt8(ascii: "E") else { return nil }
        var index = offset + 1
        var sign = 1
        if index < bytes.count, bytes[index] == .minus || bytes[index] == .plus {
            if bytes[index] == .minus { sign = -1 }
            index += 1
        }
        guard index < bytes.count, bytes[index].isDigit else { return nil }
        var exponent = 0
        while index < bytes.count, bytes[index].isDigit {
            // Clamped: any exponent this large already overflows or underflows a Double.
            exponent = min(exponent * 10 + Int(bytes[index] - 0x30), 100_000)
            index += 1
        }
        move(to: index)
        return sign * exponent
    }

    private func accumulate(_ digit: UInt8, into mantissa: inout UInt64, significantDigits: inout Int, exponent: inout Int, isFraction: Bool) {
        if mantissa == 0, digit == 0x30 {
            if isFraction { exponent -= 1 }
            return
        }
        if significantDigits < 19 {
            mantissa = mantissa * 10 + UInt64(digit - 0x30)
            significantDigits += 1
            if isFraction { exponent -= 1 }
        } else {
            significantDigits += 1
            if !isFraction { exponent += 1 }
        }
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
