/// Some of a system's equations in the order a solver adds them: positions in the system's list,
/// not copies. An axis's copy of each of its equations was some 40 bytes a constraint, held while
/// the axis is solved.
struct OrderedEquations: RandomAccessCollection {
    private let all: [LinearConstraint]
    private let order: [Int32]

    /// `order`: positions in `all`, in the order the equations are added.
    init(_ all: [LinearConstraint], order: [Int]) {
        self.all = all
        self.order = order.map { Int32($0) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { order.count }
    subscript(position: Int) -> LinearConstraint { all[Int(order[position])] }
}
