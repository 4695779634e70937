import AutolintModel
import SwiftSyntax

/// Runs the code of one Swift type the way UIKit would build its views (stored properties, then
/// its initialiser or `loadView`/`viewDidLoad`, following calls into the type's own methods and
/// `UIView` extensions of the file), and records what it does to views and constraints in a
/// `SourceLayoutBuilder`. What it cannot follow opens the views it touches instead of guessing.
final class SwiftLayoutInterpreter {
    typealias Value = SourceValue

    struct ReturnSignal: Error { var value: Value }

    let builder: SourceLayoutBuilder
    private let index: SwiftTypeIndex
    private let type: SwiftTypeIndex.TypeInfo
    private let kind: UIKitVocabulary.RootKind
    private let converter: SourceLocationConverter
    private let path: String
    /// Reads VFL strings in code; nil where none was given (their views are then open).
    let visualFormat: VisualFormatReading?
    var scopes: [[String: Value]] = [[:]]
    /// Lines of the constraint-maker blocks being read (SnapKit), addressed by `Value.makerLine`.
    var makerLines: [ConstraintMaker.Description] = []
    private var properties: [String: Value] = [:]
    private var propertiesInProgress: Set<String> = []
    private var executedMethods: Set<SyntaxIdentifier> = []
    /// Methods being run now: a method calling itself (recursion) is not followed again.
    private var runningMethods: Set<SyntaxIdentifier> = []
    /// Calls followed so far (`CallBudget`).
    private var followedCalls = 0
    private var depth = 0
    private var contentView: String?

    init(type: SwiftTypeIndex.TypeInfo, kind: UIKitVocabulary.RootKind, index: SwiftTypeIndex, converter: SourceLocationConverter, path: String,
         visualFormat: VisualFormatReading? = nil) {
        self.visualFormat = visualFormat
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
            contentView = builder.addCellContentView(at: location)
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
        // The first layout pass follows: `updateViewConstraints`/`updateConstraints` run once then.
        let entries = kind == .viewController ? ["loadView", "viewDidLoad", "updateViewConstraints"] : ["awakeFromNib", "didMoveToSuperview", "didMoveToWindow", "updateConstraints"]
        for name in entries {
            if let method = type.methods.first(where: { $0.name == name }) { execute(method, arguments: []) }
        }
    }

    func location(of node: some SyntaxProtocol) -> AutolintModel.SourceLocation {
        let start = node.startLocation(converter: converter)
        return AutolintModel.SourceLocation(file: path, line: start.line, column: start.column)
    }

