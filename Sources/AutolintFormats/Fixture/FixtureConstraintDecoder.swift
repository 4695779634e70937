import AutolintModel

/// Reads `constraints:` entries (equations, VFL lines, named and detailed forms) into resolved
/// constraints, each located at its entry.
struct FixtureConstraintDecoder {
    static let entryKeys = ["equation", "vfl", "id", "priority", "identifier", "in"]

    /// The file, for the constraints' locations.
    let path: String
    let resolver: FixtureItemResolver
    let rootID: String
    /// Whether a long list is decoded as two halves side by side.
    let sideBySide: Bool
    /// Constraint id -> where it was declared; VFL ids map to every constraint they expand to.
    private(set) var declaredIDs: [String: FixturePosition] = [:]
    private(set) var expandedIDs: [String: [String]] = [:]

    init(path: String, resolver: FixtureItemResolver, rootID: String, sideBySide: Bool = true) {
        self.path = path
        self.resolver = resolver
        self.rootID = rootID
        self.sideBySide = sideBySide
    }

    mutating func decodeList(_ node: FixtureNode, what: String) throws(InputError) -> [LayoutConstraint] {
        let entries = try node.sequence(what)
        if sideBySide, SideBySide.isWorthSplitting(constraintCount: entries.count), let constraints = decodedInHalves(entries) {
            return constraints
        }
        return try decode(entries[...])
    }

