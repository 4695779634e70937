import AutolintModel

/// Runs one Objective-C `@implementation` the way UIKit would build its views (its initialiser,
/// then `loadView`/`viewDidLoad`/`updateViewConstraints` or `awakeFromNib`/`updateConstraints`,
/// following `[self …]` calls into its own methods) and records what the code does in a
/// `SourceLayoutBuilder`, through the same readings of UIKit calls the Swift front end uses
/// (`LayoutCalls`, `ConstraintMaker`, `VisualFormatReading`). What it cannot follow opens the views
/// it touches.
final class ObjCLayoutInterpreter {
    let builder: SourceLayoutBuilder
    private let type: ObjCClass
    private let kind: UIKitVocabulary.RootKind
    private let path: String
    private let visualFormat: VisualFormatReading?
    private var scopes: [[String: SourceValue]] = [[:]]
    private var properties: [String: SourceValue] = [:]
    private var executed: Set<String> = []
    /// Selectors being run now, and calls followed so far (`CallBudget`).
    private var running: Set<String> = []
    private var followedCalls = 0
    private var depth = 0
    private var contentView: String?
    /// Lines of the Masonry blocks being read, addressed by `SourceValue.makerLine`, and the
    /// copies `equalTo(@[a, b])` made of a line.
    var makerLines: [ConstraintMaker.Description] = []
    var siblingLines: [Int: [Int]] = [:]

    private struct ReturnSignal: Error { var value: SourceValue }

    init(type: ObjCClass, kind: UIKitVocabulary.RootKind, path: String, visualFormat: VisualFormatReading?) {
        self.type = type
        self.kind = kind
        self.path = path
        self.visualFormat = visualFormat
        let location = SourceLocation(file: path, line: type.location.line, column: type.location.column)
        switch kind {
        case .viewController:
            builder = SourceLayoutBuilder(rootID: "view", rootClass: "UIView", location: location)
        case .cell:
            let cellClass = type.superclass.flatMap { UIKitVocabulary.rootKind(ofSuperclass: $0) == .cell ? $0 : nil } ?? "UITableViewCell"
            builder = SourceLayoutBuilder(rootID: "self", rootClass: cellClass, location: location)
            contentView = builder.addCellContentView(at: location)
        case .view:
            builder = SourceLayoutBuilder(rootID: "self", rootClass: type.superclass ?? "UIView", location: location)
        }
    }

    /// The kind of root an implementation builds: from its superclass when the file declares it,
    /// else from what its code uses (`self.view` in a view controller, `self.contentView` in a cell).
    static func kind(of type: ObjCClass) -> UIKitVocabulary.RootKind? {
        if let superclass = type.superclass, let kind = UIKitVocabulary.rootKind(ofSuperclass: superclass) { return kind }
        let names = Set(type.methods.flatMap { $0.body.flatMap(\.names) })
        let selectors = Set(type.methods.map(\.selector))
        if selectors.contains("viewDidLoad") || selectors.contains("loadView") { return .viewController }
        if names.contains("contentView") && (selectors.contains("initWithStyle:reuseIdentifier:") || selectors.contains("initWithFrame:")) {
            return selectors.contains("initWithStyle:reuseIdentifier:") ? .cell : .view
        }
        if names.contains("addSubview") || names.contains("mas_makeConstraints") || names.contains("makeConstraints") { return .view }
        return nil
    }

    func location(_ token: ObjCToken?) -> SourceLocation {
        SourceLocation(file: path, line: token?.line ?? type.location.line, column: token?.column ?? type.location.column)
    }

    // MARK: Running the class

    func run() {
        let instanceMethods = type.methods.filter { !$0.isClassMethod }
        let initializers = instanceMethods.filter { $0.selector.hasPrefix("init") }
        let chosen = initializers.first { !$0.selector.contains("Coder") } ?? initializers.first
        if let chosen { execute(chosen, arguments: []) }
        let entries = kind == .viewController
            ? ["loadView", "viewDidLoad", "updateViewConstraints"]
            : ["awakeFromNib", "didMoveToSuperview", "didMoveToWindow", "updateConstraints"]
        for selector in entries {
            if let method = instanceMethods.first(where: { $0.selector == selector }) { execute(method, arguments: []) }
        }
    }

