import AutolintModel
import SwiftSyntax

/// Runs the code of one Swift type the way UIKit would build its views (stored properties, then
/// its initialiser or `loadView`/`viewDidLoad`, following calls into the type's own methods and
/// `UIView` extensions of the file), and records what it does to views and constraints in a
/// `SourceLayoutBuilder`. What it cannot follow opens the views it touches instead of guessing.
final class SwiftLayoutInterpreter {
    /// What an expression stands for, as far as layout goes.
    indirect enum Value {
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
        case array([Value])
        case instance(String)
        case stackViewClass
        case unknown

        var views: [String] {
            switch self {
            case .view(let id): [id]
            case .guide(let item), .anchor(let item, _): [item.view]
            case .array(let values): values.flatMap(\.views)
            default: []
            }
        }
    }

    private struct ReturnSignal: Error { var value: Value }

    let builder: SourceLayoutBuilder
    private let index: SwiftTypeIndex
    private let type: SwiftTypeIndex.TypeInfo
    private let kind: UIKitVocabulary.RootKind
    private let converter: SourceLocationConverter
    private let path: String
    private var scopes: [[String: Value]] = [[:]]
    private var properties: [String: Value] = [:]
    private var propertiesInProgress: Set<String> = []
    private var executedMethods: Set<SyntaxIdentifier> = []
    private var depth = 0
    private var contentView: String?

