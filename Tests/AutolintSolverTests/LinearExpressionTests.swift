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