    /// Runs a method once per layout, its parameters bound.
    private func execute(_ method: ObjCClass.Method, arguments: [SourceValue]) {
        guard executed.insert(method.selector).inserted, depth < CallBudget.maximumDepth else { return }
        _ = invoke(method, arguments: arguments, at: nil)
    }

    private func invoke(_ method: ObjCClass.Method, arguments: [SourceValue], at token: ObjCToken?) -> SourceValue {
        if let why = CallBudget.refusal(isRunning: running.contains(method.selector), depth: depth, followed: followedCalls) {
            builder.open([builder.rootID] + arguments.flatMap(\.views), reason: "\(why) autolint does not follow (\(method.selector))", at: location(token))
            return .unknown
        }
        running.insert(method.selector)
        defer { running.remove(method.selector) }
        followedCalls += 1
        depth += 1
        defer { depth -= 1 }
        var scope: [String: SourceValue] = [:]
        for (parameter, value) in zip(method.parameters, arguments) { scope[parameter] = value }
        scopes.append(scope)
        defer { scopes.removeLast() }
        do { try run(method.body) } catch { return error.value }
        return .unknown
    }

    /// A block's body with its parameter bound (a `return` in it ends the block only).
    func runBlock(_ body: [ObjCStatement], binding parameter: String, to value: SourceValue) {
        scopes.append([parameter: value])
        defer { scopes.removeLast() }
        try? run(body)
    }

    private func run(_ statements: [ObjCStatement]) throws(ReturnSignal) {
        for statement in statements { try run(statement) }
    }

    private func run(_ statement: ObjCStatement) throws(ReturnSignal) {
        switch statement {
        case .declaration(let name, _, let value, let at):
            let viewsBefore = builder.viewOrder.count
            var evaluated = value.map(evaluate) ?? .unknown
            if case .instance(let className) = evaluated {
                evaluated = .view(builder.makeView(named: name, className: className, location: location(at)))
            } else if case .view(let id) = evaluated, builder.adoptName(name, for: id, ifMadeAfter: viewsBefore) {
                // `UIView *leftView = [self viewWithName:@"LY"];`: the view the helper made is `leftView`.
                evaluated = .view(name)
                renameEverywhere(id, to: name)
            }
            scopes[scopes.count - 1][name] = evaluated
        case .assignment(let target, let operation, let value, let at):
            assign(evaluate(value), operation: operation, to: target, at: at)
        case .expression(let expression, _):
            _ = evaluate(expression)
        case .ifStatement(let condition, let then, let otherwise, let at):
            if let known = knownCondition(condition) {
                if known { try run(then) } else if let otherwise { try run(otherwise) }
            } else {
                openNames(condition.names + then.flatMap(\.names) + (otherwise ?? []).flatMap(\.names),
                          reason: "a condition whose value autolint does not know", at: at)
            }
        case .forIn(let name, let collection, let body, let at):
            guard case .array(let elements) = evaluate(collection) else {
                openNames(collection.names + body.flatMap(\.names), reason: "a loop over values autolint does not know", at: at)
                return
            }
            for element in elements {
                scopes.append([name: element])
                defer { scopes.removeLast() }
                try run(body)
            }
        case .returnStatement(let value, _):
            throw ReturnSignal(value: value.map(evaluate) ?? .unknown)
        case .opaque(let names, let at):
            openNames(names, reason: "code autolint does not follow (a loop, a switch, a block)", at: at)
        }
    }

    /// `self`, `!self`, `(self = [super init])`, `YES`/`NO` and known flags; else nil.
    private func knownCondition(_ condition: ObjCExpression) -> Bool? {
        switch condition {
        case .assignment(.identifier("self", _), _), .identifier("self", _): return true
        case .unary("!", let inner): return knownCondition(inner).map { !$0 }
        case .binary(let left, "&&", let right):
            guard let a = knownCondition(left), let b = knownCondition(right) else { return nil }
            return a && b
        default:
            switch evaluate(condition) {
            case .bool(let value): return value
            case .view: return true
            default: return nil
            }
        }
    }

    private func renameEverywhere(_ old: String, to new: String) {
        func renamed(_ value: SourceValue) -> SourceValue {
            switch value {
            case .view(let id) where id == old: .view(new)
            case .array(let values): .array(values.map(renamed))
            default: value
            }
        }
        for index in scopes.indices { scopes[index] = scopes[index].mapValues(renamed) }
        properties = properties.mapValues(renamed)
    }

