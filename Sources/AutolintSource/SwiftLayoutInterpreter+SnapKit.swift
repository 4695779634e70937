import AutolintModel
import SwiftSyntax

/// SnapKit in Swift: `view.snp.makeConstraints { make in make.top.equalTo(other.snp.bottom).offset(8) }`.
/// The lines are read into `ConstraintMaker.Description`s, which `ConstraintMaker` expands as
/// SnapKit does; this file only knows SnapKit's Swift spelling.
extension SwiftLayoutInterpreter {
    /// `view.snp`, `other.snp.bottom`, `make.top`, `make.leading.trailing`, `.with`/`.and`.
    func snapKitMember(_ name: String, of base: Value, at member: MemberAccessExprSyntax) -> Value? {
        switch base {
        case .view(let id) where name == "snp":
            return .snapDSL(LayoutItem(view: id))
        case .guide(let item) where name == "snp":
            return .snapDSL(item)
        case .snapDSL(let item):
            if let guide = UIKitVocabulary.guides[name], item.guide == nil { return .snapDSL(LayoutItem(view: item.view, guide: guide)) }
            return ConstraintMaker.attributes(named: name).map { .snapItem(item, $0) }
        case .maker(let item):
            guard let attributes = ConstraintMaker.attributes(named: name) else { return nil }
            makerLines.append(ConstraintMaker.Description(library: .snapKit, item: item, attributes: attributes, location: location(of: member)))
            return .makerLine(makerLines.count - 1)
        case .makerLine(let index):
            if ["with", "and", "constraint"].contains(name) { return base }
            guard let attributes = ConstraintMaker.attributes(named: name) else { return nil }
            makerLines[index].attributes += attributes
            return base
        default:
            return nil
        }
    }

    /// `makeConstraints`/`remakeConstraints`/`updateConstraints` blocks, `removeConstraints()`, and
    /// the calls of a line: relations, `offset`, `inset`, `multipliedBy`, `dividedBy`, `priority`, `labeled`.
    func snapKitCall(_ name: String, on base: Value, call: FunctionCallExprSyntax, arguments: [LabeledExprSyntax]) -> Value? {
        switch base {
        case .snapDSL(let item) where ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(name):
            guard let closure = call.trailingClosure ?? arguments.first?.expression.as(ClosureExprSyntax.self) else {
                builder.open([item.view], reason: "a SnapKit block autolint cannot see", at: location(of: call))
                return .unknown
            }
            runMaker(closure, on: item, replacing: name == "remakeConstraints", updating: name == "updateConstraints", at: call)
            return .unknown
        case .snapDSL(let item) where name == "removeConstraints":
            builder.deactivateMakerConstraints(of: item.view)
            return .unknown
        case .makerLine(let index):
            readLineCall(name, of: index, arguments: arguments)
            return base
        default:
            return nil
        }
    }

    private func readLineCall(_ name: String, of index: Int, arguments: [LabeledExprSyntax]) {
        let value = arguments.first.map { evaluate($0.expression) }
        switch name {
        case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo":
            makerLines[index].relation = SourceLayoutBuilder.relation(ofLabel: name)
            if let target = value.flatMap(Self.makerTarget) { makerLines[index].target = target } else { notUnderstood(index, value) }
        case "equalToSuperview", "greaterThanOrEqualToSuperview", "lessThanOrEqualToSuperview":
            makerLines[index].relation = SourceLayoutBuilder.relation(ofLabel: name)
            makerLines[index].target = .superview
            if !arguments.isEmpty { notUnderstood(index, value) }
        case "offset":
            if case .number(let amount)? = value { makerLines[index].constant = .number(amount) } else { notUnderstood(index, value) }
        case "inset":
            switch value {
            case .number(let amount)?: makerLines[index].constant = .insets(top: amount, left: amount, bottom: amount, right: amount)
            case .makerConstant(let insets)?: makerLines[index].constant = insets
            default: notUnderstood(index, value)
            }
        case "multipliedBy", "dividedBy":
            guard case .number(let amount)? = value, amount != 0 else { return notUnderstood(index, value) }
            makerLines[index].multiplier = name == "multipliedBy" ? amount : 1 / amount
        case "priority":
            if let priority = snapKitPriority(arguments.first?.expression, value) { makerLines[index].priority = LayoutPriority(priority) } else { notUnderstood(index, value) }
        case "priorityRequired", "priorityHigh", "priorityMedium", "priorityLow":
            let word = name.dropFirst("priority".count).lowercased()
            makerLines[index].priority = LayoutPriority(ConstraintMaker.priorities[word] ?? 1000)
        case "labeled":
            if let text = arguments.first?.expression.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription {
                makerLines[index].identifier = text
            }
        default:
            notUnderstood(index, value)
        }
    }

