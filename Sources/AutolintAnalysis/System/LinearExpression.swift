/// A sum of coefficient times unknown plus a constant, over `LayoutUnknowns` indices.
///
/// The analysis builds these before handing them to the solver, so that the UIKit semantics
/// (coordinates, mirroring, guides) can be tested without solving.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// Terms sorted by unknown, no zero coefficients.
    public private(set) var terms: Terms
    public var constant: Double

    public init(constant: Double = 0) {
        terms = Terms()
        self.constant = constant
    }

    public init(variable: Int, coefficient: Double = 1) {
        terms = Terms()
        terms.add(variable, coefficient)
        constant = 0
    }

    public static func == (a: LinearExpression, b: LinearExpression) -> Bool {
        a.constant == b.constant && a.terms.elementsEqual(b.terms) { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        for term in terms {
            hasher.combine(term.variable)
            hasher.combine(term.coefficient)
        }
    }

    public mutating func add(_ variable: Int, _ coefficient: Double) {
        terms.add(variable, coefficient)
    }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var sum = a
        for term in b.terms { sum.add(term.variable, term.coefficient) }
        sum.constant += b.constant
        return sum
    }

    public static func * (factor: Double, a: LinearExpression) -> LinearExpression {
        var product = LinearExpression(constant: a.constant * factor)
        guard factor != 0 else { return product }
        product.terms = a.terms.scaled(by: factor)
        return product
    }

    public static prefix func - (a: LinearExpression) -> LinearExpression { -1 * a }
    /// `a + (-b)`, to the bit, without building `-b`.
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var difference = a
        for term in b.terms { difference.add(term.variable, -term.coefficient) }
        difference.constant -= b.constant
        return difference
    }
    public static func + (a: LinearExpression, constant: Double) -> LinearExpression {
        var sum = a
        sum.constant += constant
        return sum
    }

    /// The value under an assignment of every unknown.
    public func value(_ values: (Int) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * values($1.variable) }
    }

    /// `2*v3 - v5 + 10`: for test failures and debugging output.
    public var description: String {
        var text = terms.map { "\($0.coefficient)*v\($0.variable)" }.joined(separator: " + ")
        if constant != 0 || text.isEmpty { text += (text.isEmpty ? "" : " + ") + "\(constant)" }
        return text
    }
}
