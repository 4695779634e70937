import Collections

/// The values of the externals, kept up to date incrementally: after an edit only the definitions
/// that changed, and those that depend on a value that changed, are evaluated again, in
/// definition order. A structural change (a definition added or removed) evaluates everything.
struct DefinitionEvaluator {
    private(set) var values: [Double] = []
    private var order: [Int32] = []
    /// Each basic external's index in `order`, -1 for other symbols.
    private var position: [Int32] = []
    private var version = -1
    private var queued: [Bool] = []

    mutating func update(_ tableau: inout Tableau) {
        let changed = tableau.takeChangedDefinitions()
        guard let changed, version == tableau.definitionVersion, values.count == tableau.symbolCount else {
            order = tableau.definitionOrder()
            position = [Int32](repeating: -1, count: tableau.symbolCount)
            for (index, s) in order.enumerated() { position[Int(s)] = Int32(index) }
            queued = [Bool](repeating: false, count: tableau.symbolCount)
            version = tableau.definitionVersion
            values = tableau.values(order: order)
            return
        }
        var pending = Heap<Int32>()
        for s in changed where position[Int(s)] >= 0 && !queued[Int(s)] {
            queued[Int(s)] = true
            pending.insert(position[Int(s)])
        }
        while let next = pending.popMin() {
            let s = order[Int(next)]
            queued[Int(s)] = false
            let value = tableau.row(s)!.withCells { constant, cells in
                var value = constant
                for cell in cells { value += cell.coefficient * values[Int(cell.symbol)] }
                return value
            }
            guard value != values[Int(s)] else { continue }
            values[Int(s)] = value
            for dependent in tableau.column(s) where position[Int(dependent)] >= 0 && !queued[Int(dependent)] {
                queued[Int(dependent)] = true
                pending.insert(position[Int(dependent)])
            }
        }
    }
}
