import Testing
import PropertyBased
import AutolintAnalysis

/// `a - b` is computed in place; it must equal, to the bit, `a + (-b)`, the definition it
/// replaced (constraints are translated as `first - right`, and reports are compared byte for byte).
@Suite struct LinearExpressionTests {
    /// Sums of up to five terms over eight variables, with coefficients and constants that cancel,
    /// carry fractions, and include zero.
    static let expression = zip(
        zip(Gen.int(in: 0...7), Gen.int(in: -8...8)).array(of: 0...5), Gen.int(in: -6...6)
    ).map { terms, constant in
        terms.reduce(LinearExpression(constant: Double(constant) / 4)) { sum, term in
            sum + LinearExpression(variable: term.0, coefficient: Double(term.1) / 3)
        }
    }

    @Test func differenceIsTheSumWithTheNegation() async {
        await propertyCheck(count: 2000, input: Self.expression, Self.expression) { a, b in
            let difference = a - b
            let reference = a + (-1 * b)
            #expect(difference.constant.bitPattern == reference.constant.bitPattern)
            #expect(difference.terms.map(\.variable) == reference.terms.map(\.variable))
            #expect(difference.terms.map(\.coefficient.bitPattern) == reference.terms.map(\.coefficient.bitPattern))
        }
    }

    @Test func anExpressionLessItselfIsZero() {
        let a = LinearExpression(variable: 3, coefficient: 0.1) + LinearExpression(variable: 1, coefficient: -2) + 7
        #expect((a - a).terms.isEmpty)
        #expect((a - a).constant == 0)
    }
}

/// Up to three terms are kept inline, more in an array, and unknowns past 32 bits in an array
/// too. However stored, sums must be the sorted list of terms the array-only version built.
@Suite struct LinearExpressionTermsTests {
    /// The terms as the array-only version added them: binary search, insert or sum, dropping a
    /// sum within 1e-12 of zero.
    static func reference(_ additions: [(Int, Double)]) -> [(variable: Int, coefficient: Double)] {
        var terms: [(variable: Int, coefficient: Double)] = []
        for (variable, coefficient) in additions where coefficient != 0 {
            var low = 0, high = terms.count
            while low < high {
                let middle = (low + high) / 2
                if terms[middle].variable < variable { low = middle + 1 } else { high = middle }
            }
            if low < terms.count, terms[low].variable == variable {
                let sum = terms[low].coefficient + coefficient
                if abs(sum) < 1e-12 { terms.remove(at: low) } else { terms[low].coefficient = sum }
            } else {
                terms.insert((variable, coefficient), at: low)
            }
        }
        return terms
    }

    /// Additions over six unknowns, one of them past 32 bits, with coefficients that cancel.
    static let additions = zip(Gen.int(in: 0...5), Gen.int(in: -3...3)).map { variable, coefficient in
        (variable == 5 ? Int(Int32.max) + 7 : variable, Double(coefficient) / 3)
    }.array(of: 0...9)

    @Test func sumsMatchTheArrayOnlyTerms() async {
        await propertyCheck(count: 3000, input: Self.additions, Gen.int(in: -2...2)) { additions, factor in
            let sum = additions.reduce(LinearExpression()) { $0 + LinearExpression(variable: $1.0, coefficient: $1.1) }
            let expected = Self.reference(additions)
            #expect(sum.terms.map(\.variable) == expected.map(\.variable))
            #expect(sum.terms.map(\.coefficient.bitPattern) == expected.map(\.coefficient.bitPattern))
            #expect(sum.terms.count == expected.count)
            guard factor != 0 else { return }
            let scaled = Double(factor) * sum
            #expect(scaled.terms.map(\.coefficient.bitPattern) == expected.map { ($0.coefficient * Double(factor)).bitPattern })
            #expect(scaled.terms.map(\.variable) == expected.map(\.variable))
        }
    }
}
