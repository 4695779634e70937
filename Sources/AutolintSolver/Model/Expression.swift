/// A linear expression `Σ coefficient·variable + constant`.
///
/// Terms keep the order they were written in; `normalizedTerms` merges repeated variables and
/// sorts them by variable, which is the form the solver works with.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    public struct Term: Hashable, Sendable {
        public var variable: Variable
        public var coefficient: Double
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    public init(_ constant: Double) { self.init(constant: constant) }

    /// Repeated variables merged, zero coefficients dropped, sorted by variable.
    public var normalizedTerms: [Term] {
        if isNormalized { return terms }
        var merged: [Term] = []
        for term in terms.sorted(by: { $0.variable < $1.variable }) {
            if let last = merged.last, last.variable == term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        return merged.filter { $0.coefficient != 0 }
    }

    /// Already sorted by variable, each once, none zero: the form callers that build expressions
    /// term by term in order usually hand over, kept without a sort.
    private var isNormalized: Bool {
        for index in terms.indices {
            if terms[index].coefficient == 0 { return false }
            if index > 0, terms[index - 1].variable >= terms[index].variable { return false }
        }
        return true
    }

    public var variables: [Variable] { normalizedTerms.map(\.variable) }

    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The expression's value for the given variable values.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }

    public var description: String {
        var text = ""
        for term in normalizedTerms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
            text += magnitude == 1 ? "\(term.variable)" : "\(Self.format(magnitude))*\(term.variable)"
        }
        if constant != 0 || text.isEmpty {
            text += text.isEmpty ? Self.format(constant) : (constant < 0 ? " - " : " + ") + Self.format(abs(constant))
        }
        return text
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

// Operators so that layout equations read naturally: `x + w + 8`, `2 * x`, `x - y`.
extension Expression {
    public static func + (a: Expression, b: Expression) -> Expression {
        Expression(terms: a.terms + b.terms, constant: a.constant + b.constant)
    }
    public static func * (a: Expression, k: Double) -> Expression {
        Expression(terms: a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
    public static func * (k: Double, a: Expression) -> Expression { a * k }
    public static prefix func - (a: Expression) -> Expression { a * -1 }
    public static func - (a: Expression, b: Expression) -> Expression { a + -b }
    public static func / (a: Expression, k: Double) -> Expression { a * (1 / k) }

    public static func + (a: Expression, b: Double) -> Expression { a + Expression(b) }
    public static func + (a: Double, b: Expression) -> Expression { Expression(a) + b }
    public static func - (a: Expression, b: Double) -> Expression { a + Expression(-b) }
    public static func - (a: Double, b: Expression) -> Expression { Expression(a) - b }
    public static func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
    public static func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
}

extension Variable {
    public static func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
    public static func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
    public static func + (a: Variable, b: Double) -> Expression { Expression(a) + b }
    public static func + (a: Double, b: Variable) -> Expression { a + Expression(b) }
    public static func - (a: Variable, b: Double) -> Expression { Expression(a) - b }
    public static func - (a: Double, b: Variable) -> Expression { a - Expression(b) }
    public static func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
    public static func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }
    public static func * (k: Double, a: Variable) -> Expression { Expression(a) * k }
    public static func * (a: Variable, k: Double) -> Expression { Expression(a) * k }
    public static prefix func - (a: Variable) -> Expression { Expression(a) * -1 }
}

/// Anything that reads as an expression on either side of a constraint: variables, expressions and
/// numbers, so that `Constraint(x, .equal, y + w + 8)` and `Constraint(w, .greaterThanOrEqual, 10)`
/// need no conversions.
public protocol ExpressionConvertible {
    var expression: Expression { get }
}

extension Expression: ExpressionConvertible { public var expression: Expression { self } }
extension Variable: ExpressionConvertible { public var expression: Expression { Expression(self) } }
extension Double: ExpressionConvertible { public var expression: Expression { Expression(self) } }
extension Int: ExpressionConvertible { public var expression: Expression { Expression(Double(self)) } }
