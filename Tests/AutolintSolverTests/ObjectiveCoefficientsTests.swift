import Testing
import PropertyBased
@testable import AutolintSolver

/// The objective keeps vectors for its nonzero coefficients only, reusing the slots of those that
/// cancel. Read back, it must be the vector per symbol it replaced under any changes.
@Suite struct ObjectiveCoefficientsTests {
    /// One change, over up to twelve symbols and three levels, with weights that cancel.
    enum Step: Sendable {
        case add(symbol: Int32, level: Double, times: Double)
        case set(symbol: Int32, level: Double, coefficient: Double)
        case truncate(count: Int)
        case append
    }

    static let step = zip(Gen.int(in: 0...99), Gen.int(in: 0...11), Gen.int(in: 0...2), Gen.int(in: -2...2)).map { kind, symbol, level, k -> Step in
        let level = [1000.0, 750, 250][level]
        switch kind {
        case 0..<70: return .add(symbol: Int32(symbol), level: level, times: Double(k))
        case 70..<88: return .set(symbol: Int32(symbol), level: level, coefficient: Double(k))
        case 88..<92: return .truncate(count: symbol)
        default: return .append
        }
    }

    @Test func readBackItIsAVectorPerSymbol() async {
        await propertyCheck(count: 500, input: Self.step.array(of: 1...200)) { steps in
            var objective = ObjectiveCoefficients(), reference: [PriorityVector] = []
            for _ in 0..<6 { objective.append(); reference.append(.zero) }
            for step in steps {
                switch step {
                case .add(let symbol, let level, let k) where Int(symbol) < reference.count:
                    let weight = PriorityVector(level: level, coefficient: 1)
                    objective.add(weight, times: k, to: symbol)
                    reference[Int(symbol)].add(weight, times: k)
                case .set(let symbol, let level, let coefficient) where Int(symbol) < reference.count:
                    objective[symbol] = PriorityVector(level: level, coefficient: coefficient)
                    reference[Int(symbol)] = PriorityVector(level: level, coefficient: coefficient)
                case .truncate(let count) where count <= reference.count:
                    objective.truncate(to: count)
                    reference.removeSubrange(count...)
                case .append:
                    objective.append()
                    reference.append(.zero)
                default:
                    continue
                }
                #expect(objective.count == reference.count)
                #expect(objective.all == reference)
            }
        }
    }
}