    /// `capacity`: room for the constraints of entries still to come, appended to the result.
    private mutating func decode(_ entries: ArraySlice<FixtureNode>, capacity: Int = 0) throws(InputError) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(max(entries.count, capacity))
        try decode(entries, into: &constraints)
        return constraints
    }

    /// A long list decoded as two halves side by side, the second with no ids declared yet. Nil
    /// when either half fails or the second declares an id the first did: the list is then decoded
    /// again on one thread, which reports the error a single pass meets first.
    mutating func decodedInHalves(_ entries: [FixtureNode]) -> [LayoutConstraint]? {
        let current = self, fresh = forTheRest()
        let ((firstHalf, decodedFirst), (secondHalf, second)) = SideBySide.inHalves(of: entries.count) { range in
            var decoder = range.lowerBound == 0 ? current : fresh
            let result = Result { () throws(InputError) in
                try decoder.decode(entries[range], capacity: range.lowerBound == 0 ? entries.count : 0)
            }
            return (result, decoder)
        }
        var first = decodedFirst
        guard case .success(var constraints) = firstHalf, case .success(let tail) = secondHalf, first.takeIDs(of: second) else { return nil }
        self = first
        constraints += tail
        return constraints
    }

    /// A decoder for the rest of a list, decoded on another thread: no ids declared yet, and its
    /// own copy of the path string (every location retains the path's storage, and one storage
    /// retained from two cores at once was a tenth of the decoding: each retain waited for the
    /// other core's).
    func forTheRest() -> FixtureConstraintDecoder {
        FixtureConstraintDecoder(path: String(decoding: Array(path.utf8), as: UTF8.self), resolver: resolver, rootID: rootID, sideBySide: false)
    }

    /// Takes the ids `later` declared decoding the entries after this decoder's; false, taking
    /// none, when one of them was declared here too (one decoder would have refused it).
    mutating func takeIDs(of later: FixtureConstraintDecoder) -> Bool {
        guard !later.declaredIDs.keys.contains(where: { declaredIDs[$0] != nil }) else { return false }
        declaredIDs.merge(later.declaredIDs) { earlier, _ in earlier }
        expandedIDs.merge(later.expandedIDs) { earlier, _ in earlier }
        return true
    }

    /// Decodes `entries` onto `constraints`, as the entries of a list after those decoded so far.
    mutating func decode(_ entries: some Sequence<FixtureNode>, into constraints: inout [LayoutConstraint]) throws(InputError) {
        for entry in entries { try decodeEntry(entry, into: &constraints) }
    }

    /// Appends the entry's constraints (a VFL line may state several) to `constraints`.
    mutating func decodeEntry(_ entry: FixtureNode, into constraints: inout [LayoutConstraint]) throws(InputError) {
        if let scalar = entry.scalar {
            guard scalar.kind == .string else {
                throw InputError(at: entry.position, message: "a constraint must be an equation, a VFL line or a mapping, found \(entry.kindDescription)")
            }
            return try appendConstraints(from: scalar, id: nil, mapPriority: nil, identifier: nil, container: rootID, at: entry.position, into: &constraints)
        }
        let pairs = try entry.mapping("a constraint")
        if pairs.count == 1, let pair = pairs.first, !Self.entryKeys.contains(pair.key.text) {
            // `NAME: equation`
            let id = try declare(pair.key)
            guard let scalar = pair.value.scalar, scalar.kind == .string else {
                throw InputError(at: pair.value.position, message: "constraint '\(id)' must be an equation or a VFL line, found \(pair.value.kindDescription)")
            }
            return try appendConstraints(from: scalar, id: id, mapPriority: nil, identifier: nil, container: rootID, at: entry.position, into: &constraints)
        }
        try entry.checkKeys("a constraint", allowed: Self.entryKeys)
        let equation = entry.member("equation")
        let vfl = entry.member("vfl")
        guard let body = equation ?? vfl else {
            throw InputError(at: entry.position, message: "a constraint mapping needs `equation:` or `vfl:`")
        }
        if equation != nil, vfl != nil {
            throw InputError(at: vfl?.position ?? entry.position, message: "a constraint has either `equation:` or `vfl:`, not both")
        }
        guard let scalar = body.scalar, scalar.kind == .string else {
            throw InputError(at: body.position, message: "`\(equation != nil ? "equation" : "vfl")` must be a string, found \(body.kindDescription)")
        }
        let id = try entry.member("id").map { idNode throws(InputError) in try declare(idNode) }
        let priority = try entry.member("priority").map { node throws(InputError) in (try node.priority("priority"), node.position) }
        let identifier = try entry.member("identifier")?.string("identifier")
        var container = rootID
        if let inNode = entry.member("in") {
            container = try inNode.string("in")
            guard resolver.contains(view: container) else {
                throw InputError(at: inNode.position, message: "unknown view '\(container)' in `in:`")
            }
        }
        let isVisualFormat = vfl != nil
        try appendConstraints(from: scalar, id: id, mapPriority: priority, identifier: identifier, container: container,
                              at: entry.position, forceVisualFormat: isVisualFormat, into: &constraints)
    }

    /// VFL starts with `H:`, `V:` (spaces allowed before the colon), `|` or `[`; anything else is
    /// an equation. Read from the bytes: this runs once per constraint of a large fixture.
    static func looksLikeVisualFormat(_ text: String) -> Bool {
        var bytes = text.utf8.drop { $0 == UInt8(ascii: " ") }.makeIterator()
        switch bytes.next() {
        case UInt8(ascii: "|"), UInt8(ascii: "["):
            return true
        case UInt8(ascii: "H"), UInt8(ascii: "V"):
            while let next = bytes.next() {
                if next == UInt8(ascii: ":") { return true }
                if next != UInt8(ascii: " ") { return false }
            }
            return false
        default:
            return false
        }
    }

    private mutating func appendConstraints(
        from scalar: FixtureScalar, id: String?, mapPriority: (LayoutPriority, FixturePosition)?, identifier: String?,
        container: String, at position: FixturePosition, forceVisualFormat: Bool = false, into result: inout [LayoutConstraint]
    ) throws(InputError) {
        let text = scalar.text
        let isVisualFormat = forceVisualFormat || Self.looksLikeVisualFormat(text)
        let syntaxes: [EquationSyntax]
        do throws(SnippetError) {
            syntaxes = isVisualFormat ? try VisualFormatParser.parse(text) : [try EquationParser.parse(text)]
        } catch {
            throw inputError(error, in: scalar)
        }
        for (index, syntax) in syntaxes.enumerated() {
            if syntax.priority != nil, let (_, priorityPosition) = mapPriority, !isVisualFormat {
                throw InputError(at: priorityPosition, message: "priority given twice: in the equation ('@') and as `priority:`")
            }
            var constraint = try resolve(syntax, container: container, in: scalar)
            constraint.priority = syntax.priority ?? mapPriority?.0 ?? .required
            constraint.identifier = identifier
            constraint.location = position.location(in: path)
            if isVisualFormat { constraint.origin = .visualFormat(syntax.visualFormat ?? text) }
            if let id {
                constraint.id = syntaxes.count == 1 ? id : "\(id)[\(index + 1)]"
                expandedIDs[id, default: []].append(constraint.id ?? id)
            }
            result.append(constraint)
        }
    }

    private func resolve(_ syntax: EquationSyntax, container: String, in scalar: FixtureScalar) throws(InputError) -> LayoutConstraint {
        do throws(SnippetError) {
            let first = try resolver.resolve(syntax.first.item, firstItem: nil, container: container)
            let second = try syntax.second.map { anchor throws(SnippetError) in
                LayoutAnchor(try resolver.resolve(anchor.item, firstItem: first, container: container), anchor.attribute)
            }
            return LayoutConstraint(
                first: LayoutAnchor(first, syntax.first.attribute), relation: syntax.relation, second: second,
                multiplier: syntax.multiplier, constant: syntax.constant)
        } catch {
            throw inputError(error, in: scalar)
        }
    }

    private func inputError(_ error: SnippetError, in scalar: FixtureScalar) -> InputError {
        InputError(at: FixturePosition(line: scalar.position.line, column: scalar.contentColumn + error.column - 1), message: error.message)
    }

    private mutating func declare(_ key: FixtureScalar) throws(InputError) -> String {
        let id = key.text
        guard FixtureIdentifier.isValid(id) else {
            throw InputError(at: key.position, message: "invalid constraint id '\(id)': use letters, digits and '_', not starting with a digit")
        }
        if let first = declaredIDs[id] {
            throw InputError(at: key.position, message: "duplicate constraint id '\(id)': already used at line \(first.line)")
        }
        declaredIDs[id] = key.position
        return id
    }

    private mutating func declare(_ node: FixtureNode) throws(InputError) -> String {
        guard let scalar = node.scalar, scalar.kind == .string else {
            throw InputError(at: node.position, message: "a constraint id must be a string, found \(node.kindDescription)")
        }
        return try declare(scalar)
    }
}
