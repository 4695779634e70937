/// `[A-Za-z_][A-Za-z0-9_]*`, the ids the fixture format allows for views, guides and constraints.
enum FixtureIdentifier {
    static func isValid(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.isASCIILetterOrUnderscore else { return false }
        return id.unicodeScalars.allSatisfy { $0.isASCIILetterOrUnderscore || ("0"..."9").contains($0) }
    }
}

private extension Unicode.Scalar {
    var isASCIILetterOrUnderscore: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_" }
}
