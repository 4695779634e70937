/// Reading through definition rows: a basic external's row may mention other basic externals,
/// so values and flat expansions are computed over the acyclic graph of those references.
extension Tableau {
    /// Basic externals in an order where every definition comes after the definitions it
    /// mentions. Iterative, so that chains of any length are fine.
    func definitionOrder() -> [Int32] {
        var state = [UInt8](repeating: 0, count: symbolCount)
        var order: [Int32] = []
        var stack: [(symbol: Int32, next: Int)] = []
        for root in 0..<Int32(symbolCount) where kind(root) == .external && isBasic(root) && state[Int(root)] == 0 {
            state[Int(root)] = 1
            stack.append((root, 0))
            while !stack.isEmpty {
                let (symbol, next) = stack[stack.count - 1]
                let symbols = row(symbol)!.symbols
                var i = next
                var descended = false
                while i < symbols.count {
                    let s = symbols[i]
                    i += 1
                    if kind(s) == .external && isBasic(s) && state[Int(s)] == 0 {
                        state[Int(s)] = 1
                        stack[stack.count - 1].next = i
                        stack.append((s, 0))
                        descended = true
                        break
                    }
                }
                if !descended {
                    state[Int(symbol)] = 2
                    order.append(symbol)
                    stack.removeLast()
                }
            }
        }
        return order
    }

    /// Value of every external (indexed by symbol; other entries 0). Definition rows mention only
    /// parametric symbols, at 0, and basic externals, computed earlier in `order`; so no symbol's
    /// kind or basicness needs checking here.
    func values(order: [Int32]) -> [Double] {
        var values = [Double](repeating: 0, count: symbolCount)
        values.withUnsafeMutableBufferPointer { values in
            for s in order {
                row(s)!.withCells { constant, cells in
                    var value = constant
                    for cell in cells { value += cell.coefficient * values[Int(cell.symbol)] }
                    values[Int(s)] = value
                }
            }
        }
        return values
    }

    /// `row` with every basic external replaced by its definition, transitively, so that only
    /// parametric symbols remain. Each definition in the cone is expanded once, with its
    /// accumulated coefficient, in reverse definition order. The marks live in the tableau's
    /// scratch arrays (stamped per call), the weights per member of the cone: a row is flattened
    /// on every insertion, and hash sets per call were a tenth of the time of adding a layout's
    /// constraints.
    mutating func flattened(_ row: SparseRow) -> SparseRow {
        guard row.symbols.contains(where: { kind($0) == .external && isBasic($0) }) else { return row }
        var scratch = FlatteningScratch()
        swap(&scratch, &flatteningScratch)
        defer { swap(&scratch, &flatteningScratch) }
        Self.prepare(&scratch, symbolCount: symbolCount, reserved: reservedSymbols)
        let epoch = scratch.epoch
        // The walk's lists, the cone's weights and each definition's parametric part live in the
        // scratch too: a flattening is one allocation (its result), however large its cone.
        var stack: [Int32] = [], postorder: [Int32] = [], parametric = SparseRow()
        var weight: [Double] = [], expanded: [Bool] = []
        swap(&stack, &scratch.stack)
        swap(&postorder, &scratch.postorder)
        swap(&parametric, &scratch.parametric)
        swap(&weight, &scratch.weight)
        swap(&expanded, &scratch.expanded)
        defer {
            stack.removeAll(keepingCapacity: true)
            postorder.removeAll(keepingCapacity: true)
            weight.removeAll(keepingCapacity: true)
            expanded.removeAll(keepingCapacity: true)
            swap(&stack, &scratch.stack)
            swap(&postorder, &scratch.postorder)
            swap(&parametric, &scratch.parametric)
            swap(&weight, &scratch.weight)
            swap(&expanded, &scratch.expanded)
        }
        for s in row.symbols where kind(s) == .external && isBasic(s) { stack.append(s) }
        // Iterative depth-first post-order over the referenced definitions.
        while let top = stack.last {
            if scratch.inCone[Int(top)] == epoch {
                stack.removeLast()
                let slot = Int(scratch.slot[Int(top)])
                if !expanded[slot] { expanded[slot] = true; postorder.append(top) }
                continue
            }
            scratch.inCone[Int(top)] = epoch
            scratch.slot[Int(top)] = UInt32(weight.count)
            weight.append(0)
            expanded.append(false)
            for s in self.row(top)!.symbols where kind(s) == .external && isBasic(s) && scratch.inCone[Int(s)] != epoch {
                stack.append(s)
            }
        }
        // Every basic external weighted below is in the cone: the row's own were its roots, and
        // a definition's are reachable from it.
        func addWeight(_ s: Int32, _ k: Double) {
            weight[Int(scratch.slot[Int(s)])] += k
        }
        var result = SparseRow(constant: row.constant)
        for (index, s) in row.symbols.enumerated() {
            if kind(s) == .external && isBasic(s) { addWeight(s, row.coefficients[index]) }
            else { result.append(s, row.coefficients[index]) }
        }
        for s in postorder.reversed() {
            let k = weight[Int(scratch.slot[Int(s)])]
            guard k != 0 else { continue }
            let definition = self.row(s)!
            parametric.removeAllCells()
            parametric.constant = definition.constant
            for (index, t) in definition.symbols.enumerated() {
                if kind(t) == .external && isBasic(t) { addWeight(t, k * definition.coefficients[index]) }
                else { parametric.append(t, definition.coefficients[index]) }
            }
            result.add(parametric, times: k, scratch: &mergeScratch)
        }
        return result
    }
}
