import AutolintModel

/// What an expression of layout code stands for, in either front end (Swift, Objective-C): a
/// view, a guide, an anchor, a constraint being made, a number, a maker line, ... or `unknown`,
/// which opens the views it touches instead of being guessed.
indirect enum SourceValue {
    case view(String)
    case guide(LayoutItem)
    case anchor(LayoutItem, LayoutAttribute)
    case constraint(Int)
    case number(Double)
    case priority(Float)
    case bool(Bool)
    case axis(Axis)
    case attribute(LayoutAttribute)
    case relation(LayoutRelation)
    case array([SourceValue])
    case instance(String)
    /// A new instance of a view class the app declares, made by an initialiser with these labels.
    case appViewInstance(String, labels: [String])
    case stackViewClass
    /// SnapKit: `view.snp`, `other.snp.bottom`; Masonry: `view.mas_bottom`.
    case snapDSL(LayoutItem)
    case snapItem(LayoutItem, [LayoutAttribute])
    /// The `make` of a maker block, and one line of it (an index into the front end's lines).
    case maker(LayoutItem)
    case makerLine(Int)
    /// A size, point or insets value (`CGSize(width:height:)`, `UIEdgeInsetsMake(...)`).
    case makerConstant(ConstraintMaker.Constant)
    /// `["a": a, "b": b]` with string keys, in the order written.
    case dictionary([(String, SourceValue)])
    case string(String)
    /// A value autolint does not model that may hold (alias) the layout values listed: read from
    /// them (`view.subviews`, `label.superview?.superview`) without running unknown code. Handing
    /// it to unknown code hands those on.
    case opaque([SourceValue])
    case unknown

    /// The views the value names, which an unknown use of it opens.
    var views: [String] {
        switch self {
        case .view(let id): [id]
        case .guide(let item), .anchor(let item, _), .snapDSL(let item), .snapItem(let item, _), .maker(let item): [item.view]
        case .array(let values): values.flatMap { $0.views }
        case .dictionary(let entries): entries.flatMap { $0.1.views }
        case .opaque(let sources): sources.flatMap { $0.views }
        default: []
        }
    }

    /// The views it names, and those of the constraints it holds.
    func viewsAndConstraintItems(in builder: SourceLayoutBuilder) -> [String] {
        switch self {
        case .constraint(let index):
            builder.constraints.indices.contains(index) ? builder.constraints[index].constraint.items.map(\.view) : []
        case .array(let values), .opaque(let values): values.flatMap { $0.viewsAndConstraintItems(in: builder) }
        case .dictionary(let entries): entries.flatMap { $0.1.viewsAndConstraintItems(in: builder) }
        default: views
        }
    }

    /// Whether the value holds a view, guide, anchor or constraint (directly or inside a collection).
    var holdsLayout: Bool {
        switch self {
        case .view, .guide, .anchor, .constraint, .snapDSL, .snapItem, .maker: true
        case .array(let values), .opaque(let values): values.contains { $0.holdsLayout }
        case .dictionary(let entries): entries.contains { $0.1.holdsLayout }
        default: false
        }
    }

    /// Arithmetic of known numbers (and priorities, `.defaultHigh - 1`), arrays joined by `+`.
    static func combine(_ left: SourceValue, _ operation: String, _ right: SourceValue) -> SourceValue {
        switch (left, right) {
        case (.number(let a), .number(let b)):
            switch operation {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return b == 0 ? .unknown : .number(a / b)
            default: return .unknown
            }
        case (.array(let a), .array(let b)) where operation == "+":
            return .array(a + b)
        case (.priority(let a), .number(let b)):
            return operation == "+" ? .priority(a + Float(b)) : operation == "-" ? .priority(a - Float(b)) : .unknown
        default:
            return .unknown
        }
    }

    /// A priority given as a priority or a number.
    static func priority(_ value: SourceValue) -> Float? {
        switch value {
        case .priority(let priority): priority
        case .number(let number): Float(number)
        default: nil
        }
    }
}
