/// The objective's coefficient of every symbol, stored for the nonzero ones only.
///
/// Only the error symbols of optional constraints, and the symbols their rows mention, ever have
/// a nonzero coefficient: about a third of a large layout's symbols. A vector per symbol was 24
/// bytes each; here a symbol costs a 32-bit slot, and a vector is kept for the nonzero ones (a slot
/// freed when its vector cancels is reused).
struct ObjectiveCoefficients {
    /// Each symbol's vector in `vectors`, or -1 when its coefficient is zero.
    private var slots: [Int32] = []
    private var vectors: [PriorityVector] = []
    private var freeSlots: [Int32] = []

    var count: Int { slots.count }

    subscript(symbol: Int32) -> PriorityVector {
        get {
            let slot = slots[Int(symbol)]
            return slot < 0 ? .zero : vectors[Int(slot)]
        }
        set {
            let slot = slots[Int(symbol)]
            if newValue.isEmpty {
                if slot >= 0 { release(symbol) }
            } else {
                vectors[Int(slot >= 0 ? slot : occupy(symbol))] = newValue
            }
        }
    }

    /// `self[symbol] += k·weight`, in place.
    mutating func add(_ weight: PriorityVector, times k: Double, to symbol: Int32) {
        var slot = slots[Int(symbol)]
        if slot < 0 { slot = occupy(symbol) }
        vectors[Int(slot)].add(weight, times: k)
        if vectors[Int(slot)].isEmpty { release(symbol) }
    }

    mutating func reserveCapacity(_ symbols: Int) { slots.reserveCapacity(symbols) }

    /// A zero coefficient for the next symbol.
    mutating func append() { slots.append(-1) }

    /// Drops the symbols from `count` on.
    mutating func truncate(to count: Int) {
        for symbol in count..<slots.count where slots[symbol] >= 0 { release(Int32(symbol)) }
        slots.removeSubrange(count...)
    }

    /// Every symbol's coefficient, in symbol order (for tests comparing tableaux).
    var all: [PriorityVector] { (0..<Int32(slots.count)).map { self[$0] } }

    private mutating func occupy(_ symbol: Int32) -> Int32 {
        // A freed slot holds `.zero` (`release`).
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = Int32(vectors.count)
            vectors.append(.zero)
        }
        slots[Int(symbol)] = slot
        return slot
    }

    private mutating func release(_ symbol: Int32) {
        let slot = slots[Int(symbol)]
        vectors[Int(slot)] = .zero
        freeSlots.append(slot)
        slots[Int(symbol)] = -1
    }
}