    /// Code autolint does not follow names these: what they hold escapes into it (views open,
    /// constraints' activation unknown).
    private func openNames(_ names: [String], reason: String, at token: ObjCToken?) {
        let values = names.map(lookupQuietly).filter(\.holdsLayout)
        if values.isEmpty {
            builder.unresolved(reason, at: location(token))
        } else {
            builder.escape(.array(values), reason: reason, at: location(token))
        }
    }

    // MARK: Names

    private func lookupQuietly(_ name: String) -> SourceValue {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return properties[Self.propertyName(name)] ?? .unknown
    }

    /// `_titleLabel` is the ivar behind `titleLabel`.
    private static func propertyName(_ name: String) -> String {
        name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    private func lookup(_ name: String, at token: ObjCToken) -> SourceValue {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        switch name {
        case "self": return kind == .viewController ? .unknown : .view(builder.rootID)
        case "YES", "true", "TRUE": return .bool(true)
        case "NO", "false", "FALSE": return .bool(false)
        default: break
        }
        if let constant = Self.constants[name] { return constant }
        if type.properties.contains(where: { $0.name == Self.propertyName(name) }) || properties[Self.propertyName(name)] != nil {
            return propertyValue(Self.propertyName(name))
        }
        return .unknown
    }

    /// A property's value; a view-typed property never assigned is the view it will hold.
    private func propertyValue(_ name: String) -> SourceValue {
        if let value = properties[name] { return value }
        return .unknown
    }

    /// UIKit's C constants, as the front ends' shared values.
    static let constants: [String: SourceValue] = {
        var table: [String: SourceValue] = [:]
        for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
            let name = attribute.rawValue
            table["NSLayoutAttribute" + name.prefix(1).uppercased() + name.dropFirst()] = .attribute(attribute)
        }
        table["NSLayoutAttributeBaseline"] = .attribute(.lastBaseline)
        table["NSLayoutAttributeNotAnAttribute"] = .attribute(.notAnAttribute)
        table["NSLayoutRelationEqual"] = .relation(.equal)
        table["NSLayoutRelationGreaterThanOrEqual"] = .relation(.greaterThanOrEqual)
        table["NSLayoutRelationLessThanOrEqual"] = .relation(.lessThanOrEqual)
        table["UILayoutPriorityRequired"] = .priority(1000)
        table["UILayoutPriorityDefaultHigh"] = .priority(750)
        table["UILayoutPriorityDefaultLow"] = .priority(250)
        table["UILayoutPriorityFittingSizeLevel"] = .priority(50)
        table["MASLayoutPriorityRequired"] = .priority(1000)
        table["MASLayoutPriorityDefaultHigh"] = .priority(750)
        table["MASLayoutPriorityDefaultMedium"] = .priority(500)
        table["MASLayoutPriorityDefaultLow"] = .priority(250)
        table["MASLayoutPriorityFittingSizeLevel"] = .priority(50)
        table["UILayoutConstraintAxisHorizontal"] = .axis(.horizontal)
        table["UILayoutConstraintAxisVertical"] = .axis(.vertical)
        table["UIEdgeInsetsZero"] = .number(0)
        table["CGSizeZero"] = .number(0)
        table["CGPointZero"] = .number(0)
        return table
    }()

    // MARK: Expressions

