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
    private let app: SwiftSourceApp
    /// Reads VFL strings in code; nil where none was given (their views are then open).
    let visualFormat: VisualFormatReading?
    var scopes: [[String: Value]] = [[:]]
    /// Lines of the constraint-maker blocks being read (SnapKit), addressed by `Value.makerLine`.
    var makerLines: [ConstraintMaker.Description] = []
    private var properties: [String: Value] = [:]
    private var propertiesInProgress: Set<String> = []
    private var executedMethods: Set<SyntaxIdentifier> = []
    /// Every method run, by an entry point or a call.
    private var ranMethods: Set<SyntaxIdentifier> = []
    /// Methods being run now: a method calling itself (recursion) is not followed again.
    private var runningMethods: Set<SyntaxIdentifier> = []
    /// Calls followed so far (`CallBudget`).
    private var followedCalls = 0
    private var depth = 0
    private var contentView: String?
    /// The types whose methods are running, innermost last: `super` in one means the next type up.
    private var owners: [String] = []
    /// The type, then its superclasses declared in the files read: found once, for `super` calls.
    private lazy var ancestorNames = index.ancestry(of: type).map(\.name)

    /// The initialiser to run, when a caller names it (a composed class); else the type's first.
    private let initializerOverride: SwiftTypeIndex.Method??
    /// The app's view classes being built around this one (`ComposedViewClass`).
    private let composing: [String]

    /// `type` with what it inherits (`SwiftTypeIndex.inheriting`).
    init(type: SwiftTypeIndex.TypeInfo, kind: UIKitVocabulary.RootKind, app: SwiftSourceApp, visualFormat: VisualFormatReading? = nil,
         initializer: SwiftTypeIndex.Method?? = nil, composing: [String] = []) {
        self.visualFormat = visualFormat
        initializerOverride = initializer
        self.composing = composing
        self.type = type
        self.kind = kind
        self.app = app
        index = app.index
        let location = app.location(of: type.node)
        switch kind {
        case .viewController:
            builder = SourceLayoutBuilder(rootID: "view", rootClass: "UIView", location: location)
        case .cell:
            let cellClass = type.superclass.flatMap { UIKitVocabulary.rootKind(ofSuperclass: $0) == .cell ? $0 : nil } ?? "UITableViewCell"
            builder = SourceLayoutBuilder(rootID: "self", rootClass: cellClass, location: location)
            contentView = builder.addCellContentView(at: location)
        case .view:
            builder = SourceLayoutBuilder(rootID: "self", rootClass: type.superclass ?? "UIView", location: location)
            if let base = index.platformClass(of: type), base == "UIStackView" || base == "NSStackView" {
                // `class Bar: UIStackView` arranges what its own code adds with `addArrangedSubview`.
                builder.update(builder.rootID) { $0.stack = Self.defaultStack }
            }
        }
    }

    // MARK: Running the type

    func run() {
        for property in type.properties where !property.isStatic && !property.isLazy {
            _ = propertyValue(property.name)
        }
        let initializers = type.initializers
        let chosen = initializerOverride ?? initializers.first { !$0.parameters.contains { $0.label == "coder" } } ?? initializers.first
        if let chosen { execute(chosen, arguments: []) }
        // The first layout pass follows: `updateViewConstraints`/`updateConstraints` run once then.
        let entries = kind == .viewController ? ["loadView", "viewDidLoad", "updateViewConstraints"] : ["awakeFromNib", "didMoveToSuperview", "didMoveToWindow", "updateConstraints"]
        for name in entries {
            if let method = type.methods.first(where: { $0.name == name }) { execute(method, arguments: []) }
        }
        escapeCodeRunFromElsewhere()
    }

    /// Stored properties that hold a view of the layout, by name.
    var propertyViews: [String: String] {
        var found: [String: String] = [:]
        for (name, value) in properties { if case .view(let id) = value { found[name] = id } }
        return found
    }

    /// Methods, setters and observers the building code does not call may still run before the
    /// first layout pass (called by an owner, UIKit's later callbacks, a property set from
    /// outside). What their statements change in the hierarchy or the set of constraints is open;
    /// where they change only values (a constant, a priority, a view hidden outside a stack view),
    /// the findings that depend on values are not made about those views.
    private func escapeCodeRunFromElsewhere() {
        var bodies: [(name: String, node: Syntax)] = type.methods.filter { !ranMethods.contains($0.node.id) }.map { ($0.name, Syntax($0.body)) }
        bodies += type.computedSetters.map { ($0.name, Syntax($0.accessors)) }
        bodies += type.properties.compactMap { property in property.observers.map { (property.name, Syntax($0)) } }
        for (name, body) in bodies {
            escapeCodeRunLater(body, reason: "\(name) changes the layout when code autolint does not see runs it")
        }
    }

    /// Code that may run at a time autolint does not know (a method others call, a closure handed
    /// to a call autolint does not follow): a statement that changes the hierarchy or which
    /// constraints take part, or that calls code of the app, escapes what it names; one that
    /// changes only values (a constant, a priority, a view hidden outside a stack view) keeps its
    /// views from findings that depend on values; one that does neither (a label's text) changes
    /// nothing autolint follows.
    private func escapeCodeRunLater(_ body: Syntax, reason: String, assignmentsAreStructural: Bool = false) {
        // Locals carry values from one statement to the next (`let c = …; c.isActive = true`):
        // a body that declares one is judged as a whole.
        let units = Self.declaresLocals(body) ? [body] : body.children(viewMode: .sourceAccurate).flatMap(Self.statements)
        for statement in units {
            let names = Self.identifiers(in: statement)
            let structural = !names.isDisjoint(with: Self.structureChangingNames) || names.contains(where: callsAppCode) || handsLayoutToUnknownCall(statement)
                || (assignmentsAreStructural && Self.assignsToName(statement))
            guard structural || !names.isDisjoint(with: Self.valueChangingNames) else { continue }
            let views = SourceValue.array(referencedValues(in: statement)).viewsAndConstraintItems(in: builder)
            // It may also have run before the building code: no code-only finding on what it touches.
            builder.changedElsewhere.formUnion(views)
            if structural || views.contains(where: { builder.isArranged($0) }) {
                escapeReferences(in: statement, reason: reason, at: statement)
            } else {
                builder.valuesSetElsewhere.formUnion(views)
            }
        }
    }

    /// The branches of an `if` or `switch` whose condition autolint does not know: each may run or
    /// not, as code run later may. A branch that changes the hierarchy, the set of constraints or a
    /// name the building code goes on with escapes what it names; one that only sets constants,
    /// priorities or visibility keeps its views from value-dependent findings.
    private func escapeUnknownChoice(_ node: Syntax, reason: String) {
        escapeCodeRunLater(node, reason: reason, assignmentsAreStructural: true)
    }

    private static func declaresLocals(_ node: Syntax) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            if next.is(VariableDeclSyntax.self) || next.is(OptionalBindingConditionSyntax.self) || next.is(MatchingPatternConditionSyntax.self)
                || next.is(ValueBindingPatternSyntax.self) { return true }
            pending += next.children(viewMode: .sourceAccurate)
        }
        return false
    }

    /// `x = …` or `self.x = …`: a name the code after it may read.
    private static func assignsToName(_ node: Syntax) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            if let sequence = next.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
               sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let target = sequence.elements.first {
                if target.is(DeclReferenceExprSyntax.self) { return true }
                if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return true }
            }
            if let infix = next.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
                if infix.leftOperand.is(DeclReferenceExprSyntax.self) { return true }
                if let member = infix.leftOperand.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return true }
            }
            pending += next.children(viewMode: .sourceAccurate)
        }
        return false
    }

    /// Whether a statement calls something autolint does not know as layout-neutral with a view,
    /// guide or constraint as its receiver or argument: that code may change the layout.
    private func handsLayoutToUnknownCall(_ statement: Syntax) -> Bool {
        var calls: [FunctionCallExprSyntax] = []
        var pending = [statement]
        while let node = pending.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self) { calls.append(call) }
            pending += node.children(viewMode: .sourceAccurate)
        }
        return calls.contains { call in
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            guard !UIKitVocabulary.layoutNeutralCalls.contains(callee) else { return false }
            var inputs = call.arguments.map(\.expression)
            // A receiver that is itself a call (`a.drive(label.rx.text).disposed(by: …)`) hands on
            // that call's result; its own inputs are looked at as its own.
            if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, !base.is(FunctionCallExprSyntax.self) { inputs.append(base) }
            return inputs.contains { !Self.isReactiveProperty($0) && !isReactiveEventChain($0) && !isPlainValueRead($0) && !referencedValues(in: Syntax($0)).isEmpty }
        }
    }

    /// `view.bounds`, `label.frame.width`: a member documented as a plain value (geometry, text,
    /// colour) read from whatever it is read from hands out nothing of the layout.
    /// A member of `self`, or one the app declares on any type, may be a view (`self.title`).
    func isPlainValueRead(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        let name = member.declName.baseName.text
        let owner = (base.as(OptionalChainingExprSyntax.self)?.expression ?? base).as(DeclReferenceExprSyntax.self)?.baseName.text
        return UIKitVocabulary.plainValueMembers.contains(name) && owner != "self" && !index.declaresProperty(named: name)
    }

    /// `label.rx.text`, `button.rx.tap`, `rx.disposeBag` (RxCocoa): a property of a view bound or
    /// observed through the reactive wrapper that sets or reads a documented content property, an
    /// event, or the wrapper's dispose bag; none changes the layout (`isHidden` counts as a value
    /// changed, through its name).
    static func isReactiveProperty(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        let wrapper = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
        let name = member.declName.baseName.text
        return wrapper == "rx" && (UIKitVocabulary.layoutNeutralSetters.contains(name) || reactiveEvents.contains(name) || valueChangingNames.contains(name))
    }

    /// `tableView.rx.modelSelected(Item.self).asDriver()`, `tableView.rx.items(cellIdentifier: id,
    /// cellType: Cell.self)`: an RxCocoa event or binder of a view (as `isReactiveProperty`), made
    /// from arguments that hold nothing of the layout and turned into a driver or observable. It
    /// hands out no view, guide or constraint.
    func isReactiveEventChain(_ expression: ExprSyntax) -> Bool {
        var current = expression
        for _ in 0..<8 {
            if let call = current.as(FunctionCallExprSyntax.self) {
                guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                      call.arguments.allSatisfy({ !$0.expression.is(ClosureExprSyntax.self) && referencedValues(in: Syntax($0.expression)).isEmpty })
                else { return false }
                current = call.calledExpression
            }
            guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
            if Self.isReactiveProperty(current) { return true }
            guard Self.reactiveConversions.contains(member.declName.baseName.text) else { return false }
            current = base
        }
        return false
    }

    /// RxSwift's conversions of an observable into another that carries the same events.
    static let reactiveConversions: Set<String> = ["asDriver", "asObservable", "asSignal", "mapToVoid", "distinctUntilChanged", "share", "skip", "take"]

    /// RxCocoa's events and bindings that change no layout.
    static let reactiveEvents: Set<String> = [
        "disposeBag", "tap", "controlEvent", "value", "itemSelected", "itemDeselected", "modelSelected", "items", "didScroll",
        "contentOffset", "isAnimating", "refreshing", "isRefreshing", "selectedSegmentIndex", "date", "editingDidBegin",
        "editingDidEnd", "editingChanged", "isOn", "didEndDecelerating", "willBeginDragging", "reachedBottom",
    ]

    /// A name of a method of the type or the app's `UIView` helpers that changes the layout: calling
    /// it (again) may change it.
    /// A method whose body changes nothing structural changes nothing when run again (what it
    /// changes in values counts when it is looked at on its own, `escapeCodeRunFromElsewhere`).
    private func callsAppCode(_ name: String) -> Bool {
        guard index.declaresMethod(named: name) else { return false }
        return (type.methods + index.viewExtensionMethods).contains { method in
            guard method.name == name else { return false }
            if let known = structuralMethods[method.node.id] { return known }
            let structural = !Self.identifiers(in: Syntax(method.body)).isDisjoint(with: Self.structureChangingNames)
            structuralMethods[method.node.id] = structural
            return structural
        }
    }

    /// `callsAppCode`'s answer per method body, found once.
    private var structuralMethods: [SyntaxIdentifier: Bool] = [:]

    /// The statements of a body, one level down (a block's items).
    private static func statements(in node: Syntax) -> [Syntax] {
        if let list = node.as(CodeBlockItemListSyntax.self) { return list.map { Syntax($0) } }
        return node.children(viewMode: .sourceAccurate).flatMap(statements)
    }

    private static func identifiers(in node: Syntax) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind { names.insert(token.text) }
        }
        return names
    }

    /// Names whose use changes a hierarchy or which constraints take part in a layout.
    static let structureChangingNames: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "removeArrangedSubview", "removeFromSuperview",
        "activate", "deactivate", "isActive", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints",
        "makeConstraints", "remakeConstraints", "translatesAutoresizingMaskIntoConstraints", "axis", "orientation", "distribution", "alignment",
        "addLayoutGuide", "removeLayoutGuide", "mas_makeConstraints", "mas_remakeConstraints",
    ]

    /// Names whose use changes values only: the constraints stay, their numbers change.
    static let valueChangingNames: Set<String> = [
        "constant", "priority", "isHidden", "spacing", "setContentHuggingPriority", "setContentCompressionResistancePriority",
        "updateConstraints", "mas_updateConstraints", "layoutMargins", "directionalLayoutMargins", "multiplier",
    ]

    func location(of node: some SyntaxProtocol) -> AutolintModel.SourceLocation {
        app.location(of: node)
    }

    /// Runs a method once per layout: `commonInit()` called from two initialisers builds once.
    private func execute(_ method: SwiftTypeIndex.Method, arguments: [Value], selfView: String? = nil) {
        guard executedMethods.insert(method.node.id).inserted || selfView != nil, depth < CallBudget.maximumDepth else { return }
        ranMethods.insert(method.node.id)
        depth += 1
        owners.append(method.owner)
        defer {
            depth -= 1
            owners.removeLast()
        }
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
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    if let initializer = binding.initializer {
                        escapeReferences(in: Syntax(initializer), reason: "a binding pattern autolint does not follow", at: binding)
                    }
                    continue
                }
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
            guard case .array(let elements) = sequence, let name, loop.whereClause == nil, loop.caseKeyword == nil else {
                escapeIntoUnknown(sequence, reason: "a loop autolint does not follow", at: loop)
                openViews(referencedIn: Syntax(loop.body), reason: "a loop autolint does not follow", at: loop)
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
            if !doStatement.catchClauses.isEmpty {
                escapeReferences(in: Syntax(doStatement.catchClauses), reason: "a catch clause autolint does not follow", at: doStatement.catchClauses)
            }
        } else if statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self) || statement.is(FallThroughStmtSyntax.self) {
            // Nothing of the layout flows anywhere.
        } else {
            // `while`, `repeat`, `defer`, `throw`, …: what runs there, and how often, is not modelled.
            escapeReferences(in: Syntax(statement), reason: "a statement autolint does not follow (\(statement.firstToken(viewMode: .sourceAccurate)?.text ?? "statement"))", at: statement)
        }
    }

    private func runExpressionStatement(_ expression: ExprSyntax) throws(ReturnSignal) {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            try run(ifExpression)
        } else if expression.is(SwitchExprSyntax.self) {
            escapeUnknownChoice(Syntax(expression), reason: "a switch autolint does not follow")
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
        escapeUnknownChoice(Syntax(ifExpression), reason: "a condition whose value autolint does not know")
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
        case .appViewInstance(let className, let labels):
            let id = builder.makeView(named: name, className: className, location: location(of: node))
            if let composed = app.composedViewClass(className, labels: labels, near: type.file, composing: composing + [type.name]),
               builder.graft(composed, onto: id) {
                for child in pendingArranged { builder.addSubview(child, to: id, arranged: true) }
                pendingArranged = []
            } else if isAppStackViewClass(className) {
                // The app's stack view class, not followed whole: it arranges what it is given, along
                // an axis and with a spacing its own initialiser may set.
                builder.update(id) { $0.stack = Self.defaultStack }
                for child in pendingArranged { builder.addSubview(child, to: id, arranged: true) }
                pendingArranged = []
                builder.open([id], reason: "\(className)'s own initialiser sets its axis and spacing, which autolint does not run", at: location(of: node))
            }
            return .view(id)
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

    /// A class of the app that descends from `UIStackView` or `NSStackView`.
    private func isAppStackViewClass(_ name: String) -> Bool {
        guard let declared = index.type(named: name, near: type.file), let base = index.platformClass(of: declared) else { return false }
        return base == "UIStackView" || base == "NSStackView"
    }

    static let defaultStack = StackViewProperties(axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0, arrangedSubviews: [])

    // MARK: Names

    private func lookup(_ name: String) -> Value {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        if name == "self" { return kind == .viewController ? .unknown : .view(builder.rootID) }
        // In a `UIView` helper run on another view, a name of no local is a member of that view.
        if case .view(let id)? = scopes.last(where: { $0["self"] != nil })?["self"], id != builder.rootID, name.first?.isLowercase == true {
            if let attribute = UIKitVocabulary.anchors[name] { return .anchor(LayoutItem(view: id), attribute) }
            if let guide = UIKitVocabulary.guides[name] { return .guide(LayoutItem(view: id, guide: guide)) }
            if name == "superview", let parent = builder.view(id)?.parent { return .view(parent) }
            return memberRead(name, of: id)
        }
        if kind == .viewController, name == "view" { return .view(builder.rootID) }
        if name == "contentView", let contentView { return .view(contentView) }
        if type.properties.contains(where: { $0.name == name && !$0.isStatic }) { return propertyValue(name) }
        if let constant = staticNumber(name, in: type) { return .number(constant) }
        if let getter = type.computedGetters.first(where: { $0.name == name })?.accessors
            ?? (kind == .viewController ? nil : index.getter(of: name, onClass: type.name, near: type.file)) {
            return runGetter(getter, on: kind == .viewController ? nil : builder.rootID)
        }
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
        keepStored(value)
        properties[name] = value
        if let pending = pendingEscapes.removeValue(forKey: name) { escapeIntoUnknown(value, reason: pending.reason, at: pending.location) }
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

    /// A constraint kept in a property or returned may be activated by code that runs later: it is
    /// never reported as inactive.
    func escape(_ value: Value) {
        switch value {
        case .constraint(let index): builder.updateConstraint(index) { $0.isStored = true }
        case .array(let elements): elements.forEach(escape)
        default: break
        }
    }

    private func keepStored(_ value: Value) { builder.keepStored(value) }

    // MARK: Escapes

    /// Properties named by code autolint does not follow before they were made: they escape when made.
    private var pendingEscapes: [String: (reason: String, location: AutolintModel.SourceLocation)] = [:]

    /// Hands a value to code autolint does not model: every view it holds (or a guide, anchor or
    /// maker of it) is open, and every constraint it holds may be activated, changed or removed
    /// there, so its views are open too and it is never reported as inactive.
    func escapeIntoUnknown(_ value: Value, reason: String, at location: AutolintModel.SourceLocation) {
        builder.escape(value, reason: reason, at: location)
    }

    func escapeIntoUnknown(_ value: Value, reason: String, at node: some SyntaxProtocol) {
        escapeIntoUnknown(value, reason: reason, at: location(of: node))
    }

    /// The layout values the names in a piece of code stand for now (without running it).
    func referencedValues(in node: Syntax) -> [Value] {
        var values: [Value] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind else { continue }
            let value = lookupQuietly(token.text)
            if value.holdsLayout { values.append(value) }
        }
        return values
    }

    /// Code autolint does not follow names these values: they escape into it (and properties it
    /// names that are not made yet escape when they are).
    func escapeReferences(in node: Syntax, reason: String, at anchor: some SyntaxProtocol) {
        let place = location(of: anchor)
        var values: [Value] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind else { continue }
            let name = token.text
            let value = lookupQuietly(name)
            if value.holdsLayout {
                values.append(value)
            } else if properties[name] == nil, pendingEscapes[name] == nil, scopes.allSatisfy({ $0[name] == nil }),
                      type.properties.contains(where: { $0.name == name && !$0.isStatic }) {
                pendingEscapes[name] = (reason, place)
            }
        }
        if values.isEmpty {
            builder.unresolved(reason, at: place)
        } else {
            escapeIntoUnknown(.array(values), reason: reason, at: place)
        }
    }

    /// The innermost type a dotted type name names (`Configs.Dimensions` -> `Dimensions`), if it
    /// is spelt as one.
    static func typePath(_ expression: ExprSyntax) -> String? {
        let parts = expression.trimmedDescription.split(separator: ".")
        guard let last = parts.last, parts.allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        return String(last)
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
        if let closure = expression.as(ClosureExprSyntax.self) {
            // A closure kept as a value may run at any time, or never.
            escapeReferences(in: Syntax(closure), reason: "a closure autolint does not run where it is made", at: closure)
            return .unknown
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), let element = element(of: subscriptCall) { return element }
        if expression.is(StringLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) { return .unknown }
        // Any other expression: not run as code here, but its value may be one of those it names.
        return opaque(referencing: Syntax(expression))
    }

    /// A value autolint does not model, which may hold the layout values the code names.
    func opaque(referencing node: Syntax) -> Value {
        let values = referencedValues(in: node)
        return values.isEmpty ? .unknown : .opaque(values)
    }

    /// `buttons[0]`: an element of an array autolint knows, at a literal index.
    private func element(of subscriptCall: SubscriptCallExprSyntax) -> Value? {
        guard subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
              case .array(let elements) = evaluate(subscriptCall.calledExpression), elements.indices.contains(index) else { return nil }
        return elements[index]
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
        // `Layout.spacing`, `Configs.Dimensions.inset`: a `static let` of a type the app declares.
        if let owner = Self.typePath(baseExpression).flatMap({ index.type(named: $0, near: type.file) }), let constant = staticNumber(name, in: owner) {
            return .number(constant)
        }
        if typeName == "Self", let constant = staticNumber(name, in: type) { return .number(constant) }
        if name == "zero", let typeName, ["UIEdgeInsets", "NSEdgeInsets", "NSDirectionalEdgeInsets", "CGSize", "CGPoint", "CGFloat"].contains(typeName) {
            return .number(0)
        }
        if typeName == "self", kind != .viewController, type.properties.contains(where: { $0.name == name && !$0.isStatic }) { return lookup(name) }
        // `button.rx.tap`, `label.rx.text`: RxCocoa's events and bindings of plain properties
        // hold nothing of the layout; a binding of `isHidden` and anything else stays the view's.
        if let wrapper = baseExpression.as(MemberAccessExprSyntax.self), wrapper.declName.baseName.text == "rx", let owner = wrapper.base,
           case .view(let id) = evaluate(owner), !index.appDeclares("rx", onClass: className(of: id), near: type.file) {
            let plain = Self.reactiveEvents.contains(name) || UIKitVocabulary.layoutNeutralSetters.contains(name)
            return plain && !Self.valueChangingNames.contains(name) ? .unknown : .opaque([.view(id)])
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
            return memberRead(name, of: id)
        case .guide(let item):
            if let attribute = UIKitVocabulary.anchors[name] { return .anchor(item, attribute) }
            return UIKitVocabulary.plainValueMembers.contains(name) ? .unknown : .opaque([base])
        case .opaque:
            return UIKitVocabulary.plainValueMembers.contains(name) ? .unknown : base
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

    /// A member of a view autolint does not model, read: a plain value (`frame`, `text`), a view's
    /// collections (`subviews`, `constraints`) which hold its whole subtree, or anything else,
    /// which may be the view itself or reach it.
    private func memberRead(_ name: String, of id: String) -> Value {
        // `card.titleLabel` of a composed class: the view its property holds.
        if let held = builder.composedProperty(name, of: id) { return .view(held) }
        if let getter = index.getter(of: name, onClass: className(of: id), near: type.file) { return runGetter(getter, on: id) }
        if UIKitVocabulary.plainValueMembers.contains(name) { return .unknown }
        // `label.theme.textColor = …` (RxTheme): a property set through the wrapper is set on the view.
        if name == "theme", !index.appDeclares(name, onClass: className(of: id), near: type.file) { return .view(id) }
        if UIKitVocabulary.subtreeMembers.contains(name) { return .opaque(builder.subtree(of: id).map(Value.view)) }
        return .opaque([.view(id)])
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
        // `_ = …`: the value goes nowhere.
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let scopeIndex = scopes.lastIndex(where: { $0[name] != nil }) {
                scopes[scopeIndex][name] = materialize(value, named: name, at: node)
            } else if type.properties.contains(where: { $0.name == name }) {
                storeProperty(name, value, at: node)
            } else if kind != .viewController {
                // `axis = .vertical` in a view's own code: a property of `self`.
                assign(value, valueExpression: valueExpression, toMember: name, of: .view(builder.rootID), at: node)
            } else {
                assignUnmodelled(value, to: name, of: nil, at: node)
            }
            return
        }
        guard let member = unwrapped(target).as(MemberAccessExprSyntax.self), let baseExpression = member.base else {
            assignUnmodelled(value, to: target.trimmedDescription, of: nil, at: node)
            return
        }
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
        assign(value, valueExpression: valueExpression, toMember: name, of: evaluate(baseExpression), at: node)
    }

    private func assign(_ value: Value, valueExpression: ExprSyntax, toMember name: String, of base: Value, at node: SequenceExprSyntax) {
        switch (base, name) {
        case (.view(let id), "translatesAutoresizingMaskIntoConstraints"), (.view(let id), "isHidden"):
            guard case .bool(let flag) = value else {
                builder.open([id], reason: "\(name) set to a value autolint does not know", at: location(of: node))
                return
            }
            builder.update(id) { record in
                if name == "isHidden" { record.isHidden = flag } else { record.translatesAutoresizingMask = flag }
            }
        case (.view(let id), "axis") where builder.view(id)?.stack != nil, (.view(let id), "orientation") where builder.view(id)?.stack != nil:
            // `orientation` is `NSStackView`'s name for the axis.
            if case .axis(let axis) = value { builder.update(id) { $0.stack?.axis = axis } } else { builder.open([id], reason: "a stack view axis autolint does not know", at: location(of: node)) }
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
            switch value {
            case .bool(true): builder.activate(index)
            case .bool(false): deactivate(base, at: node)
            default: escapeIntoUnknown(base, reason: "a constraint activated or not by a value autolint does not know", at: node)
            }
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
        case (.constraint(let index), "constant"):
            // Set by the code that builds the layout, before its first pass.
            if case .number(let constant) = value {
                builder.updateConstraint(index) { $0.constraint.constant = constant }
            } else {
                escapeIntoUnknown(base, reason: "a constant autolint does not know", at: node)
            }
        default:
            if case .view(let id) = base, let setter = index.setter(of: name, onClass: className(of: id), near: type.file) {
                runSetter(setter, value: value, on: id, name: name, at: node)
                return
            }
            assignUnmodelled(value, to: name, of: base, at: node)
        }
    }

    /// The class of a view followed: the type's own for the root of a view type.
    private func className(of id: String) -> String {
        id == builder.rootID && kind != .viewController ? type.name : builder.view(id)?.className ?? ""
    }

    /// `view.layerCornerRadius = 10` with a setter the app declares: its `set` (or `didSet`) body
    /// runs with `newValue` bound, on that view, as a call would.
    private func runSetter(_ accessors: AccessorBlockSyntax, value: Value, on id: String, name: String, at node: SequenceExprSyntax) {
        guard case .accessors(let list) = accessors.accessors,
              let accessor = list.first(where: { $0.accessorSpecifier.text == "set" }) ?? list.first(where: { $0.accessorSpecifier.text == "didSet" }),
              let body = accessor.body else {
            assignUnmodelled(value, to: name, of: .view(id), at: node)
            return
        }
        let parameter = accessor.parameters?.name.text ?? (accessor.accessorSpecifier.text == "set" ? "newValue" : "oldValue")
        let ran = following(accessor.id, scope: [parameter: accessor.accessorSpecifier.text == "set" ? value : .unknown, "self": .view(id)]) {
            _ = try? run(body.statements)
        }
        if let why = ran.refusal {
            escapeIntoUnknown(.array([.view(id), value]), reason: "\(why) autolint does not follow (the setter of \(name))", at: node)
        }
    }

    /// Runs an accessor's body as a call, within `CallBudget`: nil with the reason it refused.
    private func following<Result>(_ id: SyntaxIdentifier, scope: [String: Value], _ body: () -> Result) -> (result: Result?, refusal: String?) {
        if let why = CallBudget.refusal(isRunning: runningMethods.contains(id), depth: depth, followed: followedCalls) { return (nil, why) }
        runningMethods.insert(id)
        followedCalls += 1
        depth += 1
        scopes.append(scope)
        defer {
            scopes.removeLast()
            runningMethods.remove(id)
            depth -= 1
        }
        return (body(), nil)
    }

    /// `view.inset` with a getter the app declares: its body runs on that view, as a call would,
    /// and gives the value read.
    private func runGetter(_ accessors: AccessorBlockSyntax, on id: String?) -> Value {
        let reached: Value = id.map { .opaque([.view($0)]) } ?? .unknown
        guard let statements = SwiftTypeIndex.getterBody(accessors) else { return reached }
        return following(accessors.id, scope: id.map { ["self": .view($0)] } ?? [:]) { runReturning(statements) }.result ?? reached
    }

    /// `x.property = value` where autolint does not model the property: what the value holds
    /// escapes (a setter may add it anywhere), and so does the receiver unless UIKit documents the
    /// property as content or appearance only.
    private func assignUnmodelled(_ value: Value, to name: String, of base: Value?, at node: some SyntaxProtocol) {
        let reason = "\(name) is set, which autolint does not model"
        // A documented content, appearance or delegate property neither lays out its value nor
        // changes the receiver's layout.
        if base?.holdsLayout == true, UIKitVocabulary.layoutNeutralSetters.contains(name), !mayBeAppCode(name, on: base) { return }
        escapeIntoUnknown(.array([value] + (base.map { [$0] } ?? [])), reason: reason, at: node)
    }

    private func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let wrapped = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(wrapped.expression) }
        if let wrapped = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(wrapped.expression) }
        return expression
    }

    private func storeProperty(_ name: String, _ value: Value, at node: some SyntaxProtocol) {
        let stored = materialize(value, named: name, at: node)
        keepStored(stored)
        properties[name] = stored
        if let observers = type.properties.first(where: { $0.name == name })?.observers {
            // `didSet` runs code autolint does not run here.
            escapeIntoUnknown(stored, reason: "\(name) has observers autolint does not run", at: node)
            escapeReferences(in: Syntax(observers), reason: "\(name) has observers autolint does not run", at: node)
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
        if isReactiveEventChain(ExprSyntax(call)) { return .unknown }
        if let closure = Self.closureRunAtOnce(call) {
            scopes.append([:])
            defer { scopes.removeLast() }
            return runReturning(closure.statements)
        }
        // `[NSLayoutConstraint]()`: an empty array.
        if call.calledExpression.is(ArrayExprSyntax.self), arguments.isEmpty { return .array([]) }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return callFunction(name, call: call, arguments: arguments, on: nil)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return unknownCall(call.calledExpression.trimmedDescription, call, receiver: nil)
        }
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else {
            return unknownCall(name, call, receiver: nil)
        }
        let baseName = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if baseName == "NSLayoutConstraint" {
            if name == "activate", let first = arguments.first {
                activate(evaluate(first.expression), at: call)
                return .unknown
            }
            if name == "deactivate", let first = arguments.first {
                deactivate(evaluate(first.expression), at: call)
                return .unknown
            }
            if name == "constraints" { return visualFormatConstraints(call, arguments: arguments) }
        }
        if baseName == "UILayoutPriority" || baseName == "NSLayoutConstraint.Priority" { return .unknown }
        // `Self.makeRow(…)`, `ThisType.makeRow(…)`: a static method of the type, followed as its own.
        if baseName == "self" || baseName == "Self" || baseName == type.name {
            return callFunction(name, call: call, arguments: arguments, on: nil)
        }
        if baseExpression.is(SuperExprSyntax.self) { return superCall(name, call: call, arguments: arguments) }
        let base = evaluate(baseExpression)
        if let snapKit = snapKitCall(name, on: base, call: call, arguments: arguments) { return snapKit }
        if let configured = thenCall(name, on: base, call: call) { return configured }
        if case .array(let elements) = base, let result = arrayCall(name, elements: elements, storage: baseExpression, call: call) { return result }
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
        default:
            return unknownCall(name, call, receiver: base)
        }
    }

    /// A call autolint does not follow: its receiver, its arguments and whatever its closures name
    /// escape into it (documented UIKit calls that change no layout excepted, their closures not).
    /// What it returns can only be something that escaped, or nothing of the layout.
    private func unknownCall(_ name: String, _ call: FunctionCallExprSyntax, receiver: Value?) -> Value {
        openClosures(of: call, name: name)
        if UIKitVocabulary.layoutNeutralCalls.contains(name), !mayBeAppCode(name, on: receiver) { return .unknown }
        // The real cause: code in another file or a library, or code of this file not followed.
        let reason = index.declaresMethod(named: name) || type.methods.contains(where: { $0.name == name })
            ? "a call autolint does not follow (\(name), declared in this file with other arguments or on another type)"
            : "a call autolint does not follow (\(name) is declared in another file or a library)"
        if let receiver, receiver.holdsLayout { escapeIntoUnknown(receiver, reason: reason, at: call) }
        for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            if Self.isReactiveProperty(argument.expression) {
                let bound = evaluate(argument.expression)
                if bound.holdsLayout { escapeIntoUnknown(bound, reason: reason, at: call) }
                continue
            }
            if isPlainValueRead(argument.expression) || isReactiveEventChain(argument.expression) { continue }
            let values = referencedValues(in: Syntax(argument.expression))
            if !values.isEmpty { escapeIntoUnknown(.array(values), reason: reason, at: call) }
        }
        return .unknown
    }

    /// `super.makeUI()`: the method of the nearest superclass above the running one that declares
    /// it, when the app declares it; UIKit's own (`super.viewDidLoad()`) changes nothing followed.
    private func superCall(_ name: String, call: FunctionCallExprSyntax, arguments: [LabeledExprSyntax]) -> Value {
        let chain = ancestorNames
        let above = Set(chain.drop { $0 != (owners.last ?? type.name) }.dropFirst())
        let candidates = name == "init" ? type.initializers : type.methods
        if let method = candidates.first(where: { above.contains($0.owner) && $0.name == name && $0.parameters.count == arguments.count }) {
            return invoke(method, arguments: arguments, selfView: nil, call: call)
        }
        return unknownCall(name, call, receiver: nil)
    }

    /// Whether a UIKit member name used on a value may run the app's own code instead: the
    /// receiver's class (declared in the app) declares it, or a `UIView` extension does; on a
    /// receiver that is no view autolint follows, any declaration of the name in the app counts.
    private func mayBeAppCode(_ member: String, on receiver: Value?) -> Bool {
        let className: String
        switch receiver {
        case .view(let id)?:
            className = self.className(of: id)
        case nil:
            className = type.name
        default:
            return index.declaresMethod(named: member) || index.declaresProperty(named: member)
        }
        return index.appDeclares(member, onClass: className, near: type.file) || index.viewExtensionMethods.contains { $0.name == member }
    }

    /// `UILabel().then { $0.text = "…" }` (the Then library's idiom, and `do`): the closure runs at
    /// once with the receiver, which `then` returns.
    private func thenCall(_ name: String, on base: Value, call: FunctionCallExprSyntax) -> Value? {
        guard name == "then" || name == "do", call.arguments.isEmpty, let closure = call.trailingClosure, !index.declaresMethod(named: name) else { return nil }
        var target = base
        switch base {
        case .instance(let className), .appViewInstance(let className, _):
            target = materialize(base, named: Self.defaultName(ofClass: className), at: call)
        case .stackViewClass:
            target = materialize(base, named: "stackView", at: call)
        case .view:
            break
        default:
            return nil
        }
        scopes.append([Self.firstParameterName(of: closure): target])
        _ = try? run(closure.statements)
        scopes.removeLast()
        return name == "then" ? target : .unknown
    }

    /// `UILabel` -> `label`: a view's name until a binding gives it its own.
    static func defaultName(ofClass className: String) -> String {
        var name = Substring(className)
        for prefix in ["UI", "NS"] where name.hasPrefix(prefix) && name.count > prefix.count { name = name.dropFirst(prefix.count) }
        name = name.prefix { $0.isLetter || $0.isNumber }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// Arrays of constraints or views, as far as they are modelled exactly: `append`,
    /// `append(contentsOf:)`, `insert(_:at:)`, `removeAll()`, `map`/`compactMap`/`flatMap` with a
    /// closure (run on each element). The array is written back where it lives (a local or a property of the type).
    private func arrayCall(_ name: String, elements: [Value], storage: ExprSyntax, call: FunctionCallExprSyntax) -> Value? {
        let arguments = Array(call.arguments)
        switch name {
        case "append", "insert":
            guard let first = arguments.first, name == "append" ? arguments.count == 1 : arguments.count == 2 else { return nil }
            let added = evaluate(first.expression)
            let grown: Value
            if first.label?.text == "contentsOf" {
                guard case .array(let more) = added else { return nil }
                grown = .array(elements + more)
            } else {
                grown = .array(elements + [added])
            }
            guard write(grown, to: storage) else { return nil }
            return .unknown
        case "removeAll":
            guard arguments.isEmpty || arguments.first?.label?.text == "keepingCapacity", write(.array([]), to: storage) else { return nil }
            return .unknown
        case "map", "compactMap", "flatMap":
            // The closure runs on each element at once, as Swift runs it; a `flatMap` whose
            // closure gives something other than a known array is not modelled.
            guard let closure = call.trailingClosure ?? (arguments.count == 1 ? arguments[0].expression.as(ClosureExprSyntax.self) : nil),
                  call.trailingClosure == nil || arguments.isEmpty else { return nil }
            let parameter = Self.firstParameterName(of: closure)
            var results: [Value] = []
            for element in elements {
                scopes.append([parameter: element])
                let result = Self.isIdentity(closure) ? element : runReturning(closure.statements)
                scopes.removeLast()
                if name == "flatMap" {
                    guard case .array(let inner) = result else { return nil }
                    results += inner
                } else {
                    results.append(result)
                }
            }
            return .array(results)
        default:
            return nil
        }
    }

    /// `{ $0 }`, `{ x in x }`.
    static func isIdentity(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.statements.count == 1, case .expr(let expression) = closure.statements.first!.item,
              let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.text == firstParameterName(of: closure)
    }

    /// Stores a value in the local or property an expression names; false when it names neither.
    private func write(_ value: Value, to target: ExprSyntax) -> Bool {
        var name: String?
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if let scopeIndex = scopes.lastIndex(where: { $0[name!] != nil }) {
                scopes[scopeIndex][name!] = value
                return true
            }
        } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = member.declName.baseName.text
        }
        guard let name, type.properties.contains(where: { $0.name == name && !$0.isStatic }) else { return false }
        keepStored(value)
        properties[name] = value
        return true
    }

    /// `MainActor.assumeIsolated { … }`, `UIView.performWithoutAnimation { … }`,
    /// `autoreleasepool { … }`: documented to run their closure once, at once, before they return.
    static func closureRunAtOnce(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure,
              closure.signature == nil else { return nil }
        let callee = call.calledExpression.trimmedDescription
        return runAtOnceCalls.contains(callee) ? closure : nil
    }

    static let runAtOnceCalls: Set<String> = [
        "MainActor.assumeIsolated", "UIView.performWithoutAnimation", "autoreleasepool",
    ]

    /// The name a closure's first parameter goes by (`make` in `{ make in … }`), else `$0`.
    static func firstParameterName(of closure: ClosureExprSyntax) -> String {
        closure.signature?.parameterClause.flatMap { clause -> String? in
            if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) { return shorthand.first?.name.text }
            return clause.as(ClosureParameterClauseSyntax.self)?.parameters.first?.firstName.text
        } ?? "$0"
    }

    private func lookupQuietly(_ name: String) -> Value {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        if let value = properties[name] { return value }
        return .unknown
    }

    func openViews(referencedIn node: Syntax, reason: String, at anchor: some SyntaxProtocol) {
        escapeReferences(in: node, reason: reason, at: anchor)
    }

    /// Activation of what a value holds; constraints in a value autolint does not know escape (they
    /// may be any of those it names), and what holds none of the layout changes nothing followed.
    private func activate(_ value: Value, at node: some SyntaxProtocol) {
        switch value {
        case .constraint(let index): builder.activate(index)
        case .array(let elements): elements.forEach { activate($0, at: node) }
        case .opaque: escapeIntoUnknown(value, reason: "constraints activated from a value autolint does not know", at: node)
        default: break
        }
    }

    private func deactivate(_ value: Value, at node: some SyntaxProtocol) {
        switch value {
        case .constraint(let index): builder.updateConstraint(index) { record in
            record.isActive = false
            record.isStored = true
        }
        case .array(let elements): elements.forEach { deactivate($0, at: node) }
        case .opaque: escapeIntoUnknown(value, reason: "constraints deactivated from a value autolint does not know", at: node)
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
            if isAppStackViewClass(name), let arranged = arguments.first(where: { $0.label?.text == "arrangedSubviews" || $0.label?.text == "views" }) {
                pendingArranged = evaluate(arranged.expression).views
            }
            if UIKitVocabulary.knownViews[name] == nil, let declared = index.type(named: name, near: type.file), index.rootKind(of: declared) == .view {
                return .appViewInstance(name, labels: arguments.map { $0.label?.text ?? "_" })
            }
            if UIKitVocabulary.knownViews[name] != nil || index.type(named: name).map({ index.rootKind(of: $0) == .view }) == true {
                return name == "UIImageView" && arguments.contains(where: { $0.label?.text == "image" }) ? .instance("UIImageView(image:)") : .instance(name)
            }
            // Any other type: a view if the code adds it to one (an unknown class then opens it).
            return Self.nonViewTypes.contains(name) ? .unknown : .instance(name)
        }
        // In a helper, setter or getter run on another view, a call without a receiver is that
        // view's: a `UIView` method of it, a helper, or code of its own class not followed.
        if case .view(let other)? = scopes.last(where: { $0["self"] != nil })?["self"], other != builder.rootID,
           !Self.globalFunctions.contains(name) {
            return callViewMethod(name, on: other, call: call, arguments: arguments)
        }
        if kind != .viewController, Self.viewMethods.contains(name) {
            return callViewMethod(name, on: builder.rootID, call: call, arguments: arguments)
        }
        let methods = type.methods + (kind == .viewController ? [] : index.viewExtensionMethods)
        if let method = methods.first(where: { $0.name == name && $0.parameters.count == arguments.count }) {
            return invoke(method, arguments: arguments, selfView: view, call: call)
        }
        return unknownCall(name, call, receiver: nil)
    }

    /// Closures handed to a call autolint does not follow may run later, or never (an animation, a
    /// notification handler that moves views for the keyboard): the views they touch are open.
    private func openClosures(of call: FunctionCallExprSyntax, name: String) {
        let closures = [call.trailingClosure] + call.arguments.map { $0.expression.as(ClosureExprSyntax.self) }
            + call.additionalTrailingClosures.map(\.closure)
        for closure in closures.compactMap({ $0 }) {
            escapeCodeRunLater(Syntax(closure), reason: "a closure handed to a call autolint does not follow (\(name))")
        }
    }

    private var pendingArranged: [String] = []

    /// Types whose instances are never views (values, not hierarchy).
    static let nonViewTypes: Set<String> = [
        "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIColor", "UIFont", "UIImage", "NSAttributedString",
        "UILayoutGuide", "NSLayoutGuide", "UIFontMetrics", "DateFormatter", "NumberFormatter", "URL", "NSLayoutConstraint", "UITapGestureRecognizer",
    ]

    /// The standard library's and Foundation's free functions a view's code calls: never a method
    /// of the view.
    static let globalFunctions: Set<String> = [
        "min", "max", "abs", "round", "floor", "ceil", "print", "debugPrint", "assert", "assertionFailure", "precondition",
        "preconditionFailure", "fatalError", "NSLocalizedString", "String", "stride", "zip", "type",
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
            escapeIntoUnknown(.array([.view(selfView ?? builder.rootID)] + values), reason: "\(why) autolint does not follow (\(method.name))", at: call)
            return .unknown
        }
        runningMethods.insert(method.node.id)
        ranMethods.insert(method.node.id)
        defer { runningMethods.remove(method.node.id) }
        followedCalls += 1
        depth += 1
        owners.append(method.owner)
        defer {
            depth -= 1
            owners.removeLast()
        }
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
            if let first = arguments.first { activate(evaluate(first.expression), at: call) }
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
        case "layoutIfNeeded", "setNeedsLayout", "sizeToFit", "bringSubviewToFront", "sendSubviewToBack":
            return .unknown
        case "removeFromSuperview":
            // UIKit drops the constraints that leave with it; autolint does not model removal.
            builder.open(builder.subtree(of: id), reason: "a view removed from its superview", at: location(of: call))
            return .unknown
        case "removeConstraints", "removeConstraint", "mas_makeConstraints":
            builder.open([id], reason: "constraints changed in a way autolint does not follow (\(name))", at: location(of: call))
            return .unknown
        default:
            if UIKitVocabulary.layoutNeutralCalls.contains(name), !mayBeAppCode(name, on: .view(id)) { return .unknown }
            if let method = index.viewExtensionMethods.first(where: { $0.name == name && $0.parameters.count == arguments.count }) {
                return self.invoke(method, arguments: arguments, selfView: id, call: call)
            }
            if id == builder.rootID, let method = type.methods.first(where: { $0.name == name && $0.parameters.count == arguments.count }) {
                return self.invoke(method, arguments: arguments, selfView: nil, call: call)
            }
            return unknownCall(name, call, receiver: .view(id))
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
