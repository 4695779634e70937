import AutolintModel

/// The part of Objective-C that layout code uses, as `ObjCParser` reads it. Anything else is
/// kept as `opaque`, with the names it mentions, so that the views it touches can be opened.
indirect enum ObjCExpression {
    case identifier(String, ObjCToken)
    case number(Double)
    case string(String)
    /// `@(x)`, `@10`, `@YES`: the boxed value.
    case boxed(ObjCExpression)
    case arrayLiteral([ObjCExpression])
    case dictionaryLiteral([(key: ObjCExpression, value: ObjCExpression)])
    /// `base.name` (also `base->name`).
    case member(ObjCExpression, String, ObjCToken)
    /// `[receiver part1:arg1 part2:arg2]`; `selector` is `part1:part2:`, or the unary name.
    case send(receiver: ObjCExpression, selector: String, arguments: [ObjCExpression], at: ObjCToken)
    /// `f(a, b)`, also a block property called (`make.top.equalTo(x)`).
    case call(ObjCExpression, [ObjCExpression], at: ObjCToken)
    /// `^(MASConstraintMaker *make) { … }`.
    case block(parameters: [String], body: [ObjCStatement])
    case binary(ObjCExpression, String, ObjCExpression)
    case unary(String, ObjCExpression)
    case subscripted(ObjCExpression, ObjCExpression)
    /// Assignment inside an expression (`if ((self = [super init]))`).
    case assignment(ObjCExpression, ObjCExpression)
    /// Read but not understood (a ternary, a compound literal): the names it mentions.
    case opaque([String], ObjCToken?)

    /// The identifiers the expression mentions, for opening the views behind them.
    var names: [String] {
        switch self {
        case .identifier(let name, _): [name]
        case .number, .string: []
        case .boxed(let inner), .unary(_, let inner): inner.names
        case .arrayLiteral(let items): items.flatMap(\.names)
        case .dictionaryLiteral(let entries): entries.flatMap { $0.key.names + $0.value.names }
        case .member(let base, let name, _): base.names + [name]
        // The selector's parts too, so that what a class's code sends can be seen (`addSubview`).
        case .send(let receiver, let selector, let arguments, _): receiver.names + selector.split(separator: ":").map(String.init) + arguments.flatMap(\.names)
        case .call(let callee, let arguments, _): callee.names + arguments.flatMap(\.names)
        case .block(_, let body): body.flatMap(\.names)
        case .binary(let left, _, let right), .subscripted(let left, let right), .assignment(let left, let right): left.names + right.names
        case .opaque(let names, _): names
        }
    }
}

indirect enum ObjCStatement {
    /// `UILabel *label = [[UILabel alloc] init];` (value nil when only declared).
    case declaration(name: String, type: String, value: ObjCExpression?, at: ObjCToken)
    /// `target = value;`, `target += value;`.
    case assignment(target: ObjCExpression, operation: String, value: ObjCExpression, at: ObjCToken)
    case expression(ObjCExpression, at: ObjCToken)
    case ifStatement(condition: ObjCExpression, then: [ObjCStatement], otherwise: [ObjCStatement]?, at: ObjCToken)
    /// `for (UIView *view in collection) { … }`.
    case forIn(name: String, collection: ObjCExpression, body: [ObjCStatement], at: ObjCToken)
    case returnStatement(ObjCExpression?, at: ObjCToken)
    /// A loop, switch or anything else not followed: the names it mentions.
    case opaque([String], at: ObjCToken)

    var names: [String] {
        switch self {
        case .declaration(_, _, let value, _): value?.names ?? []
        case .assignment(let target, _, let value, _): target.names + value.names
        case .expression(let expression, _): expression.names
        case .ifStatement(let condition, let then, let otherwise, _): condition.names + then.flatMap(\.names) + (otherwise ?? []).flatMap(\.names)
        case .forIn(_, let collection, let body, _): collection.names + body.flatMap(\.names)
        case .returnStatement(let value, _): value?.names ?? []
        case .opaque(let names, _): names
        }
    }
}

/// One `@implementation`: its methods by selector, and what the file says of the class.
struct ObjCClass {
    struct Method {
        var selector: String
        var parameters: [String]
        var body: [ObjCStatement]
        var isClassMethod: Bool
    }

    var name: String
    var superclass: String?
    /// `@property` names with their types (`UILabel`), from any `@interface` of the class in the file.
    var properties: [(name: String, type: String)]
    var methods: [Method]
    var location: ObjCToken
}
