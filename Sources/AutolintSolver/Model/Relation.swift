/// How a constraint's expression compares with zero: `expression relation 0`.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}