    func evaluate(_ expression: ObjCExpression) -> SourceValue {
        switch expression {
        case .identifier(let name, let token):
            return lookup(name, at: token)
        case .number(let value):
            return .number(value)
        case .string(let text):
            return .string(text)
        case .boxed(let inner):
            return evaluate(inner)
        case .arrayLiteral(let items):
            return .array(items.map(evaluate))
        case .dictionaryLiteral(let entries):
            var values: [(String, SourceValue)] = []
            for entry in entries {
                guard case .string(let key) = evaluate(entry.key) else { return .unknown }
                values.append((key, evaluate(entry.value)))
            }
            return .dictionary(values)
        case .member(let base, let name, let token):
            return member(name, of: base, at: token)
        case .send(let receiver, let selector, let arguments, let token):
            return send(selector, to: receiver, arguments: arguments, at: token)
        case .call(let callee, let arguments, let token):
            return call(callee, arguments: arguments, at: token)
        case .binary(let left, let operation, let right):
            return SourceValue.combine(evaluate(left), operation, evaluate(right))
        case .unary("-", let inner):
            if case .number(let value) = evaluate(inner) { return .number(-value) }
            return .unknown
        case .unary("!", let inner):
            if case .bool(let value) = evaluate(inner) { return .bool(!value) }
            return .unknown
        case .block(_, let body):
            // A block kept as a value may run at any time, or never.
            openNames(body.flatMap(\.names), reason: "a block autolint does not run where it is made", at: nil)
            return .unknown
        case .unary, .subscripted, .assignment, .opaque:
            let values = expression.names.map(lookupQuietly).filter(\.holdsLayout)
            return values.isEmpty ? .unknown : .opaque(values)
        }
    }

    /// A message's argument: a block is left to the message's handler (a Masonry block runs, one
    /// handed to a message autolint does not follow escapes there).
    private func evaluateArgument(_ expression: ObjCExpression) -> SourceValue {
        if case .block = expression { return .unknown }
        return evaluate(expression)
    }

    private func member(_ name: String, of baseExpression: ObjCExpression, at token: ObjCToken) -> SourceValue {
        if case .identifier(let className, _) = baseExpression, name == "new", className.first?.isUppercase == true {
            return instance(of: className)
        }
        if case .identifier("self", _) = baseExpression {
            if kind == .viewController, name == "view" { return .view(builder.rootID) }
            if name == "contentView", let contentView { return .view(contentView) }
            if type.properties.contains(where: { $0.name == name }) || properties[name] != nil { return propertyValue(name) }
        }
        let base = evaluate(baseExpression)
        if let masonry = masonryMember(name, of: base, at: token) { return masonry }
        switch base {
        case .view(let id):
            if let attribute = UIKitVocabulary.anchors[name] { return .anchor(LayoutItem(view: id), attribute) }
            if let guide = UIKitVocabulary.guides[name] { return .guide(LayoutItem(view: id, guide: guide)) }
            if name == "contentView", id == builder.rootID, let contentView { return .view(contentView) }
            if name == "superview", let parent = builder.view(id)?.parent { return .view(parent) }
            return .unknown
        case .guide(let item):
            return UIKitVocabulary.anchors[name].map { .anchor(item, $0) } ?? .unknown
        default:
            return .unknown
        }
    }

    private func instance(of className: String) -> SourceValue {
        if className == "NSMutableArray" || className == "NSArray" { return .array([]) }
        if className == "UIStackView" { return .instance("UIStackView") }
        if UIKitVocabulary.knownViews[className] != nil || className.hasSuffix("View") || className.hasSuffix("Label") || className.hasSuffix("Button") {
            return .instance(className)
        }
        return .unknown
    }