    /// Runs a method once per layout: `commonInit()` called from two initialisers builds once.
    private func execute(_ method: SwiftTypeIndex.Method, arguments: [Value], selfView: String? = nil) {
        guard executedMethods.insert(method.node.id).inserted || selfView != nil, depth < CallBudget.maximumDepth else { return }
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
    func run(_ statements: CodeBlockItemListSyntax) throws(ReturnSignal) {
        for statement in statements { try run(statement.item) }
    }

    private func run(_ item: CodeBlockItemSyntax.Item) throws(ReturnSignal) {
        switch item {
        case .decl(let decl):
            guard let variable = decl.as(VariableDeclSyntax.self) else { return }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let viewsBefore = builder.viewOrder.count
                var value = binding.initializer.map { evaluate($0.value) } ?? .unknown
                value = materialize(value, named: name, at: binding)
                // `let icon = makeIcon()`: the view the helper made is `icon`.
                if case .view(let id) = value, builder.adoptName(name, for: id, ifMadeAfter: viewsBefore) {
                    value = .view(name)
                    renameInScopes(id, to: name)
                }
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
        if let value = knownCondition(ifExpression.conditions) {
            // `if !didSetupConstraints`: a flag whose value at this point autolint knows.
            if value {
                try run(ifExpression.body.statements)
            } else if let elseBody = ifExpression.elseBody {
                switch elseBody {
                case .codeBlock(let block): try run(block.statements)
                case .ifExpr(let nested): try run(nested)
                }
            }
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

    /// The value of conditions that are all Boolean expressions autolint knows (literals, a
    /// stored flag still at its first value, `!`), else nil.
    private func knownCondition(_ conditions: ConditionElementListSyntax) -> Bool? {
        var result = true
        for element in conditions {
            guard case .expression(let expression) = element.condition, case .bool(let value) = evaluate(expression) else { return nil }
            result = result && value
        }
        return result
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
            let viewsBefore = builder.viewOrder.count
            value = materialize(evaluate(initializer), named: name, at: property.node)
            // `let title: UILabel = { let label = UILabel(); …; return label }()`: the view is the property's.
            if case .view(let id) = value, builder.adoptName(name, for: id, ifMadeAfter: viewsBefore) {
                value = .view(name)
                renameInScopes(id, to: name)
            }
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

    private func renameInScopes(_ old: String, to new: String) {
        func renamed(_ value: Value) -> Value {
            switch value {
            case .view(let id) where id == old: .view(new)
            case .array(let values): .array(values.map(renamed))
            default: value
            }
        }
        for index in scopes.indices { scopes[index] = scopes[index].mapValues(renamed) }
        properties = properties.mapValues(renamed)
    }

    /// A constraint kept in a property or handed to code autolint does not follow may be activated
    /// there: it is never reported as inactive.
    func escape(_ value: Value) {
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
        if let dictionary = expression.as(DictionaryExprSyntax.self) { return evaluate(dictionary) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return evaluate(member) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return evaluate(call) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return evaluate(sequence) }
        if let closure = expression.as(ClosureExprSyntax.self) { _ = closure; return .unknown }
        return .unknown
    }

    /// A dictionary literal with string keys; any other key makes it unknown.
    private func evaluate(_ dictionary: DictionaryExprSyntax) -> Value {
        guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
        var entries: [(String, Value)] = []
        for element in elements {
            guard let key = Self.plainString(element.key) else { return .unknown }
            entries.append((key, evaluate(element.value)))
        }
        return .dictionary(entries)
    }

    private func evaluate(_ member: MemberAccessExprSyntax) -> Value {
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else {
            // `.required`, `.horizontal`, `.leading`, `.equal`; `.zero` of a size, point or insets
            // is 0 in every part, which is how the makers read a number.
            if let priority = UIKitVocabulary.priorities[name] { return .priority(priority) }
            if name == "zero" { return .number(0) }
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
        if name == "zero", let typeName, ["UIEdgeInsets", "NSEdgeInsets", "NSDirectionalEdgeInsets", "CGSize", "CGPoint", "CGFloat"].contains(typeName) {
            return .number(0)
        }
        let base = evaluate(baseExpression)
        if let snapKit = snapKitMember(name, of: base, at: member) { return snapKit }
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
        if elements.count >= 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
            // `constraints += NSLayoutConstraint.constraints(...)`: an array that grows.
            let added = evaluate(elements: Array(elements.dropFirst(2)), in: sequence)
            if let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
               let scopeIndex = scopes.lastIndex(where: { $0[name] != nil }), case .array(let existing)? = scopes[scopeIndex][name] {
                scopes[scopeIndex][name] = SourceValue.combine(.array(existing), "+", added)
            } else {
                escape(added)
            }
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
                let combined = SourceValue.combine(operands[position], operators[position], operands[position + 1])
                operands[position] = combined
                operands.remove(at: position + 1)
                operators.remove(at: position)
            }
        }
        return operators.isEmpty ? operands[0] : .unknown
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
        if kind == .viewController, name == "view", baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", case .view(let id) = value {
            // `self.view = view` in `loadView`: the view made there is the root.
            if !builder.adoptAsRoot(id) { builder.open([id], reason: "a root view replaced after views were added to the first one", at: location(of: node)) }
            return
        }
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
            if let priority = SourceValue.priority(value) {
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
            if name == "constraints" { return visualFormatConstraints(call, arguments: arguments) }
        }
        if baseName == "UILayoutPriority" || baseName == "NSLayoutConstraint.Priority" { return .unknown }
        if baseName == "self" {
            return callFunction(name, call: call, arguments: arguments, on: nil)
        }
        let base = evaluate(baseExpression)
        if let snapKit = snapKitCall(name, on: base, call: call, arguments: arguments) { return snapKit }
        switch base {
        case .anchor(let item, let attribute) where name == "constraint":
            return makeConstraint(from: LayoutAnchor(item, attribute), arguments: arguments, at: call)
        case .view(let id):
            return callViewMethod(name, on: id, call: call, arguments: arguments)
        case .array(let elements) where name == "forEach":
            guard let closure = call.trailingClosure ?? arguments.first?.expression.as(ClosureExprSyntax.self) else { return .unknown }
            let parameter = Self.firstParameterName(of: closure)
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
            openClosures(of: call, name: name)
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

    /// The name a closure's first parameter goes by (`make` in `{ make in … }`), else `$0`.
    static func firstParameterName(of closure: ClosureExprSyntax) -> String {
        closure.signature?.parameterClause.flatMap { clause -> String? in
            if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) { return shorthand.first?.name.text }
            return clause.as(ClosureParameterClauseSyntax.self)?.parameters.first?.firstName.text
        } ?? "$0"
    }

    /// Evaluates for the views an argument names, without running calls twice.
    private func evaluateQuietly(_ expression: ExprSyntax) -> Value {
        if expression.is(FunctionCallExprSyntax.self) { return .unknown }
        return evaluate(expression)
    }

    func viewsReferenced(in node: Syntax) -> [String] {
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

    func openViews(referencedIn node: Syntax, reason: String, at anchor: some SyntaxProtocol) {
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
        if let constant = makerConstant(name, arguments: arguments) { return constant }
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
            return invoke(method, arguments: arguments, selfView: view, call: call)
        }
        openClosures(of: call, name: name)
        if Self.layoutNeutralCalls.contains(name) { return .unknown }
        let given = arguments.map { evaluateQuietly($0.expression) }
        given.forEach(escape)
        let touched = given.flatMap(\.views)
        if !touched.isEmpty { builder.open(touched, reason: "a call autolint does not follow (\(name))", at: location(of: call)) }
        return .unknown
    }

    /// Closures handed to a call autolint does not follow may run later, or never (an animation, a
    /// notification handler that moves views for the keyboard): the views they touch are open.
    private func openClosures(of call: FunctionCallExprSyntax, name: String) {
        let closures = [call.trailingClosure] + call.arguments.map { $0.expression.as(ClosureExprSyntax.self) }
            + call.additionalTrailingClosures.map(\.closure)
        for closure in closures.compactMap({ $0 }) {
            openViews(referencedIn: Syntax(closure), reason: "a closure handed to a call autolint does not follow (\(name))", at: closure)
        }
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
        // The constraint pass these ask for is `updateConstraints`, which autolint runs as UIKit does.
        "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
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

    private func invoke(_ method: SwiftTypeIndex.Method, arguments: [LabeledExprSyntax], selfView: String?, call: FunctionCallExprSyntax) -> Value {
        let values = arguments.map { evaluate($0.expression) }
        // What a call not followed would have done is unknown: the views it could touch are open.
        if let why = CallBudget.refusal(isRunning: runningMethods.contains(method.node.id), depth: depth, followed: followedCalls) {
            values.forEach(escape)
            builder.open([selfView ?? builder.rootID] + values.flatMap(\.views), reason: "\(why) autolint does not follow (\(method.name))", at: location(of: call))
            return .unknown
        }
        runningMethods.insert(method.node.id)
        defer { runningMethods.remove(method.node.id) }
        followedCalls += 1
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
            guard given.count == 2, let priority = SourceValue.priority(given[0]), case .axis(let axis) = given[1] else {
                builder.open([id], reason: "a content priority autolint does not know", at: location(of: call))
                return .unknown
            }
            builder.update(id) { record in
                if name == "setContentHuggingPriority" { record.hugging[axis] = LayoutPriority(priority) } else { record.compressionResistance[axis] = LayoutPriority(priority) }
            }
            return .unknown
        case "removeFromSuperview", "layoutIfNeeded", "setNeedsLayout", "sizeToFit", "bringSubviewToFront", "sendSubviewToBack":
            return .unknown
        case "removeConstraints", "removeConstraint", "mas_makeConstraints":
            builder.open([id], reason: "constraints changed in a way autolint does not follow (\(name))", at: location(of: call))
            return .unknown
        default:
            if Self.layoutNeutralCalls.contains(name) { return .unknown }
            if let method = index.viewExtensionMethods.first(where: { $0.name == name && $0.parameters.count == arguments.count }) {
                return self.invoke(method, arguments: arguments, selfView: id, call: call)
            }
            if id == builder.rootID, let method = type.methods.first(where: { $0.name == name && $0.parameters.count == arguments.count }) {
                return self.invoke(method, arguments: arguments, selfView: nil, call: call)
            }
            openClosures(of: call, name: name)
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
    /// the anchor API, made by the builder's one reading of anchor calls.
    private func makeConstraint(from first: LayoutAnchor, arguments: [LabeledExprSyntax], at call: FunctionCallExprSyntax) -> Value {
        builder.anchorConstraint(from: first, arguments: arguments.map { SourceArgument(label: $0.label?.text ?? "", value: evaluate($0.expression)) }, at: location(of: call))
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    private func makeItemConstraint(_ arguments: [LabeledExprSyntax], at call: FunctionCallExprSyntax) -> Value {
        builder.itemConstraint(
            arguments: arguments.map { SourceArgument(label: $0.label?.text ?? "", value: evaluate($0.expression), isNil: $0.expression.is(NilLiteralExprSyntax.self)) },
            at: location(of: call))
    }
}
