import AutolintModel

/// Typed access to a node, each failure an `InputError` at the node saying what was expected.
///
/// `what` names the value for messages, as the user wrote it (`intrinsicSize`, `root.size`).
extension FixtureNode {
    var scalar: FixtureScalar? {
        if case .scalar(let scalar) = value { return scalar }
        return nil
    }

    func mapping(_ what: String) throws(InputError) -> [(key: FixtureScalar, value: FixtureNode)] {
        guard case .mapping(let pairs) = value else { throw mismatch(what, expected: "a mapping") }
        return pairs
    }

    /// A list; an empty value (`constraints:` with nothing after it) is an empty list.
    func sequence(_ what: String) throws(InputError) -> [FixtureNode] {
        if isNull { return [] }
        guard case .sequence(let items) = value else { throw mismatch(what, expected: "a list") }
        return items
    }

    /// A list, or a single value read as a list of one (`devices: iphone-se`).
    var sequenceOrSingle: [FixtureNode] {
        if case .sequence(let items) = value { return items }
        return [self]
    }

    func string(_ what: String) throws(InputError) -> String {
        guard let scalar, scalar.kind == .string || scalar.kind == .number || scalar.kind == .boolean else {
            throw mismatch(what, expected: "a string")
        }
        return scalar.text
    }

    func boolean(_ what: String) throws(InputError) -> Bool {
        guard let scalar, scalar.kind == .boolean, let boolean = scalar.boolean else {
            throw mismatch(what, expected: "true or false")
        }
        return boolean
    }

    /// A finite number no larger than `FixtureLimits.maximumMagnitude`.
    /// `what` names the value in an error only, so it is built only for one (`frame[2]`).
    func number(_ what: @autoclosure () -> String) throws(InputError) -> Double {
        guard let scalar, scalar.kind == .number, let number = scalar.number else {
            throw mismatch(what(), expected: "a number")
        }
        guard number.isFinite else {
            throw InputError(at: position, message: "\(what()) must be a finite number, found '\(scalar.text)'")
        }
        guard abs(number) <= FixtureLimits.maximumMagnitude else {
            throw InputError(at: position, message: "\(what()) is too large: '\(scalar.text)' is beyond \(formatPoints(FixtureLimits.maximumMagnitude)) points")
        }
        return number
    }

    func nonNegativeNumber(_ what: @autoclosure () -> String) throws(InputError) -> Double {
        let number = try number(what())
        guard number >= 0 else {
            throw InputError(at: position, message: "\(what()) must not be negative, found \(formatPoints(number))")
        }
        return number
    }

    var isNull: Bool { scalar?.kind == .null }

    /// Exactly `count` numbers: `[x, y, width, height]`, `[top, left, bottom, right]`.
    func numbers(_ what: String, count: Int, nullable: Bool = false, nonNegative: Bool = false) throws(InputError) -> [Double?] {
        let items = try sequence(what)
        guard items.count == count else {
            throw InputError(at: position, message: "\(what) must have \(count) numbers, found \(items.count)")
        }
        var values: [Double?] = []
        values.reserveCapacity(count)
        for (index, item) in items.enumerated() {
            if nullable, item.isNull {
                values.append(nil)
            } else {
                values.append(nonNegative ? try item.nonNegativeNumber("\(what)[\(index)]") : try item.number("\(what)[\(index)]"))
            }
        }
        return values
    }

    /// `1...1000`, or a name (`required`, `high`, `defaultLow`, ...).
    func priority(_ what: String) throws(InputError) -> LayoutPriority {
        guard let scalar else { throw mismatch(what, expected: "a priority") }
        if scalar.kind == .string {
            if let named = LayoutPriority(name: scalar.text) { return named }
            let names = LayoutPriority.named.map(\.name)
            throw InputError(at: position, message: "unknown priority '\(scalar.text)': use 1...1000 or a name (\(names.joined(separator: ", ")))\(NearestName.hint(for: scalar.text, among: names))")
        }
        let value = try number(what)
        let priority = LayoutPriority(Float(value))
        guard priority.isValid else {
            throw InputError(at: position, message: "\(what) must be between 1 and 1000 (1000 is required), found \(scalar.text)")
        }
        return priority
    }

    /// Checks every key of a mapping against the ones the format knows.
    func checkKeys(_ what: String, allowed: [String]) throws(InputError) {
        for (key, _) in try mapping(what) where !allowed.contains(key.text) {
            throw InputError(at: key.position, message: "unknown key '\(key.text)' in \(what)\(NearestName.hint(for: key.text, among: allowed))")
        }
    }

    /// The value of `key` in a mapping, if present.
    func member(_ key: String) -> FixtureNode? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs.first { $0.key.text == key }?.value
    }

    private func mismatch(_ what: String, expected: String) -> InputError {
        InputError(at: position, message: "\(what) must be \(expected), found \(kindDescription)")
    }
}
