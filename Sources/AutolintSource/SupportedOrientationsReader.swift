import AutolintModel
import SwiftParser
import SwiftSyntax

/// What the view controller classes of a Swift file say about orientation: each class's
/// superclass, and the mask its `supportedInterfaceOrientations` override returns, when the
/// override returns one mask whatever happens (`.portrait`, `[.portrait, .landscapeLeft]`,
/// `UIInterfaceOrientationMask.allButUpsideDown`). An override that decides at run time (on the
/// idiom, on state) is `decidedAtRunTime`: autolint then takes every orientation.
public enum SupportedOrientationsReader {
    public enum Override: Equatable, Sendable {
        case mask(SupportedDevices.Orientations)
        case decidedAtRunTime
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
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: text))
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

        /// `{ .portrait }`, `{ return .portrait }` or `{ get { return .portrait } }`.
        private static func override(of binding: PatternBindingSyntax) -> Override {
            var statements: CodeBlockItemListSyntax?
            switch binding.accessorBlock?.accessors {
            case .getter(let body): statements = body
            case .accessors(let accessors):
                statements = accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            case nil: statements = nil
            }
            guard let statements, statements.count == 1, let item = statements.first?.item else { return .decidedAtRunTime }
            let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            return expression.flatMap(SupportedOrientationsReader.mask).map(Override.mask) ?? .decidedAtRunTime
        }
    }
}