    /// C functions: `UIEdgeInsetsMake`, `CGSizeMake`, `CGPointMake`, `NSDictionaryOfVariableBindings`;
    /// and Masonry's block properties called on a line (`make.top.equalTo(x)`).
    private func call(_ callee: ObjCExpression, arguments: [ObjCExpression], at token: ObjCToken) -> SourceValue {
        if case .member(let base, let name, _) = callee, case .makerLine(let index) = evaluate(base) {
            readMasonryCall(name, of: index, arguments: arguments)
            return .makerLine(index)
        }
        guard case .identifier(let name, _) = callee else { return .unknown }
        let values = arguments.map(evaluateArgument)
        let numbers = values.compactMap { value -> Double? in if case .number(let number) = value { number } else { nil } }
        switch name {
        case "UIEdgeInsetsMake", "NSEdgeInsetsMake":
            return numbers.count == 4 ? .makerConstant(.insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])) : .unknown
        case "CGSizeMake":
            return numbers.count == 2 ? .makerConstant(.size(width: numbers[0], height: numbers[1])) : .unknown
        case "CGPointMake":
            return numbers.count == 2 ? .makerConstant(.point(x: numbers[0], y: numbers[1])) : .unknown
        case "NSDictionaryOfVariableBindings":
            // `NSDictionaryOfVariableBindings(a, b)` is `@{@"a": a, @"b": b}`.
            return .dictionary(zip(arguments, values).compactMap { argument, value in
                if case .identifier(let key, _) = argument { (key, value) } else { nil }
            })
        case "MASBoxValue":
            return values.first ?? .unknown
        default:
            return .unknown
        }
    }

    // MARK: Assignments

    private func assign(_ value: SourceValue, operation: String, to target: ObjCExpression, at token: ObjCToken) {
        var value = value
        if case .instance(let className) = value {
            let name: String
            switch target {
            case .identifier(let identifier, _): name = Self.propertyName(identifier)
            case .member(_, let property, _): name = property
            default: name = "view"
            }
            value = .view(builder.makeView(named: name, className: className, location: location(token)))
        }
        switch target {
        case .identifier("self", _):
            return
        case .identifier(let name, _):
            if let index = scopes.lastIndex(where: { $0[name] != nil }) {
                scopes[index][name] = operation == "+=" ? SourceValue.combine(scopes[index][name]!, "+", value) : value
            } else {
                store(value, inProperty: Self.propertyName(name))
            }
        case .member(.identifier("self", _), "view", _) where kind == .viewController:
            // `self.view = view` in `loadView`: the view made there is the root.
            if case .view(let id) = value, !builder.adoptAsRoot(id) {
                builder.open([id], reason: "a root view replaced after views were added to the first one", at: location(token))
            }
        case .member(.identifier("self", _), let name, _):
            if isViewProperty(name), kind != .viewController {
                setProperty(name, of: .view(builder.rootID), to: value, at: token)
            } else {
                store(value, inProperty: name)
            }
        case .member(let base, let name, _):
            setProperty(name, of: evaluate(base), to: value, at: token)
        default:
            if value.holdsLayout { builder.escape(value, reason: "a value stored where autolint does not follow", at: location(token)) }
        }
    }

    private func isViewProperty(_ name: String) -> Bool {
        ["translatesAutoresizingMaskIntoConstraints", "hidden", "axis", "spacing", "distribution", "alignment", "image", "active", "priority", "identifier"].contains(name)
    }

    private func store(_ value: SourceValue, inProperty name: String) {
        builder.keepStored(value)
        properties[name] = value
    }

    /// `view.translatesAutoresizingMaskIntoConstraints = NO`, `constraint.active = YES`, `.priority`, ...
    private func setProperty(_ name: String, of base: SourceValue, to value: SourceValue, at token: ObjCToken) {
        switch (base, name) {
        case (.view(let id), "translatesAutoresizingMaskIntoConstraints"), (.view(let id), "hidden"):
            guard case .bool(let flag) = value else {
                builder.open([id], reason: "\(name) set to a value autolint does not know", at: location(token))
                return
            }
            builder.update(id) { record in
                if name == "hidden" { record.isHidden = flag } else { record.translatesAutoresizingMask = flag }
            }
        case (.view(let id), "image"):
            builder.update(id) { $0.hasContent = true }
        case (.constraint(let index), "active"):
            if case .bool(true) = value { builder.activate(index) }
        case (.constraint(let index), "priority"):
            if let priority = SourceValue.priority(value) {
                builder.updateConstraint(index) { $0.constraint.priority = LayoutPriority(priority) }
            } else {
                builder.updateConstraint(index) { $0.isStored = true }
                builder.open(builder.constraints[index].constraint.items.map(\.view), reason: "a priority autolint does not know", at: location(token))
            }
        case (.constraint(let index), "identifier"):
            if case .string(let text) = value { builder.updateConstraint(index) { $0.constraint.identifier = text } }
        case (.constraint(let index), "constant"):
            if case .number(let constant) = value {
                builder.updateConstraint(index) { $0.constraint.constant = constant }
            } else {
                builder.escape(base, reason: "a constant autolint does not know", at: location(token))
            }
        default:
            // A property autolint does not model: a setter may add the value anywhere, and change
            // the receiver unless UIKit documents the property as content or appearance only.
            let reason = "\(name) is set, which autolint does not model"
            if base.holdsLayout, UIKitVocabulary.layoutNeutralSetters.contains(name) || UIKitVocabulary.layoutNeutralSetters.contains("is" + name.prefix(1).uppercased() + name.dropFirst()) { return }
            builder.escape(.array([value, base]), reason: reason, at: location(token))
        }
    }

    // MARK: Messages

    private func send(_ selector: String, to receiverExpression: ObjCExpression, arguments: [ObjCExpression], at token: ObjCToken) -> SourceValue {
        if case .identifier(let className, _) = receiverExpression, className.first?.isUppercase == true, !isVariable(className) {
            return classMessage(selector, to: className, arguments: arguments, at: token)
        }
        if case .identifier("super", _) = receiverExpression { return .unknown }
        if case .identifier("self", _) = receiverExpression, let method = type.methods.first(where: { $0.selector == selector && !$0.isClassMethod }) {
            return invoke(method, arguments: arguments.map(evaluate), at: token)
        }
        let receiver = evaluate(receiverExpression)
        let values = arguments.map(evaluateArgument)
        let parts = selector.split(separator: ":").map(String.init)
        if case .instance(let className) = receiver, selector.hasPrefix("init") { return .instance(className) }
        if case .array(let items) = receiver {
            switch selector {
            case "addObject:": return appendToArray(receiverExpression, items + values)
            case "addObjectsFromArray:": return appendToArray(receiverExpression, items + (values.first.map { if case .array(let more) = $0 { more } else { [] } } ?? []))
            case "mutableCopy", "copy": return receiver
            default: break
            }
        }
        if case .anchor(let item, let attribute) = receiver, selector.hasPrefix("constraint") {
            // `constraintEqualToAnchor:constant:` is the Swift `constraint(equalTo:constant:)`.
            let labels = parts.map(Self.swiftLabel)
            return builder.anchorConstraint(from: LayoutAnchor(item, attribute),
                                            arguments: zip(labels, values).map { SourceArgument(label: $0, value: $1) }, at: location(token))
        }
        if case .constraint(let index) = receiver {
            switch selector {
            case "setActive:": if case .bool(true) = values.first { builder.activate(index) }
            case "setPriority:": setProperty("priority", of: receiver, to: values.first ?? .unknown, at: token)
            case "setIdentifier:": setProperty("identifier", of: receiver, to: values.first ?? .unknown, at: token)
            default: builder.escape(receiver, reason: "a message autolint does not follow (\(parts.first ?? selector))", at: location(token))
            }
            return .unknown
        }
        if case .view(let id) = receiver {
            return viewMessage(selector, to: id, arguments: arguments, values: values, at: token)
        }
        return unfollowed(parts.first ?? selector, values: [receiver] + values, arguments: arguments, at: token)
    }

    private func isVariable(_ name: String) -> Bool {
        scopes.contains { $0[name] != nil }
    }

    private func appendToArray(_ target: ObjCExpression, _ items: [SourceValue]) -> SourceValue {
        switch target {
        case .identifier(let name, _):
            if let index = scopes.lastIndex(where: { $0[name] != nil }) { scopes[index][name] = .array(items) } else { store(.array(items), inProperty: Self.propertyName(name)) }
        case .member(.identifier("self", _), let name, _):
            store(.array(items), inProperty: name)
        default:
            builder.escape(.array(items), reason: "an array autolint does not follow", at: location(nil))
        }
        return .unknown
    }

    /// `constraintEqualToAnchor` -> `equalTo`, `constraintGreaterThanOrEqualToConstant` ->
    /// `greaterThanOrEqualToConstant`, `constraintEqualToSystemSpacingAfterAnchor` -> `equalToSystemSpacingAfter`.
    static func swiftLabel(_ part: String) -> String {
        var label = part
        if label.hasPrefix("constraint") { label = String(label.dropFirst("constraint".count)) }
        if label.hasSuffix("Anchor") { label = String(label.dropLast("Anchor".count)) }
        return label.prefix(1).lowercased() + label.dropFirst()
    }

    private func classMessage(_ selector: String, to className: String, arguments: [ObjCExpression], at token: ObjCToken) -> SourceValue {
        let values = arguments.map(evaluateArgument)
        switch (className, selector) {
        case (_, "alloc"), (_, "new"):
            return instance(of: className)
        case (_, _) where UIKitVocabulary.knownViews[className] != nil && selector.hasPrefix(Self.factoryPrefix(of: className)):
            // `[UIButton buttonWithType:UIButtonTypeSystem]`, `[UILabel labelWith…]`.
            return instance(of: className)
        case ("NSLayoutConstraint", "activateConstraints:"):
            values.forEach(activate)
            return .unknown
        case ("NSLayoutConstraint", "deactivateConstraints:"):
            return .unknown
        case ("NSLayoutConstraint", "constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:"):
            let labels = ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]
            return builder.itemConstraint(arguments: zip(zip(labels, values), arguments).map { pair, argument in
                var isNil = false
                if case .identifier("nil", _) = argument { isNil = true }
                return SourceArgument(label: pair.0, value: pair.1, isNil: isNil)
            }, at: location(token))
        case ("NSLayoutConstraint", "constraintsWithVisualFormat:options:metrics:views:"):
            return visualFormatConstraints(arguments: arguments, values: values, at: token)
        case ("NSMutableArray", "array"), ("NSArray", "array"), ("NSMutableArray", "arrayWithCapacity:"):
            return .array([])
        case ("NSMutableArray", "arrayWithArray:"), ("NSArray", "arrayWithArray:"):
            if case .array = values.first { return values[0] }
            return unfollowed(selector, values: values, arguments: arguments, at: token)
        case ("NSMutableArray", "arrayWithObjects:"), ("NSArray", "arrayWithObjects:"):
            // Variadic, ended by `nil`.
            return .array(zip(arguments, values).filter { argument, _ in if case .identifier("nil", _) = argument { false } else { true } }.map(\.1))
        default:
            return unfollowed(selector, values: values, arguments: arguments, at: token)
        }
    }

    /// `button` for `UIButton`: the prefix of a class's factory methods.
    static func factoryPrefix(of className: String) -> String {
        let bare = className.hasPrefix("UI") || className.hasPrefix("NS") ? String(className.dropFirst(2)) : className
        return bare.prefix(1).lowercased() + bare.dropFirst()
    }

    private func viewMessage(_ selector: String, to id: String, arguments: [ObjCExpression], values: [SourceValue], at token: ObjCToken) -> SourceValue {
        switch selector {
        case "addSubview:", "addArrangedSubview:", "insertSubview:atIndex:", "insertSubview:belowSubview:", "insertSubview:aboveSubview:", "insertArrangedSubview:atIndex:":
            for child in values.first?.views ?? [] { builder.addSubview(child, to: id, arranged: selector.contains("Arranged")) }
            return .unknown
        case "addConstraint:", "addConstraints:":
            values.forEach(activate)
            return .unknown
        case "setTranslatesAutoresizingMaskIntoConstraints:":
            if case .bool(let flag) = values.first { builder.update(id) { $0.translatesAutoresizingMask = flag } }
            return .unknown
        case "setContentHuggingPriority:forAxis:", "setContentCompressionResistancePriority:forAxis:":
            guard values.count == 2, let priority = SourceValue.priority(values[0]), case .axis(let axis) = values[1] else {
                builder.open([id], reason: "a content priority autolint does not know", at: location(token))
                return .unknown
            }
            builder.update(id) { record in
                if selector.hasPrefix("setContentHugging") { record.hugging[axis] = LayoutPriority(priority) } else { record.compressionResistance[axis] = LayoutPriority(priority) }
            }
            return .unknown
        case "mas_makeConstraints:", "mas_remakeConstraints:", "mas_updateConstraints:", "makeConstraints:", "remakeConstraints:", "updateConstraints:":
            runMasonryBlock(arguments.first, on: LayoutItem(view: id), replacing: selector.contains("remake"), updating: selector.contains("update"), at: token)
            return .unknown
        case "setNeedsLayout", "layoutIfNeeded", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "sizeToFit",
             "bringSubviewToFront:", "sendSubviewToBack:", "setNeedsDisplay", "invalidateIntrinsicContentSize":
            return .unknown
        case "removeFromSuperview":
            // UIKit drops the constraints that leave with it; autolint does not model removal.
            builder.open(builder.subtree(of: id), reason: "a view removed from its superview", at: location(token))
            return .unknown
        default:
            let first = String(selector.split(separator: ":").first ?? "")
            if UIKitVocabulary.layoutNeutralCalls.contains(first) || Self.isNeutralSetter(first) {
                // Content, colour, targets: nothing about layout.
                return .unknown
            }
            return unfollowed(first, values: [.view(id)] + values, arguments: arguments, at: token)
        }
    }

    /// `setBackgroundColor`, `setHidden`-like setters of properties UIKit documents as content or
    /// appearance only (`UIKitVocabulary.layoutNeutralSetters`).
    static func isNeutralSetter(_ name: String) -> Bool {
        guard name.hasPrefix("set"), name.count > 3 else { return false }
        let property = name.dropFirst(3)
        let lowered = property.prefix(1).lowercased() + property.dropFirst()
        return UIKitVocabulary.layoutNeutralSetters.contains(lowered) || UIKitVocabulary.layoutNeutralSetters.contains("is" + property)
    }

    private func activate(_ value: SourceValue) {
        switch value {
        case .constraint(let index): builder.activate(index)
        case .array(let items): items.forEach(activate)
        default: break
        }
    }

    /// A message autolint does not follow: what it is given may be changed there (constraints kept,
    /// views opened), and so may everything a block handed to it names.
    private func unfollowed(_ name: String, values: [SourceValue], arguments: [ObjCExpression], at token: ObjCToken) -> SourceValue {
        for case .block(_, let body) in arguments {
            openNames(body.flatMap(\.names), reason: "a block handed to a message autolint does not follow (\(name))", at: token)
        }
        if UIKitVocabulary.layoutNeutralCalls.contains(name) { return .unknown }
        builder.escape(.array(values), reason: "a message autolint does not follow (\(name))", at: location(token))
        return .unknown
    }

    /// `[NSLayoutConstraint constraintsWithVisualFormat:@"…" options:0 metrics:m views:NSDictionaryOfVariableBindings(a)]`.
    private func visualFormatConstraints(arguments: [ObjCExpression], values: [SourceValue], at token: ObjCToken) -> SourceValue {
        let referenced = Array(Set(values.flatMap(\.views))).sorted()
        func giveUp(_ reason: String) -> SourceValue {
            builder.open(referenced, reason: reason, at: location(token))
            return .unknown
        }
        guard let visualFormat else { return giveUp("Visual Format Language in code is not read here") }
        guard values.count == 4, case .string(let format) = values[0] else { return giveUp("a visual format that is not a string literal") }
        guard let alignment = Self.alignment(ofOptions: arguments[1]) else { return giveUp("format options autolint does not know") }
        var metrics: [String: Double] = [:]
        switch values[2] {
        case .dictionary(let entries):
            for (key, value) in entries {
                guard case .number(let number) = value else { return giveUp("a metric autolint does not know (\(key))") }
                metrics[key] = number
            }
        default:
            if case .identifier("nil", _) = arguments[2] {} else { return giveUp("a metrics dictionary autolint does not know") }
        }
        guard case .dictionary(let entries) = values[3] else { return giveUp("a views dictionary autolint does not know") }
        var views: [String: String] = [:]
        for (key, value) in entries {
            guard case .view(let id) = value else { return giveUp("a view of the views dictionary autolint does not know (\(key))") }
            views[key] = id
        }
        do throws(SnippetError) {
            let made = try visualFormat.constraints(format: format, views: views, metrics: metrics, alignment: alignment) { self.builder.view($0)?.parent }
            return .array(made.map { constraint in
                var located = constraint
                located.location = location(token)
                return .constraint(builder.addConstraint(located))
            })
        } catch {
            return giveUp("a visual format UIKit cannot read: \(error.message) (column \(error.column) of the format)")
        }
    }

    /// `0`, `NSLayoutFormatAlignAllCenterY`, `NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom`.
    static func alignment(ofOptions expression: ObjCExpression) -> [LayoutAttribute]? {
        switch expression {
        case .number(0): return []
        case .binary(let left, "|", let right):
            guard let a = alignment(ofOptions: left), let b = alignment(ofOptions: right) else { return nil }
            return a + b
        case .identifier(let name, _):
            if name.hasPrefix("NSLayoutFormatDirection") { return [] }
            guard name.hasPrefix("NSLayoutFormatAlignAll") else { return nil }
            let word = String(name.dropFirst("NSLayoutFormatAlignAll".count))
            guard let attribute = LayoutAttribute(name: word.prefix(1).lowercased() + word.dropFirst()), attribute != .notAnAttribute else { return nil }
            return [attribute]
        default:
            return nil
        }
    }
}