    private func notUnderstood(_ index: Int, _ value: Value?) {
        makerLines[index].isUnderstood = false
        if let value { escape(value) }
    }

    /// `.high`, `.medium`, `.low`, `.required`, a number or a `UILayoutPriority`.
    private func snapKitPriority(_ expression: ExprSyntax?, _ value: Value?) -> Float? {
        if let member = expression?.as(MemberAccessExprSyntax.self), member.base == nil,
           let priority = ConstraintMaker.priorities[member.declName.baseName.text] { return priority }
        switch value {
        case .number(let number)?: return Float(number)
        case .priority(let priority)?: return priority
        default: return nil
        }
    }

    /// What `equalTo(…)` may take: a view, a guide, another item's attributes, a number, a size/point/insets.
    static func makerTarget(_ value: Value) -> ConstraintMaker.Target? {
        switch value {
        case .view(let id): .item(LayoutItem(view: id))
        case .guide(let item), .snapDSL(let item): .item(item)
        case .snapItem(let item, let attributes): .attributes(item, attributes)
        case .number(let number): .constant(.number(number))
        case .makerConstant(let constant): .constant(constant)
        default: nil
        }
    }

    /// Runs a maker block and makes its constraints, as SnapKit does when the block returns: the
    /// view stops translating its autoresizing mask, `remake` drops the ones made before, and
    /// `update` changes the constants of matching ones.
    private func runMaker(_ closure: ClosureExprSyntax, on item: LayoutItem, replacing: Bool, updating: Bool, at call: FunctionCallExprSyntax) {
        let firstLine = makerLines.count
        scopes.append([Self.firstParameterName(of: closure): .maker(item)])
        _ = try? run(closure.statements)
        scopes.removeLast()
        let lines = Array(makerLines[firstLine...])
        makerLines.removeSubrange(firstLine...)
        builder.make(lines, on: item, replacing: replacing, updating: updating, library: "SnapKit")
    }

    /// `CGSize(width:height:)`, `CGPoint(x:y:)`, `UIEdgeInsets(top:left:bottom:right:)`,
    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, `UIEdgeInsetsMake(…)`, with numbers autolint knows.
    func makerConstant(_ name: String, arguments: [LabeledExprSyntax]) -> Value? {
        let shapes: [String: [String]] = [
            "CGSize": ["width", "height"], "CGPoint": ["x", "y"], "UIEdgeInsets": ["top", "left", "bottom", "right"],
            "NSEdgeInsets": ["top", "left", "bottom", "right"], "UIEdgeInsetsMake": ["", "", "", ""],
            "NSDirectionalEdgeInsets": ["top", "leading", "bottom", "trailing"],
        ]
        guard let labels = shapes[name] else { return nil }
        var numbers: [Double] = []
        for (argument, label) in zip(arguments, labels) {
            guard (argument.label?.text ?? "") == label, case .number(let number) = evaluate(argument.expression) else { return .unknown }
            numbers.append(number)
        }
        guard numbers.count == labels.count else { return .unknown }
        switch name {
        case "CGSize": return .makerConstant(.size(width: numbers[0], height: numbers[1]))
        case "CGPoint": return .makerConstant(.point(x: numbers[0], y: numbers[1]))
        case "NSDirectionalEdgeInsets": return .makerConstant(.directionalInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3]))
        default: return .makerConstant(.insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
        }
    }
}
