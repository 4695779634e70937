import AutolintModel
import SwiftParser
import SwiftSyntax

/// What the view controller classes of a Swift file say about orientation: each class's
/// superclass, and the mask its `supportedInterfaceOrientations` override returns, when the
/// override returns one mask whatever happens (`.portrait`, `[.portrait, .landscapeLeft]`,
/// `UIInterfaceOrientationMask.allButUpsideDown`), or one per idiom
/// (`UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait`, or the same as an `if`
/// that returns followed by a `return`). An override that decides on anything else at run time
/// (on state, on another controller) is `decidedAtRunTime`: autolint then takes every orientation.
public enum SupportedOrientationsReader {
    public enum Override: Equatable, Sendable {
        case mask(SupportedDevices.Orientations)
        /// One mask on phones, another on iPads.
        case byIdiom(phone: SupportedDevices.Orientations, pad: SupportedDevices.Orientations)
        case decidedAtRunTime

        /// The mask on phones and on iPads.
        public var masks: (phone: SupportedDevices.Orientations, pad: SupportedDevices.Orientations)? {
            switch self {
            case .mask(let mask): (mask, mask)
            case .byIdiom(let phone, let pad): (phone, pad)
            case .decidedAtRunTime: nil
            }
        }
    }

    public struct ClassFacts: Equatable, Sendable {
        public var name: String
        public var superclass: String?
        public var supportedOrientations: Override?
    }

    /// The classes `text` declares, in order, with the overrides its extensions of them add;
    /// none when the file cannot be parsed safely.
    public static func classes(in text: String, path: String) -> [ClassFacts] {
        guard SwiftBracketDepth.refusal(in: text, path: path) == nil else { return [] }
        let tree = Parser.parse(source: text)
        guard SwiftTreeDepth.refusal(in: tree, text: text, path: path) == nil else { return [] }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        var classes = visitor.classes
        for (name, override) in visitor.extensionOverrides {
            guard let index = classes.firstIndex(where: { $0.name == name }) else { continue }
            classes[index].supportedOrientations = classes[index].supportedOrientations == nil ? override : .decidedAtRunTime
        }
        return classes
    }

    /// The mask a literal expression names; nil for anything else.
    static func mask(of expression: ExprSyntax) -> SupportedDevices.Orientations? {
        if let array = expression.as(ArrayExprSyntax.self) {
            var union: SupportedDevices.Orientations = []
            for element in array.elements {
                guard let member = mask(of: element.expression) else { return nil }
                union.formUnion(member)
            }
            return union
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.trimmedDescription != "UIInterfaceOrientationMask" { return nil }
        switch member.declName.baseName.text {
        case "portrait", "portraitUpsideDown": return .portrait
        case "landscape", "landscapeLeft", "landscapeRight": return .landscape
        case "all", "allButUpsideDown": return .all
        default: return nil
        }
    }

    private final class Visitor: SyntaxVisitor {
        var classes: [ClassFacts] = []
        /// Overrides in `extension Name { … }`, by the extended type's name, in order.
        var extensionOverrides: [(String, Override)] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let superclass = node.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedDescription }
            var facts = ClassFacts(name: node.name.text, superclass: superclass)
            facts.supportedOrientations = Self.override(in: node.memberBlock)
            classes.append(facts)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let override = Self.override(in: node.memberBlock) { extensionOverrides.append((node.extendedType.trimmedDescription, override)) }
            return .visitChildren
        }

        /// The override among `members`; one inside `#if` depends on the build, so it is
        /// decided at run time as far as a document can tell.
        private static func override(in members: MemberBlockSyntax) -> Override? {
            var found: Override?
            for member in members.members {
                if let conditional = member.decl.as(IfConfigDeclSyntax.self), conditional.trimmedDescription.contains("supportedInterfaceOrientations") {
                    found = .decidedAtRunTime
                }
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      variable.modifiers.contains(where: { $0.name.text == "override" }),
                      let binding = variable.bindings.first,
                      binding.pattern.trimmedDescription == "supportedInterfaceOrientations" else { continue }
                found = found == nil ? Self.override(of: binding) : .decidedAtRunTime
            }
            return found
        }

        /// `{ .portrait }`, `{ return .portrait }`, `{ get { return .portrait } }`, by idiom
        /// `{ idiom == .pad ? .all : .portrait }` or `{ if idiom == .pad { return .all }; return .portrait }`.
        private static func override(of binding: PatternBindingSyntax) -> Override {
            var statements: CodeBlockItemListSyntax?
            switch binding.accessorBlock?.accessors {
            case .getter(let body): statements = body
            case .accessors(let accessors):
                statements = accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            case nil: statements = nil
            }
            let items = statements.map { Array($0.map(\.item)) } ?? []
            if items.count == 1, let expression = Self.returned(items[0]) {
                if let mask = SupportedOrientationsReader.mask(of: expression) { return .mask(mask) }
                if let (isPad, then, otherwise) = Self.idiomTernary(expression),
                   let then = SupportedOrientationsReader.mask(of: then), let otherwise = SupportedOrientationsReader.mask(of: otherwise) {
                    return isPad ? .byIdiom(phone: otherwise, pad: then) : .byIdiom(phone: then, pad: otherwise)
                }
            }
            if items.count == 2, let branch = items[0].as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? items[0].as(IfExprSyntax.self),
               branch.elseBody == nil, branch.conditions.count == 1, case .expression(let condition) = branch.conditions.first?.condition,
               let isPad = Self.isPad(condition), branch.body.statements.count == 1,
               let then = branch.body.statements.first.flatMap({ Self.returned($0.item) }).flatMap(SupportedOrientationsReader.mask),
               let otherwise = Self.returned(items[1]).flatMap(SupportedOrientationsReader.mask) {
                return isPad ? .byIdiom(phone: otherwise, pad: then) : .byIdiom(phone: then, pad: otherwise)
            }
            return .decidedAtRunTime
        }

        /// The expression a statement returns, or the statement itself when it is one.
        private static func returned(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
            item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        }

        /// `….userInterfaceIdiom == .pad` (true) or `== .phone` (false); nil for any other condition.
        /// The parser leaves operators unfolded: the comparison is a sequence of three.
        private static func isPad(_ condition: ExprSyntax) -> Bool? {
            guard let elements = condition.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3 else { return nil }
            return isPad(elements[0], elements[1], elements[2])
        }

        private static func isPad(_ left: ExprSyntax, _ operation: ExprSyntax, _ right: ExprSyntax) -> Bool? {
            guard operation.as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
                  left.trimmedDescription.hasSuffix("userInterfaceIdiom"),
                  let idiom = right.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
            switch idiom {
            case "pad": return true
            case "phone": return false
            default: return nil
            }
        }

        /// `idiom == .pad ? then : otherwise`, unfolded: a sequence of five.
        private static func idiomTernary(_ expression: ExprSyntax) -> (isPad: Bool, then: ExprSyntax, otherwise: ExprSyntax)? {
            guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 5,
                  let isPad = isPad(elements[0], elements[1], elements[2]),
                  let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self) else { return nil }
            return (isPad, ternary.thenExpression, elements[4])
        }
    }
}
