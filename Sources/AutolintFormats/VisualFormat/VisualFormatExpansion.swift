import AutolintModel

/// The equations a VFL line means, as `constraintsWithVisualFormat:options:metrics:views:`
/// creates them, in the order the line is written (alignment options after each view's predicates).
///
/// Between an earlier element E and a later element L the spacing is
/// `L.start relation E.end + spacing` (`[a]-8-[b]` is `b.leading == a.trailing + 8`,
/// `[a]-8-|` is `|.trailing == a.trailing + 8`); a view's predicates constrain its width
/// (height for `V:`).
enum VisualFormatExpansion {
    static let standardSiblingSpacing = StandardSpacing.siblings
    static let standardSuperviewSpacing = StandardSpacing.superviewEdge

    static func equations(for line: VisualFormatLine, text: String, alignment: [LayoutAttribute] = []) -> [EquationSyntax] {
        let edges = Edges(line)
        var equations: [EquationSyntax] = []
        var previousView: VisualFormatLine.View?
        for (index, element) in line.elements.enumerated() {
            if index > 0 {
                equations += spacing(line.connections[index - 1], from: line.elements[index - 1], to: element, edges: edges)
            }
            if case .view(let view) = element {
                equations += view.predicates.map { size($0, of: view, attribute: edges.size) }
                // `alignAllCenterY` and the like: each view lines up with the one before it.
                if let previous = previousView {
                    equations += alignment.map { attribute in
                        EquationSyntax(first: AnchorSyntax(item: previous.item, attribute: attribute, attributeColumn: previous.item.column),
                                       relation: .equal, second: AnchorSyntax(item: view.item, attribute: attribute, attributeColumn: view.item.column))
                    }
                }
                previousView = view
            }
        }
        for index in equations.indices { equations[index].visualFormat = text }
        return equations
    }

    /// The attributes a line's elements are joined by.
    private struct Edges {
        var start: LayoutAttribute
        var end: LayoutAttribute
        var size: LayoutAttribute
        /// `(RTL)`: the line reads against the x axis, so the earlier element is the one after
        /// the relation (`[a]-8-[b](RTL)` is `a.left == b.right + 8`), keeping spacing positive.
        var readsBackwards: Bool

        init(_ line: VisualFormatLine) {
            readsBackwards = false
            switch (line.axis, line.direction) {
            case (.vertical, _):
                (start, end, size) = (.top, .bottom, .height)
            case (.horizontal, .natural):
                (start, end, size) = (.leading, .trailing, .width)
            case (.horizontal, .leftToRight):
                (start, end, size) = (.left, .right, .width)
            case (.horizontal, .rightToLeft):
                (start, end, size) = (.right, .left, .width)
                readsBackwards = true
            }
        }
    }

    private static func spacing(_ connection: VisualFormatLine.Connection, from earlier: VisualFormatLine.Element, to later: VisualFormatLine.Element, edges: Edges) -> [EquationSyntax] {
        // A superview before the first view is met at its start edge, after the last at its end.
        let earlierAnchor = anchor(earlier, attribute: isSuperview(earlier) ? edges.start : edges.end)
        let laterAnchor = anchor(later, attribute: isSuperview(later) ? edges.end : edges.start)
        let (first, second) = edges.readsBackwards ? (earlierAnchor, laterAnchor) : (laterAnchor, earlierAnchor)
        let spacings: [VisualFormatLine.Spacing]
        switch connection {
        case .flush:
            spacings = [VisualFormatLine.Spacing(relation: .equal, constant: 0, priority: nil)]
        case .standard:
            let space = isSuperview(earlier) || isSuperview(later) ? standardSuperviewSpacing : standardSiblingSpacing
            spacings = [VisualFormatLine.Spacing(relation: .equal, constant: space, priority: nil)]
        case .spacings(let list):
            spacings = list
        }
        return spacings.map { spacing in
            EquationSyntax(first: first, relation: spacing.relation, second: second, constant: spacing.constant, priority: spacing.priority)
        }
    }

    private static func size(_ predicate: VisualFormatLine.Predicate, of view: VisualFormatLine.View, attribute: LayoutAttribute) -> EquationSyntax {
        let subject = AnchorSyntax(item: view.item, attribute: attribute, attributeColumn: view.item.column)
        switch predicate.object {
        case .constant(let constant):
            return EquationSyntax(first: subject, relation: predicate.relation, second: nil, constant: constant, priority: predicate.priority)
        case .view(let other):
            let reference = AnchorSyntax(item: other, attribute: attribute, attributeColumn: other.column)
            return EquationSyntax(first: subject, relation: predicate.relation, second: reference, priority: predicate.priority)
        }
    }

    private static func isSuperview(_ element: VisualFormatLine.Element) -> Bool {
        if case .superview = element { return true }
        return false
    }

    private static func anchor(_ element: VisualFormatLine.Element, attribute: LayoutAttribute) -> AnchorSyntax {
        switch element {
        case .superview(let column):
            AnchorSyntax(item: ItemSyntax(kind: .containerEdge, column: column), attribute: attribute, attributeColumn: column)
        case .view(let view):
            AnchorSyntax(item: view.item, attribute: attribute, attributeColumn: view.item.column)
        }
    }
}