    init(type: SwiftTypeIndex.TypeInfo, kind: UIKitVocabulary.RootKind, index: SwiftTypeIndex, converter: SourceLocationConverter, path: String) {
        self.type = type
        self.kind = kind
        self.index = index
        self.converter = converter
        self.path = path
        let location = AutolintModel.SourceLocation(file: path, line: type.node.startLocation(converter: converter).line, column: type.node.startLocation(converter: converter).column)
        switch kind {
        case .viewController:
            builder = SourceLayoutBuilder(rootID: "view", rootClass: "UIView", location: location)
        case .cell:
            let cellClass = type.superclass.flatMap { UIKitVocabulary.rootKind(ofSuperclass: $0) == .cell ? $0 : nil } ?? "UITableViewCell"
            builder = SourceLayoutBuilder(rootID: "self", rootClass: cellClass, location: location)
            let content = builder.makeView(named: "contentView", className: "UIView", location: location)
            builder.addSubview(content, to: "self")
            builder.update(content) { $0.translatesAutoresizingMask = false }
            // The cell keeps its content view at its own bounds.
            for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
                builder.activate(builder.addConstraint(LayoutConstraint(
                    first: LayoutAnchor(.view(content), attribute), second: LayoutAnchor(.view("self"), attribute), origin: .autoresizingMask, location: location)))
            }
            contentView = content
        case .view:
            builder = SourceLayoutBuilder(rootID: "self", rootClass: type.superclass ?? "UIView", location: location)
        }
    }

    // MARK: Running the type

    func run() {
        for property in type.properties where !property.isStatic && !property.isLazy {
            _ = propertyValue(property.name)
        }
        let initializers = type.initializers
        let chosen = initializers.first { !$0.parameters.contains { $0.label == "coder" } } ?? initializers.first
        if let chosen { execute(chosen, arguments: []) }
        let entries = kind == .viewController ? ["loadView", "viewDidLoad"] : ["awakeFromNib", "didMoveToSuperview", "didMoveToWindow"]
        for name in entries {
            if let method = type.methods.first(where: { $0.name == name }) { execute(method, arguments: []) }
        }
    }

    private func location(of node: some SyntaxProtocol) -> AutolintModel.SourceLocation {
        let start = node.startLocation(converter: converter)
        return AutolintModel.SourceLocation(file: path, line: start.line, column: start.column)
    }

    /// Runs a method once per layout: `commonInit()` called from two initialisers builds once.
    private func execute(_ method: SwiftTypeIndex.Method, arguments: [Value], selfView: String? = nil) {
        guard executedMethods.insert(method.node.id).inserted || selfView != nil, depth < 12 else { return }
        depth += 1
        defer { depth -= 1 }
        var scope: [String: Value] = [:]
        for (parameter, value) in zip(method.parameters, arguments) { scope[parameter.name] = value }
        if let selfView { scope["self"] = .view(selfView) }
        scopes.append(scope)
        defer { scopes.removeLast() }
        _ = try? run(method.body.statements)
    }

    /// Runs statements; a `return` ends them with its value.
    private func run(_ statements: CodeBlockItemListSyntax) throws(ReturnSignal) {
        for statement in statements { try run(statement.item) }
    }

    private func run(_ item: CodeBlockItemSyntax.Item) throws(ReturnSignal) {
        switch item {
        case .decl(let decl):
            guard let variable = decl.as(VariableDeclSyntax.self) else { return }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var value = binding.initializer.map { evaluate($0.value) } ?? .unknown
                value = materialize(value, named: name, at: binding)
                scopes[scopes.count - 1][name] = value
            }
        case .stmt(let statement):
            try run(statement)
        case .expr(let expression):
            try runExpressionStatement(expression)
        }
    }

    private func run(_ statement: StmtSyntax) throws(ReturnSignal) {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            try runExpressionStatement(expression.expression)
        } else if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            throw ReturnSignal(value: returnStatement.expression.map(evaluate) ?? .unknown)
        } else if let loop = statement.as(ForStmtSyntax.self) {
            let sequence = evaluate(loop.sequence)
            let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            guard case .array(let elements) = sequence, let name else {
                openViews(referencedIn: Syntax(loop.body), reason: "a loop over values autolint does not know", at: loop)
                return
            }
            for element in elements {
                scopes.append([name: element])
                defer { scopes.removeLast() }
                try run(loop.body.statements)
            }
        } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
            // Assumed to pass, as the layout is built only when it does; the rest may not run.
            if !bind(guardStatement.conditions) {
                builder.unresolved("a guard whose condition autolint does not know (assumed to pass)", at: location(of: guardStatement))
            }
        } else if let doStatement = statement.as(DoStmtSyntax.self) {
            try run(doStatement.body.statements)
        }
    }

    private func runExpressionStatement(_ expression: ExprSyntax) throws(ReturnSignal) {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            try run(ifExpression)
        } else if expression.is(SwitchExprSyntax.self) {
            openViews(referencedIn: Syntax(expression), reason: "a switch autolint does not follow", at: expression)
        } else {
            _ = evaluate(expression)
        }
    }

    private func run(_ ifExpression: IfExprSyntax) throws(ReturnSignal) {
        if isAvailabilityCheck(ifExpression.conditions) {
            // `#available`: the layout of the systems the app is built for today.
            try run(ifExpression.body.statements)
            return
        }
        scopes.append([:])
        let bound = bind(ifExpression.conditions)
        if bound {
            defer { scopes.removeLast() }
            try run(ifExpression.body.statements)
            return
        }
        scopes.removeLast()
        openViews(referencedIn: Syntax(ifExpression), reason: "a condition whose value autolint does not know", at: ifExpression)
    }

    private func isAvailabilityCheck(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.allSatisfy { $0.condition.is(AvailabilityConditionSyntax.self) }
    }

    /// `if let label = titleLabel`, `guard let label = label`: true when every condition binds a
    /// view autolint knows (so it is there, and the branch runs).
    private func bind(_ conditions: ConditionElementListSyntax) -> Bool {
        var all = true
        for element in conditions {
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                all = all && element.condition.is(AvailabilityConditionSyntax.self)
                continue
            }
            let value = binding.initializer.map { evaluate($0.value) } ?? lookup(name)
            if case .view = value {
                scopes[scopes.count - 1][name] = value
            } else {
                all = false
            }
        }
        return all
    }

    /// A new object bound to a name becomes a view named after it.
    private func materialize(_ value: Value, named name: String, at node: some SyntaxProtocol) -> Value {
        switch value {
        case .instance(let className):
            let withImage = className == "UIImageView(image:)"
            let id = builder.makeView(named: name, className: withImage ? "UIImageView" : className, location: location(of: node))
            if withImage { builder.update(id) { $0.hasContent = true } }
            return .view(id)
        case .stackViewClass:
            let id = builder.makeView(named: name, className: "UIStackView", location: location(of: node))
            builder.update(id) { $0.stack = Self.defaultStack }
            for child in pendingArranged { builder.addSubview(child, to: id, arranged: true) }
            pendingArranged = []
            return .view(id)
        default:
            return value
        }
    }

    static let defaultStack = StackViewProperties(axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0, arrangedSubviews: [])

    // MARK: Names

    private func lookup(_ name: String) -> Value {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        if name == "self" { return kind == .viewController ? .unknown : .view(builder.rootID) }
        if kind == .viewController, name == "view" { return .view(builder.rootID) }
        if name == "contentView", let contentView { return .view(contentView) }
        if type.properties.contains(where: { $0.name == name && !$0.isStatic }) { return propertyValue(name) }
        if let constant = staticNumber(name, in: type) { return .number(constant) }
        if kind != .viewController {
            let own = LayoutItem(view: builder.rootID)
            if let attribute = UIKitVocabulary.anchors[name] { return .anchor(own, attribute) }
            if let guide = UIKitVocabulary.guides[name] { return .guide(LayoutItem(view: builder.rootID, guide: guide)) }
        }
        return .unknown
    }

    /// A stored property's value, made the first time it is used (a lazy closure runs then).
    private func propertyValue(_ name: String) -> Value {
        if let value = properties[name] { return value }
        guard let property = type.properties.first(where: { $0.name == name }), propertiesInProgress.insert(name).inserted else { return .unknown }
        defer { propertiesInProgress.remove(name) }
        var value: Value = .unknown
        if let initializer = property.initializer {
            value = materialize(evaluate(initializer), named: name, at: property.node)
        } else if property.node.parent?.parent?.as(VariableDeclSyntax.self)?.attributes.contains(where: { $0.trimmedDescription.contains("IBOutlet") }) == true {
            // An outlet: a view from a nib autolint was not given.
            let id = builder.makeView(named: name, className: property.typeName ?? "UIView", location: location(of: property.node))
            builder.update(id) { $0.translatesAutoresizingMask = false }
            builder.open([id], reason: "\(name) is an outlet: the view comes from a nib or storyboard", at: location(of: property.node))
            value = .view(id)
        }
        escape(value)
        properties[name] = value
        return value
    }

    /// A constraint kept in a property or handed to code autolint does not follow may be activated
    /// there: it is never reported as inactive.
    private func escape(_ value: Value) {
        switch value {
        case .constraint(let index): builder.updateConstraint(index) { $0.isStored = true }
        case .array(let elements): elements.forEach(escape)
        default: break
        }
    }

    private func staticNumber(_ name: String, in type: SwiftTypeIndex.TypeInfo) -> Double? {
        guard let property = type.properties.first(where: { $0.name == name && $0.isStatic }), let initializer = property.initializer else { return nil }
        if case .number(let value) = evaluate(initializer) { return value }
        return nil
    }

    // MARK: Expressions

    func evaluate(_ expression: ExprSyntax) -> Value {
        if let wrapped = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(wrapped.expression) }
        if let wrapped = expression.as(OptionalChainingExprSyntax.self) { return evaluate(wrapped.expression) }
        if let wrapped = expression.as(TryExprSyntax.self) { return evaluate(wrapped.expression) }
        if let wrapped = expression.as(AwaitExprSyntax.self) { return evaluate(wrapped.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Double(literal.literal.text.filter { $0 != "_" }).map(Value.number) ?? .unknown }
        if let literal = expression.as(FloatLiteralExprSyntax.self) { return Double(literal.literal.text.filter { $0 != "_" }).map(Value.number) ?? .unknown }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = evaluate(prefix.expression)
            if prefix.operator.text == "-", case .number(let value) = operand { return .number(-value) }
            if prefix.operator.text == "!", case .bool(let value) = operand { return .bool(!value) }
            return .unknown
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return lookup(reference.baseName.text) }
        if let array = expression.as(ArrayExprSyntax.self) { return .array(array.elements.map { evaluate($0.expression) }) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return evaluate(member) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return evaluate(call) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return evaluate(sequence) }
        if let closure = expression.as(ClosureExprSyntax.self) { _ = closure; return .unknown }
        return .unknown
    }

    private func evaluate(_ member: MemberAccessExprSyntax) -> Value {
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else {
            // `.required`, `.horizontal`, `.leading`, `.equal`.
            if let priority = UIKitVocabulary.priorities[name] { return .priority(priority) }
            if name == "horizontal" { return .axis(.horizontal) }
            if name == "vertical" { return .axis(.vertical) }
            if let relation = Self.relations[name] { return .relation(relation) }
            if let attribute = UIKitVocabulary.attribute(named: name) { return .attribute(attribute) }
            return .unknown
        }
        let typeName = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let typeName, typeName == "UILayoutPriority" || typeName == "NSLayoutConstraint.Priority", let priority = UIKitVocabulary.priorities[name] {
            return .priority(priority)
        }
        if let typeName, let owner = index.type(named: typeName), let constant = staticNumber(name, in: owner) { return .number(constant) }
        if typeName == "Self", let constant = staticNumber(name, in: type) { return .number(constant) }
        let base = evaluate(baseExpression)
        switch base {
        case .view(let id):
            if let attribute = UIKitVocabulary.anchors[name] { return .anchor(LayoutItem(view: id), attribute) }
            if let guide = UIKitVocabulary.guides[name] { return .guide(LayoutItem(view: id, guide: guide)) }
            if name == "contentView", id == builder.rootID, let contentView { return .view(contentView) }
            if name == "superview", let parent = builder.view(id)?.parent { return .view(parent) }
            if kind == .viewController, id == builder.rootID, name == "view" { return base }
            return .unknown
        case .guide(let item):
            if let attribute = UIKitVocabulary.anchors[name] { return .anchor(item, attribute) }
            return .unknown
        case .unknown where kind == .viewController && name == "view" && baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self":
            return .view(builder.rootID)
        case .unknown where baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self":
            return lookup(name)
        case .priority(let value) where name == "rawValue":
            return .number(Double(value))
        default:
            return .unknown
        }
    }

    static let relations: [String: LayoutRelation] = ["equal": .equal, "greaterThanOrEqual": .greaterThanOrEqual, "lessThanOrEqual": .lessThanOrEqual]

    private func evaluate(_ sequence: SequenceExprSyntax) -> Value {
        let elements = Array(sequence.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
            assign(Array(elements.dropFirst(2)), to: elements[0], at: sequence)
            return .unknown
        }
        return evaluate(elements: elements, in: sequence)
    }

    /// The operands and operators of a sequence, without assignment.
    private func evaluate(elements: [ExprSyntax], in sequence: SequenceExprSyntax) -> Value {
        if elements.count == 1 { return evaluate(elements[0]) }
        if elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            // `condition ? a : b`: which one is made depends on a value autolint does not know.
            openViews(referencedIn: Syntax(sequence), reason: "a choice (?:) whose condition autolint does not know", at: sequence)
            return .unknown
        }
        // `as`/`as!` casts and arithmetic: `*` and `/` before `+` and `-`.
        var operands: [Value] = []
        var operators: [String] = []
        var index = 0
        while index < elements.count {
            let element = elements[index]
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                operators.append(binary.operator.text)
            } else if element.is(UnresolvedAsExprSyntax.self) {
                index += 2
                continue
            } else {
                operands.append(evaluate(element))
            }
            index += 1
        }
        guard operands.count == operators.count + 1 else { return .unknown }
        for precedence in [["*", "/"], ["+", "-"]] {
            var position = 0
            while position < operators.count {
                guard precedence.contains(operators[position]) else {
                    position += 1
                    continue
                }
                let combined = Self.combine(operands[position], operators[position], operands[position + 1])
                operands[position] = combined
                operands.remove(at: position + 1)
                operators.remove(at: position)
            }
        }
        return operators.isEmpty ? operands[0] : .unknown
    }

    private static func combine(_ left: Value, _ operation: String, _ right: Value) -> Value {
        switch (left, right) {
        case (.number(let a), .number(let b)):
            switch operation {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return b == 0 ? .unknown : .number(a / b)
            default: return .unknown
            }
        case (.priority(let a), .number(let b)):
            return operation == "+" ? .priority(a + Float(b)) : operation == "-" ? .priority(a - Float(b)) : .unknown
        default:
            return .unknown
        }
    }

    // MARK: Assignments

    private func assign(_ valueElements: [ExprSyntax], to target: ExprSyntax, at node: SequenceExprSyntax) {
        let value = evaluate(elements: valueElements, in: node)
        let valueExpression = valueElements[0]
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let scopeIndex = scopes.lastIndex(where: { $0[name] != nil }) {
                scopes[scopeIndex][name] = materialize(value, named: name, at: node)
            } else if type.properties.contains(where: { $0.name == name }) {
                storeProperty(name, value, at: node)
            }
            return
        }
        guard let member = unwrapped(target).as(MemberAccessExprSyntax.self), let baseExpression = member.base else { return }
        let name = member.declName.baseName.text
        if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", type.properties.contains(where: { $0.name == name }) {
            storeProperty(name, value, at: node)
            return
        }
        let base = evaluate(baseExpression)
        switch (base, name) {
        case (.view(let id), "translatesAutoresizingMaskIntoConstraints"):
            if case .bool(let flag) = value { builder.update(id) { $0.translatesAutoresizingMask = flag } }
        case (.view(let id), "isHidden"):
            if case .bool(let flag) = value { builder.update(id) { $0.isHidden = flag } }
        case (.view(let id), "axis"):
            if case .axis(let axis) = value { builder.update(id) { $0.stack?.axis = axis } }
        case (.view(let id), "spacing"):
            if case .number(let spacing) = value { builder.update(id) { $0.stack?.spacing = spacing } } else { builder.open([id], reason: "a stack view spacing autolint does not know", at: location(of: node)) }
        case (.view(let id), "distribution"), (.view(let id), "alignment"):
            let text = valueExpression.trimmedDescription.trimmingPrefix(".")
            builder.update(id) { record in
                if name == "distribution", let distribution = StackViewProperties.Distribution(rawValue: String(text)) { record.stack?.distribution = distribution }
                if name == "alignment", let alignment = StackViewProperties.Alignment(rawValue: String(text)) { record.stack?.alignment = alignment }
            }
        case (.view(let id), "image"):
            // An image view's intrinsic size is its image's: it has one once an image is set.
            if valueExpression.trimmedDescription != "nil" { builder.update(id) { $0.hasContent = true } }
        case (.constraint(let index), "isActive"):
            if case .bool(true) = value { builder.activate(index) }
        case (.constraint(let index), "priority"):
            if let priority = Self.priority(value) {
                builder.updateConstraint(index) { $0.constraint.priority = LayoutPriority(priority) }
            } else {
                builder.updateConstraint(index) { $0.isStored = true }
                builder.open(builder.constraints[index].constraint.items.map { $0.view }, reason: "a priority autolint does not know", at: location(of: node))
            }
        case (.constraint(let index), "identifier"):
            if let text = valueExpression.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription {
                builder.updateConstraint(index) { $0.constraint.identifier = text }
            }
        case (.constraint, "constant"):
            // Changed later (an animation, a keyboard): the first value is the one laid out first.
            break
        default:
            break
        }
    }

    private func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let wrapped = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(wrapped.expression) }
        if let wrapped = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(wrapped.expression) }
        return expression
    }

    private func storeProperty(_ name: String, _ value: Value, at node: some SyntaxProtocol) {
        let stored = materialize(value, named: name, at: node)
        if case .constraint(let index) = stored { builder.updateConstraint(index) { $0.isStored = true } }
        properties[name] = stored
    }

    private static func priority(_ value: Value) -> Float? {
        switch value {
        case .priority(let priority): priority
        case .number(let number): Float(number)
        default: nil
        }
    }

    // MARK: Calls

    private func evaluate(_ call: FunctionCallExprSyntax) -> Value {
        let arguments = Array(call.arguments)
        // `{ ... }()`: a lazy property's or a local's configuring closure.
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            scopes.append([:])
            defer { scopes.removeLast() }
            return runReturning(closure.statements)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return callFunction(name, call: call, arguments: arguments, on: nil)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return .unknown }
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else {
            if name == "init" { return .unknown }
            return .unknown
        }
        let baseName = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if baseName == "NSLayoutConstraint" {
            if name == "activate", let first = arguments.first {
                activate(evaluate(first.expression))
                return .unknown
            }
            if name == "deactivate" { return .unknown }
            if name == "constraints" {
                builder.open(viewsReferenced(in: Syntax(call)), reason: "Visual Format Language in code is not read yet", at: location(of: call))
                return .unknown
            }
        }
        if baseName == "UILayoutPriority" || baseName == "NSLayoutConstraint.Priority" { return .unknown }
        if baseName == "self" {
            return callFunction(name, call: call, arguments: arguments, on: nil)
        }
        let base = evaluate(baseExpression)
        switch base {
        case .anchor(let item, let attribute) where name == "constraint":
            return makeConstraint(from: LayoutAnchor(item, attribute), arguments: arguments, at: call)
        case .view(let id):
            return callViewMethod(name, on: id, call: call, arguments: arguments)
        case .array(let elements) where name == "forEach":
            guard let closure = call.trailingClosure ?? arguments.first?.expression.as(ClosureExprSyntax.self) else { return .unknown }
            let parameter = closure.signature?.parameterClause.flatMap { clause -> String? in
                if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) { return shorthand.first?.name.text }
                return clause.as(ClosureParameterClauseSyntax.self)?.parameters.first?.firstName.text
            } ?? "$0"
            for element in elements {
                scopes.append([parameter: element])
                defer { scopes.removeLast() }
                _ = try? run(closure.statements)
            }
            return .unknown
        case .constraint(let index):
            builder.updateConstraint(index) { $0.isStored = true }
            builder.open(builder.constraints[index].constraint.items.map { $0.view }, reason: "a call autolint does not follow (\(name))", at: location(of: call))
            return base
        default:
            if Self.layoutNeutralCalls.contains(name) { return .unknown }
            let given = arguments.map { evaluateQuietly($0.expression) }
            given.forEach(escape)
            let touched = base.views + given.flatMap(\.views)
            if !touched.isEmpty {
                builder.open(touched, reason: "a call autolint does not follow (\(name))", at: location(of: call))
            }
            return .unknown
        }
    }

    /// Evaluates for the views an argument names, without running calls twice.
    private func evaluateQuietly(_ expression: ExprSyntax) -> Value {
        if expression.is(FunctionCallExprSyntax.self) { return .unknown }
        return evaluate(expression)
    }

    private func viewsReferenced(in node: Syntax) -> [String] {
        var views: [String] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind else { continue }
            if case .view(let id) = lookupQuietly(token.text), !views.contains(id) { views.append(id) }
        }
        return views
    }

    private func lookupQuietly(_ name: String) -> Value {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        if let value = properties[name] { return value }
        return .unknown
    }

    private func openViews(referencedIn node: Syntax, reason: String, at anchor: some SyntaxProtocol) {
        let views = viewsReferenced(in: node)
        builder.open(views, reason: reason, at: location(of: anchor))
    }

    private func activate(_ value: Value) {
        switch value {
        case .constraint(let index): builder.activate(index)
        case .array(let elements): elements.forEach(activate)
        default: break
        }
    }

    /// A plain function call: a view's initialiser, `NSLayoutConstraint(item:...)`, or a method of
    /// this type (or a `UIView` extension, called on `self`), followed into.
    private func callFunction(_ name: String, call: FunctionCallExprSyntax, arguments: [LabeledExprSyntax], on view: String?) -> Value {
        if name == "NSLayoutConstraint", arguments.first?.label?.text == "item" {
            return makeItemConstraint(arguments, at: call)
        }
        if name == "UIStackView" || name == "NSStackView" {
            if let arranged = arguments.first(where: { $0.label?.text == "arrangedSubviews" || $0.label?.text == "views" }) {
                pendingArranged = evaluate(arranged.expression).views
            }
            return .stackViewClass
        }
        if name == "UILayoutPriority", let first = arguments.first, case .number(let value) = evaluate(first.expression) { return .priority(Float(value)) }
        if name == "CGFloat" || name == "Double" || name == "Float", let first = arguments.first { return evaluate(first.expression) }
        if let first = name.first, first.isUppercase {
            if UIKitVocabulary.knownViews[name] != nil || index.type(named: name).map({ index.rootKind(of: $0) == .view }) == true {
                return name == "UIImageView" && arguments.contains(where: { $0.label?.text == "image" }) ? .instance("UIImageView(image:)") : .instance(name)
            }
            // Any other type: a view if the code adds it to one (an unknown class then opens it).
            return Self.nonViewTypes.contains(name) ? .unknown : .instance(name)
        }
        if kind != .viewController, Self.viewMethods.contains(name) {
            return callViewMethod(name, on: builder.rootID, call: call, arguments: arguments)
        }
        let methods = type.methods + (kind == .viewController ? [] : index.viewExtensionMethods)
        if let method = methods.first(where: { $0.name == name && $0.parameters.count == arguments.count }) {
            return invoke(method, arguments: arguments, selfView: view)
        }
        if Self.layoutNeutralCalls.contains(name) { return .unknown }
        let given = arguments.map { evaluateQuietly($0.expression) }
        given.forEach(escape)
        let touched = given.flatMap(\.views)
        if !touched.isEmpty { builder.open(touched, reason: "a call autolint does not follow (\(name))", at: location(of: call)) }
        return .unknown
    }

    private var pendingArranged: [String] = []

    /// Calls that never change a hierarchy or its constraints (notifications, targets, gestures,
    /// content): a view passed to them stays followed.
    static let layoutNeutralCalls: Set<String> = [
        "addObserver", "removeObserver", "post", "addTarget", "removeTarget", "addAction", "addGestureRecognizer",
        "removeGestureRecognizer", "addInteraction", "setTitle", "setTitleColor", "setImage", "setBackgroundImage",
        "setAttributedTitle", "setTitleShadowColor", "register", "reloadData", "setNeedsDisplay", "setNeedsLayout",
        "layoutIfNeeded", "invalidateIntrinsicContentSize", "sizeToFit", "becomeFirstResponder", "resignFirstResponder",
        "setContentOffset", "scrollRectToVisible", "setValue", "accessibilityIdentifier", "setAccessibilityIdentifier",
    ]

    /// Types whose instances are never views (values, not hierarchy).
    static let nonViewTypes: Set<String> = [
        "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIColor", "UIFont", "UIImage", "NSAttributedString",
        "UILayoutGuide", "UIFontMetrics", "DateFormatter", "NumberFormatter", "URL", "NSLayoutConstraint", "UITapGestureRecognizer",
    ]

    /// `UIView` methods a view's own code calls without `self.`.
    static let viewMethods: Set<String> = [
        "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "addConstraint", "addConstraints",
        "addLayoutGuide", "setContentHuggingPriority", "setContentCompressionResistancePriority", "removeConstraints", "removeConstraint",
    ]

    private func invoke(_ method: SwiftTypeIndex.Method, arguments: [LabeledExprSyntax], selfView: String?) -> Value {
        let values = arguments.map { evaluate($0.expression) }
        guard depth < 12 else { return .unknown }
        depth += 1
        defer { depth -= 1 }
        var scope: [String: Value] = [:]
        for (parameter, value) in zip(method.parameters, values) { scope[parameter.name] = value }
        if let selfView { scope["self"] = .view(selfView) }
        scopes.append(scope)
        defer { scopes.removeLast() }
        let result = runReturning(method.body.statements)
        escape(result)
        return result
    }

    /// Runs a body and gives what it returns; a body of one expression returns it (Swift's
    /// implicit return, as in `lazy var c = { NSLayoutConstraint(...) }()`).
    private func runReturning(_ statements: CodeBlockItemListSyntax) -> Value {
        if statements.count == 1, case .expr(let expression) = statements.first!.item, !expression.is(IfExprSyntax.self) {
            return evaluate(expression)
        }
        do { try run(statements) } catch { return error.value }
        return .unknown
    }

    private func callViewMethod(_ name: String, on id: String, call: FunctionCallExprSyntax, arguments: [LabeledExprSyntax]) -> Value {
        let values = { self.arguments(arguments) }
        switch name {
        case "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview":
            for child in values().first?.views ?? [] {
                builder.addSubview(child, to: id, arranged: name.contains("Arranged"))
            }
            return .unknown
        case "addConstraint", "addConstraints":
            if let first = arguments.first { activate(evaluate(first.expression)) }
            return .unknown
        case "addLayoutGuide":
            return .unknown
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            let given = values()
            guard given.count == 2, let priority = Self.priority(given[0]), case .axis(let axis) = given[1] else {
                builder.open([id], reason: "a content priority autolint does not know", at: location(of: call))
                return .unknown
            }
            builder.update(id) { record in
                if name == "setContentHuggingPriority" { record.hugging[axis] = LayoutPriority(priority) } else { record.compressionResistance[axis] = LayoutPriority(priority) }
            }
            return .unknown
        case "removeFromSuperview", "layoutIfNeeded", "setNeedsLayout", "sizeToFit", "bringSubviewToFront", "sendSubviewToBack":
            return .unknown
        case "removeConstraints", "removeConstraint", "snp", "mas_makeConstraints":
            builder.open([id], reason: "constraints changed in a way autolint does not follow (\(name))", at: location(of: call))
            return .unknown
        default:
            if Self.layoutNeutralCalls.contains(name) { return .unknown }
            if let method = index.viewExtensionMethods.first(where: { $0.name == name && $0.parameters.count == arguments.count }) {
                return self.invoke(method, arguments: arguments, selfView: id)
            }
            if id == builder.rootID, let method = type.methods.first(where: { $0.name == name && $0.parameters.count == arguments.count }) {
                return self.invoke(method, arguments: arguments, selfView: nil)
            }
            let given = arguments.map { evaluateQuietly($0.expression) }
            given.forEach(escape)
            builder.open([id] + given.flatMap(\.views), reason: "a call autolint does not follow (\(name))", at: location(of: call))
            return .unknown
        }
    }

    private func arguments(_ arguments: [LabeledExprSyntax]) -> [Value] {
        arguments.map { evaluate($0.expression) }
    }

    // MARK: Constraints

    /// `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)` and every other form of
    /// the anchor API.
    private func makeConstraint(from first: LayoutAnchor, arguments: [LabeledExprSyntax], at call: FunctionCallExprSyntax) -> Value {
        var relation = LayoutRelation.equal
        var second: LayoutAnchor?
        var constant = 0.0
        var multiplier = 1.0
        var understood = true
        var systemSpacing = false
        for argument in arguments {
            let label = argument.label?.text ?? ""
            let value = evaluate(argument.expression)
            switch label {
            case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "equalToSystemSpacingAfter", "greaterThanOrEqualToSystemSpacingAfter",
                 "lessThanOrEqualToSystemSpacingAfter", "equalToSystemSpacingBelow", "greaterThanOrEqualToSystemSpacingBelow", "lessThanOrEqualToSystemSpacingBelow":
                relation = label.hasPrefix("greater") ? .greaterThanOrEqual : label.hasPrefix("less") ? .lessThanOrEqual : .equal
                guard case .anchor(let item, let attribute) = value else {
                    // Related to something autolint cannot name: no constraint is recorded, the view is open.
                    builder.open([first.item.view] + value.views, reason: "a constraint to an anchor autolint does not know", at: location(of: call))
                    return .unknown
                }
                second = LayoutAnchor(item, attribute)
                if label.contains("SystemSpacing") { systemSpacing = true }
            case "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant":
                relation = label.hasPrefix("greater") ? .greaterThanOrEqual : label.hasPrefix("less") ? .lessThanOrEqual : .equal
                if case .number(let number) = value { constant = number } else { understood = false }
            case "constant":
                if case .number(let number) = value { constant = number } else { understood = false }
            case "multiplier":
                if case .number(let number) = value { multiplier = number } else { understood = false }
            default:
                understood = false
            }
        }
        if systemSpacing {
            // `b.leading.constraint(equalToSystemSpacingAfter: a.trailing, multiplier: m)`: b.leading == a.trailing + 8m.
            constant = UIKitVocabulary.systemSpacing * multiplier
            multiplier = 1
        }
        let constraint = LayoutConstraint(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, location: location(of: call))
        let index = builder.addConstraint(constraint)
        if !understood {
            builder.open(constraint.items.map { $0.view }, reason: "a constant, multiplier or anchor autolint does not know", at: location(of: call))
        }
        return .constraint(index)
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    private func makeItemConstraint(_ arguments: [LabeledExprSyntax], at call: FunctionCallExprSyntax) -> Value {
        let values = arguments.map { (label: $0.label?.text ?? "", value: evaluate($0.expression), text: $0.expression.trimmedDescription) }
        var items: [LayoutItem?] = []
        var attributes: [LayoutAttribute] = []
        var relation = LayoutRelation.equal
        var multiplier = 1.0
        var constant = 0.0
        var understood = true
        for entry in values {
            switch entry.label {
            case "item", "toItem":
                switch entry.value {
                case .view(let id): items.append(LayoutItem(view: id))
                case .guide(let item): items.append(item)
                default:
                    guard entry.text == "nil" else {
                        builder.open(values.flatMap { $0.value.views }, reason: "an NSLayoutConstraint item autolint does not know", at: location(of: call))
                        return .unknown
                    }
                    items.append(nil)
                }
            case "attribute":
                if case .attribute(let attribute) = entry.value { attributes.append(attribute) } else { understood = false; attributes.append(.notAnAttribute) }
            case "relatedBy":
                if case .relation(let given) = entry.value { relation = given } else { understood = false }
            case "multiplier":
                if case .number(let number) = entry.value { multiplier = number } else { understood = false }
            case "constant":
                if case .number(let number) = entry.value { constant = number } else { understood = false }
            default: understood = false
            }
        }
        guard items.count == 2, attributes.count == 2, let firstItem = items[0] else {
            builder.open(values.flatMap { $0.value.views }, reason: "an NSLayoutConstraint autolint does not read", at: location(of: call))
            return .unknown
        }
        let second = items[1].flatMap { attributes[1] == .notAnAttribute ? nil : LayoutAnchor($0, attributes[1]) }
        let constraint = LayoutConstraint(first: LayoutAnchor(firstItem, attributes[0]), relation: relation, second: second,
                                          multiplier: second == nil ? 1 : multiplier, constant: constant, location: location(of: call))
        let index = builder.addConstraint(constraint)
        if !understood { builder.open(constraint.items.map { $0.view }, reason: "an NSLayoutConstraint argument autolint does not know", at: location(of: call)) }
        return .constraint(index)
    }
}
