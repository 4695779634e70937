import Foundation

/// A system's equations, which a large system lets go when its solving starts (each group of axes
/// has copied its own out, `EquationFeed`, unless a log's reported recovery needs them whole, and
/// then once solved): the solvers keep every constraint they were given, and most checks ask
/// nothing after solving that reads the equations. At 10,000 list rows they are 15 MB. The
/// questions that do read them (grouping two or more undetermined views by cause, what mentions a
/// free unknown) make them again, once: the same equations, since the translation is
/// deterministic, for about the time building the system took (a tenth of a 10,000-row check),
/// and kept from then on.
///
/// Shared by every copy of its `LayoutSystem`, and locked: a system's configuration analysis may
/// be asked about from another thread than the one that solved it.
final class EquationStore: @unchecked Sendable {
    /// From this many equations on, `releaseIfLarge()` lets them go; below it they are kept, since
    /// making them again costs about what solving a small system does.
    static let releaseThreshold = 50_000

    private let lock = NSLock()
    private var stored: [LinearConstraint]?
    private let make: @Sendable () -> [LinearConstraint]

    init(_ equations: [LinearConstraint], makingAgain make: @escaping @Sendable () -> [LinearConstraint]) {
        stored = equations
        self.make = make
    }

    var equations: [LinearConstraint] {
        lock.withLock {
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }

    /// Whether the equations are held now (tests).
    var isHeld: Bool { lock.withLock { stored != nil } }

    /// Lets the equations go (a solve that took its own copies of them, `EquationFeed`).
    func release() {
        lock.withLock { stored = nil }
    }

    /// Lets the equations go when there are at least `threshold`.
    func releaseIfLarge(threshold: Int = EquationStore.releaseThreshold) {
        lock.withLock {
            if let count = stored?.count, count >= threshold { stored = nil }
        }
    }
}
