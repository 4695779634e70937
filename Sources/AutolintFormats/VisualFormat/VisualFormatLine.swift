import AutolintModel

/// One VFL line as written, before it is expanded into equations.
///
/// `|-20-[field]-8-[go(>=44@750)]-20-|` is the elements `|`, `field`, `go`, `|` and the
/// connections `20`, `8`, `20` between them (`connections[i]` joins `elements[i]` and
/// `elements[i + 1]`).
struct VisualFormatLine: Hashable {
    /// The line's reading order along its axis.
    enum Direction: Hashable {
        /// Leading to trailing (top to bottom for `V:`), what `constraintsWithVisualFormat`
        /// makes with no options.
        case natural
        /// UIKit's `(LTR)` suffix: absolute left to right.
        case leftToRight
        /// UIKit's `(RTL)` suffix: absolute right to left.
        case rightToLeft
    }

    enum Element: Hashable {
        /// `|`, at the line's start or end; the column of the bar.
        case superview(column: Int)
        case view(View)
    }

    /// `[name(predicates)]`.
    struct View: Hashable {
        var item: ItemSyntax
        /// Width (height for `V:`) predicates.
        var predicates: [Predicate]
    }

    enum Connection: Hashable {
        /// Nothing between the two elements: `[a][b]`, `|[a]`.
        case flush
        /// A lone `-`: the standard spacing.
        case standard
        /// `-20-` or `-(>=8@750,<=20)-`.
        case spacings([Spacing])
    }

    /// One predicate of a connection: `>=8@750`.
    struct Spacing: Hashable {
        var relation: LayoutRelation
        var constant: Double
        /// nil when not written (required).
        var priority: LayoutPriority?
    }

    /// One predicate of a view: `>=50@750`, `==b`.
    struct Predicate: Hashable {
        enum Object: Hashable {
            case constant(Double)
            /// Another view's size: `[a(==b)]`.
            case view(ItemSyntax)
        }

        var relation: LayoutRelation
        var object: Object
        /// nil when not written (required).
        var priority: LayoutPriority?
    }

    var axis: Axis
    var direction: Direction
    var elements: [Element]
    var connections: [Connection]
}
