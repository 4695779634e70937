import Foundation

/// A system's equations on their way into the feeds of its groups of axes (`EquationFeed`): each
/// thread that solves a group copies its equations out itself, so that the blocks its feed lets go
/// come back to that thread's allocator, where its solver grows next, and the list goes once the
/// last group has taken its copy.
final class EquationHandoff: @unchecked Sendable {
    private let lock = NSLock()
    private var equations: [LinearConstraint]?
    private var takersLeft: Int
    /// How many equations the system has.
    let count: Int
    /// Whether the feeds made from it let their equations go once added (`EquationFeed`).
    let feedsLetGo: Bool

    init(_ equations: [LinearConstraint], takers: Int, feedsLetGo: Bool) {
        self.equations = equations
        takersLeft = takers
        count = equations.count
        self.feedsLetGo = feedsLetGo
    }

    /// The equations, for one taker: the last one's reference is then the list's only one.
    func take() -> [LinearConstraint] {
        lock.withLock {
            guard let held = equations else { preconditionFailure("more takers than announced") }
            takersLeft -= 1
            if takersLeft == 0 { equations = nil }
            return held
        }
    }
}
