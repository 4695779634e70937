extension LinearExpression {
    /// An expression's terms, sorted by unknown: up to three kept inline, more in an array.
    ///
    /// A large layout's system holds hundreds of thousands of expressions, nearly all of one term (a
    /// view's own size), two (an edge to an edge) or three (an edge to a view's far edge, which is
    /// its origin plus its size). As an array each, the terms were a heap allocation per expression
    /// with 32 bytes of header (48 with the allocator's), more than the terms themselves.
    public struct Terms: RandomAccessCollection, Sendable {
        public typealias Element = (variable: Int, coefficient: Double)

        private enum Storage: Sendable {
            /// Any number of terms (the empty array allocates nothing), or terms whose unknowns
            /// do not fit in 32 bits.
            case array([Element])
            // Coefficients first: laid out after them, the unknowns leave no padding.
            case one(Double, Int32)
            case two(Double, Double, Int32, Int32)
            case three(Double, Double, Double, Int32, Int32, Int32)
        }

        private var storage: Storage

        init() { storage = .array([]) }

        /// `terms`, already sorted by unknown and without zero coefficients.
        private init(_ terms: UnsafeMutableBufferPointer<Element>) {
            let fits = terms.allSatisfy { Int32(exactly: $0.variable) != nil }
            switch terms.count {
            case 0:
                storage = .array([])
            case 1 where fits:
                storage = .one(terms[0].coefficient, Int32(terms[0].variable))
            case 2 where fits:
                storage = .two(terms[0].coefficient, terms[1].coefficient, Int32(terms[0].variable), Int32(terms[1].variable))
            case 3 where fits:
                storage = .three(terms[0].coefficient, terms[1].coefficient, terms[2].coefficient,
                                 Int32(terms[0].variable), Int32(terms[1].variable), Int32(terms[2].variable))
            default:
                storage = .array(Array(terms))
            }
        }

        public var startIndex: Int { 0 }

        public var endIndex: Int {
            switch storage {
            case .array(let terms): terms.count
            case .one: 1
            case .two: 2
            case .three: 3
            }
        }

        public subscript(index: Int) -> Element {
            switch storage {
            case .array(let terms):
                return terms[index]
            case .one(let coefficient, let variable):
                precondition(index == 0, "term index out of range")
                return (Int(variable), coefficient)
            case .two(let c0, let c1, let v0, let v1):
                precondition(index >= 0 && index < 2, "term index out of range")
                return index == 0 ? (Int(v0), c0) : (Int(v1), c1)
            case .three(let c0, let c1, let c2, let v0, let v1, let v2):
                precondition(index >= 0 && index < 3, "term index out of range")
                return index == 0 ? (Int(v0), c0) : index == 1 ? (Int(v1), c1) : (Int(v2), c2)
            }
        }

        /// Adds `coefficient` to the unknown's term: made where the order puts it if missing,
        /// dropped when the sum is zero to within 1e-12.
        mutating func add(_ variable: Int, _ coefficient: Double) {
            guard coefficient != 0 else { return }
            if let compact = Int32(exactly: variable), addInline(compact, coefficient) { return }
            // Three terms or more (or unknowns past 32 bits): through an array, in place when the
            // terms already are one, inline again if they fit.
            var terms: [Element]
            if case .array(let held) = storage {
                terms = held
                storage = .array([])
            } else {
                terms = Array(self)
            }
            Self.add(variable, coefficient, to: &terms)
            if terms.count > 3 { storage = .array(terms) } else { terms.withUnsafeMutableBufferPointer { self = Terms($0) } }
        }

        /// `add` for none, one or two inline terms, nearly every expression; false for the others.
        private mutating func addInline(_ variable: Int32, _ coefficient: Double) -> Bool {
            switch storage {
            case .array(let terms) where terms.isEmpty:
                storage = .one(coefficient, variable)
            case .one(let c0, let v0):
                if variable == v0 {
                    let sum = c0 + coefficient
                    storage = Self.cancels(sum) ? .array([]) : .one(sum, v0)
                } else {
                    storage = variable < v0 ? .two(coefficient, c0, variable, v0) : .two(c0, coefficient, v0, variable)
                }
            case .two(let c0, let c1, let v0, let v1):
                if variable == v0 || variable == v1 {
                    let sum = (variable == v0 ? c0 : c1) + coefficient
                    if Self.cancels(sum) {
                        storage = variable == v0 ? .one(c1, v1) : .one(c0, v0)
                    } else {
                        storage = variable == v0 ? .two(sum, c1, v0, v1) : .two(c0, sum, v0, v1)
                    }
                } else if variable < v0 {
                    storage = .three(coefficient, c0, c1, variable, v0, v1)
                } else if variable < v1 {
                    storage = .three(c0, coefficient, c1, v0, variable, v1)
                } else {
                    storage = .three(c0, c1, coefficient, v0, v1, variable)
                }
            default:
                return false
            }
            return true
        }

        private static func add(_ variable: Int, _ coefficient: Double, to terms: inout [Element]) {
            var low = 0
            var high = terms.count
            while low < high {
                let middle = (low + high) / 2
                if terms[middle].variable < variable { low = middle + 1 } else { high = middle }
            }
            if low < terms.count, terms[low].variable == variable {
                let sum = terms[low].coefficient + coefficient
                if Self.cancels(sum) { terms.remove(at: low) } else { terms[low].coefficient = sum }
            } else {
                terms.insert((variable, coefficient), at: low)
            }
        }

        /// Whether a sum of coefficients is zero but for rounding (the term is dropped).
        private static func cancels(_ sum: Double) -> Bool { abs(sum) < 1e-12 }

        /// Every coefficient times `factor` (not zero).
        func scaled(by factor: Double) -> Terms {
            var scaled = self
            switch storage {
            case .array(let terms):
                scaled.storage = .array(terms.map { ($0.variable, $0.coefficient * factor) })
            case .one(let c0, let v0):
                scaled.storage = .one(c0 * factor, v0)
            case .two(let c0, let c1, let v0, let v1):
                scaled.storage = .two(c0 * factor, c1 * factor, v0, v1)
            case .three(let c0, let c1, let c2, let v0, let v1, let v2):
                scaled.storage = .three(c0 * factor, c1 * factor, c2 * factor, v0, v1, v2)
            }
            return scaled
        }
    }
}
