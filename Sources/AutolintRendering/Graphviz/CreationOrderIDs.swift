import CGraphviz

/// cgraph's default discipline gives a named object the address of its interned name as its id,
/// and keeps subgraphs ordered by id: clusters were then written, and laid out, in an order that
/// followed the heap and changed from run to run. This discipline numbers named objects in the
/// order they are created instead, so that the same graph always gives the same bytes.
enum CreationOrderIDs {
    /// One graph's names: id `2 * n` is the n-th name (even, as cgraph expects of named objects);
    /// anonymous objects get odd ids, as by default.
    private final class State {
        let graph: UnsafeMutablePointer<Agraph_t>?
        var idsByName: [String: IDTYPE] = [:]
        var names: [UnsafeMutablePointer<CChar>] = []
        var nextAnonymous: IDTYPE = 1

        init(graph: UnsafeMutablePointer<Agraph_t>?) { self.graph = graph }

        static func from(_ pointer: UnsafeMutableRawPointer?) -> State? {
            pointer.map { Unmanaged<State>.fromOpaque($0).takeUnretainedValue() }
        }
    }

    /// The discipline to pass to `agopen`; cgraph keeps pointers to its parts, so it lives as
    /// long as the program.
    nonisolated(unsafe) static let discipline: UnsafeMutablePointer<Agdisc_t> = {
        let ids = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
        ids.initialize(to: Agiddisc_t(
            open: { graph, _ in UnsafeMutableRawPointer(Unmanaged.passRetained(State(graph: graph)).toOpaque()) },
            map: { state, _, name, id, create in
                guard let state = State.from(state), let id else { return 0 }
                guard let name else {
                    id.pointee = state.nextAnonymous
                    state.nextAnonymous += 2
                    return 1
                }
                let key = String(cString: name)
                if let known = state.idsByName[key] {
                    id.pointee = known
                    return 1
                }
                guard create != 0, let interned = agstrdup(state.graph, name) else { return 0 }
                state.names.append(interned)
                let new = IDTYPE(state.names.count) * 2
                state.idsByName[key] = new
                id.pointee = new
                return 1
            },
            alloc: { _, _, request in request % 2 == 0 ? 0 : 1 },
            free: { _, _, _ in },
            print: { state, _, id in
                guard let state = State.from(state), id % 2 == 0, id > 0, Int(id / 2) <= state.names.count else { return nil }
                return state.names[Int(id / 2) - 1]
            },
            close: { state in
                if let state { Unmanaged<State>.fromOpaque(state).release() }
            },
            idregister: { _, _, _ in }
        ))
        let discipline = UnsafeMutablePointer<Agdisc_t>.allocate(capacity: 1)
        // nil memory and I/O parts: cgraph fills in its own defaults.
        discipline.initialize(to: Agdisc_t(mem: nil, id: ids, io: nil))
        return discipline
    }()
}
