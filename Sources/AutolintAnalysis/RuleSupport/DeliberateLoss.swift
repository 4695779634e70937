import AutolintModel

/// Why an optional constraint that loses in every checked configuration may still be meant: it
/// loses only to what changes at run time, or it is a fallback. `unsatisfiable-priority` reports
/// the constraints no device, no content and no state could let win.
///
/// - The screen or the container: a constraint beaten by the root's frame, a cell's encapsulated
///   size, an autoresizing mask or a safe-area inset wins on another device or in another cell
///   (`width == 600 @750` is a preferred width on a phone and the width on an iPad); not in a
///   fixture, whose devices (named, or the default) are the ones its author checks.
/// - Content: beaten by an intrinsic size (hugging, compression resistance), it wins with other
///   text or another image.
/// - State: beaten by a stack view's hiding of a hidden view (`UISV-hiding`), it holds whenever
///   the view is shown, and `isHidden` is the state apps change most (habitica's quest view, which
///   code shows when a quest is on); not in a fixture, whose author gives the state to check.
/// - A fallback: a stronger constraint written by hand places the same anchor against another
///   view (`label.leading == icon.trailing + 10` beside `label.leading == root.leading + 16 @750`).
///   Authors write "prefer this, else that" so: the code removes or hides the other view, or swaps
///   priorities between two states, and the weaker one takes over.
enum DeliberateLoss {
    case screen
    case content
    case hiddenState
    /// The index of the stronger constraint it stands in for.
    case fallback(Int)

    /// Nil when nothing but a change to the written constraints could let it win.
    static func reason(for unsatisfied: UnsatisfiedConstraint, in configuration: ConfigurationAnalysis, origin: LayoutOrigin) -> DeliberateLoss? {
        let constraints = configuration.system.constraints
        let loser = constraints[unsatisfied.constraint]
        let winners = unsatisfied.beatenBy.filter { $0 != unsatisfied.constraint }
        if let fallback = winners.first(where: { isAlternative(constraints[$0], to: loser) }) { return .fallback(fallback) }
        let origins = winners.map { constraints[$0].origin }
        if origin != .fixture, origins.contains(where: variesWithScreen) { return .screen }
        if origins.contains(where: { $0 == .compressionResistance || $0 == .contentHugging }) { return .content }
        if origin != .fixture, origins.contains(.stackView("UISV-hiding")) { return .hiddenState }
        return nil
    }

    private static func variesWithScreen(_ origin: ConstraintOrigin) -> Bool {
        switch origin {
        case .deviceFrame, .encapsulatedLayout, .autoresizingMask, .layoutGuide: true
        default: false
        }
    }

    /// Written by hand, stronger, on one of the loser's anchors, and against a view the loser
    /// does not name.
    private static func isAlternative(_ winner: LayoutConstraint, to loser: LayoutConstraint) -> Bool {
        guard !winner.origin.isSystem, winner.priority > loser.priority else { return false }
        let loserAnchors = anchors(of: loser)
        let loserViews = Set(loser.items.map(\.view))
        for (anchor, partner) in [(winner.first, winner.second), (winner.second, Optional(winner.first))] {
            guard let anchor, loserAnchors.contains(where: { $0.item == anchor.item && $0.attribute == anchor.attribute }),
                  let partner, !loserViews.contains(partner.item.view) else { continue }
            return true
        }
        return false
    }

    private static func anchors(of constraint: LayoutConstraint) -> [LayoutAnchor] {
        [constraint.first] + (constraint.second.map { [$0] } ?? [])
    }

    /// Why a reported constraint is none of these, for its message.
    static func notDeliberateNote(for loser: LayoutConstraint, in configuration: ConfigurationAnalysis, winners: [Int]) -> String {
        let onScreen = winners.contains { variesWithScreen(configuration.system.constraints[$0].origin) }
        let anchor = "\(configuration.layout.view(loser.first.item.view)?.name ?? loser.first.item.view)'s \(loser.first.attribute.rawValue)"
        return "no stronger constraint places \(anchor) against another view, and what beats it does not change with "
            + (onScreen ? "the content; it loses on every device this fixture is checked on" : "the device or the content")
    }
}
