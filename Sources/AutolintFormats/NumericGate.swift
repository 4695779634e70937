import AutolintModel

/// Every number a reader hands on passes here once, where it enters the model: a constraint's
/// constant and multiplier, a view's intrinsic size, frame, margins and stack spacing. What is
/// not finite or is out of bounds never reaches the solver (whose arithmetic it would break): a
/// located input error for a document, an open view with its reason for source code, whose
/// numbers are computed (`CGFloat = 1e400` is infinity in Swift too).
public enum NumericGate {
    /// Points: the fixtures' own bound (`FixtureLimits.maximumMagnitude`).
    public static let maximumMagnitude = FixtureLimits.maximumMagnitude
    /// A multiplier other than 0 is between these magnitudes: a smaller or larger one makes the
    /// solver's pivots lose every digit.
    public static let multiplierMagnitudes = 1e-6...1e6

    /// The document with its out-of-bounds numbers taken out. A layout of a document (fixture, IB,
    /// log, trace) that holds one is not checked at all: its findings would rest on what was taken
    /// out. A source layout is checked with the views the numbers touch open.
    public static func apply(to document: inout InputDocument) {
        var kept: [Layout] = []
        for var layout in document.layouts {
            let before = document.problems.count
            apply(to: &layout, problems: &document.problems)
            if layout.origin == .sourceCode || document.problems.count == before { kept.append(layout) }
        }
        document.layouts = kept
    }

    static func apply(to layout: inout Layout, problems: inout [InputError]) {
        let isSource = layout.origin == .sourceCode
        var kept: [LayoutConstraint] = []
        for constraint in layout.constraints {
            guard let problem = problem(in: constraint) else {
                kept.append(constraint)
                continue
            }
            let location = constraint.location ?? layout.location ?? SourceLocation(file: "", line: 1, column: 1)
            if isSource {
                let views = constraint.items.map(\.view)
                layout.sourceFacts?.unresolved.append(SourceFacts.Unresolved(location: location, reason: problem, views: views))
                for view in views where layout.sourceFacts?.openViews.contains(view) == false { layout.sourceFacts?.openViews.append(view) }
            } else {
                problems.append(InputError(location: location, message: problem))
            }
        }
        layout.constraints = kept
        if var facts = layout.sourceFacts {
            facts.inactiveConstraints.removeAll { problem(in: $0) != nil }
            layout.sourceFacts = facts
        }
        for view in layout.views {
            guard let problem = problem(in: view) else { continue }
            let location = view.location ?? layout.location ?? SourceLocation(file: "", line: 1, column: 1)
            if isSource {
                layout.sourceFacts?.unresolved.append(SourceFacts.Unresolved(location: location, reason: problem, views: [view.id]))
                if layout.sourceFacts?.openViews.contains(view.id) == false { layout.sourceFacts?.openViews.append(view.id) }
            } else {
                problems.append(InputError(location: location, message: problem))
            }
            layout.updateView(view.id, sanitize)
        }
    }

    /// The view with each number out of bounds dropped or made 0, so that what is still checked
    /// (the other views, the other constraints) solves.
    static func sanitize(_ view: inout LayoutView) {
        if view.intrinsicSize.horizontal.map(isInBounds) == false { view.intrinsicSize.horizontal = nil }
        if view.intrinsicSize.vertical.map(isInBounds) == false { view.intrinsicSize.vertical = nil }
        if let frame = view.frame, [frame.x, frame.y, frame.width, frame.height].contains(where: { !isInBounds($0) }) { view.frame = nil }
        let margins = view.layoutMargins
        if [margins.top, margins.left, margins.bottom, margins.right].contains(where: { !isInBounds($0) }) {
            view.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }
        if var stack = view.stack, !isInBounds(stack.spacing) {
            stack.spacing = 0
            view.stack = stack
        }
    }

    static func isInBounds(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }

    /// Why a constraint's numbers cannot be solved, or nil.
    public static func problem(in constraint: LayoutConstraint) -> String? {
        if !isInBounds(constraint.constant) {
            return "the constant of \(constraint.equation) is \(constraint.constant), not a finite number of at most \(formatPoints(maximumMagnitude)) points"
        }
        let multiplier = constraint.multiplier
        if !multiplier.isFinite || (multiplier != 0 && !multiplierMagnitudes.contains(abs(multiplier))) {
            return "the multiplier of \(constraint.equation) is \(multiplier), outside what a layout can solve (0, or between 1e-6 and 1e6 in magnitude)"
        }
        return nil
    }

    /// Why a view's numbers cannot be solved, or nil.
    static func problem(in view: LayoutView) -> String? {
        let sizes = [view.intrinsicSize.horizontal, view.intrinsicSize.vertical].compactMap { $0 }
        if sizes.contains(where: { !isInBounds($0) }) {
            return "the intrinsic size of \(view.id) is not a finite number of at most \(formatPoints(maximumMagnitude)) points"
        }
        if let frame = view.frame, [frame.x, frame.y, frame.width, frame.height].contains(where: { !isInBounds($0) }) {
            return "the frame of \(view.id) is not made of finite numbers of at most \(formatPoints(maximumMagnitude)) points"
        }
        let margins = view.layoutMargins
        if [margins.top, margins.left, margins.bottom, margins.right].contains(where: { !isInBounds($0) }) {
            return "the layout margins of \(view.id) are not finite numbers of at most \(formatPoints(maximumMagnitude)) points"
        }
        if let spacing = view.stack?.spacing, !isInBounds(spacing) {
            return "the spacing of the stack view \(view.id) is \(spacing), not a finite number of at most \(formatPoints(maximumMagnitude)) points"
        }
        return nil
    }
}
