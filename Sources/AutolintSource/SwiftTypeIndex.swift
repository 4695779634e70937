import SwiftSyntax

/// The types a Swift file declares, with the members a layout is built from: stored properties
/// (and their initialisers), methods and initialisers. A type's extensions in the same file add
/// to it; `UIView` extensions hold helpers that any type may call.
struct SwiftTypeIndex {
    struct Property {
        var name: String
        var typeName: String?
        var initializer: ExprSyntax?
        var isLazy: Bool
        var isStatic: Bool
        var node: Syntax
        /// `didSet`/`willSet` observers: code that runs when the property is set.
        var observers: AccessorBlockSyntax? = nil
    }

    struct Method {
        var name: String
        var parameters: [(label: String?, name: String)]
        var body: CodeBlockSyntax
        var node: Syntax
    }

    struct TypeInfo {
        var name: String
        var superclass: String?
        var node: Syntax
        var properties: [Property] = []
        var methods: [Method] = []
        var initializers: [Method] = []
        /// Computed properties that can be set (or whose declaration autolint cannot tell apart).
        var computedSetters: [(name: String, accessors: AccessorBlockSyntax)] = []
    }

    private(set) var types: [TypeInfo] = []
    /// Methods of `extension UIView` / `NSView` (and of protocols' extensions): callable on any view.
    private(set) var viewExtensionMethods: [Method] = []

    init(_ file: SourceFileSyntax) {
        for item in file.statements {
            collect(item.item.as(DeclSyntax.self))
        }
    }

    private mutating func collect(_ decl: DeclSyntax?) {
        guard let decl else { return }
        if let type = decl.as(ClassDeclSyntax.self) {
            let superclass = type.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedDescription }
            var info = TypeInfo(name: type.name.text, superclass: superclass, node: Syntax(type))
            add(type.memberBlock, to: &info)
            types.append(info)
        } else if let type = decl.as(StructDeclSyntax.self) {
            // SwiftUI views and plain structs build no UIKit hierarchy; their nested classes might.
            for member in type.memberBlock.members { collect(member.decl) }
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let extended = extensionDecl.extendedType.trimmedDescription
            if let index = types.firstIndex(where: { $0.name == extended }) {
                add(extensionDecl.memberBlock, to: &types[index])
            } else if ["UIView", "NSView"].contains(extended) {
                var helper = TypeInfo(name: extended, superclass: nil, node: Syntax(extensionDecl))
                add(extensionDecl.memberBlock, to: &helper)
                viewExtensionMethods += helper.methods
            } else {
                // An extension of a type declared in another file: what it adds stays unknown.
                var info = TypeInfo(name: extended, superclass: nil, node: Syntax(extensionDecl))
                add(extensionDecl.memberBlock, to: &info)
                types.append(info)
            }
        }
    }

    private func add(_ members: MemberBlockSyntax, to info: inout TypeInfo) {
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                let modifiers = variable.modifiers.map(\.name.text)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    // Computed properties (`var x: T { ... }`) build nothing when declared; setting
                    // one runs code, as setting a property with observers does.
                    if let accessors = binding.accessorBlock, binding.initializer == nil {
                        if binding.typeAnnotation == nil || Self.hasSetter(accessors) { info.computedSetters.append((name, accessors)) }
                        continue
                    }
                    info.properties.append(Property(
                        name: name, typeName: binding.typeAnnotation.map { $0.type.trimmedDescription },
                        initializer: binding.initializer?.value, isLazy: modifiers.contains("lazy"),
                        isStatic: modifiers.contains("static") || modifiers.contains("class"), node: Syntax(binding),
                        observers: binding.accessorBlock))
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                info.methods.append(Method(name: function.name.text, parameters: Self.parameters(function.signature.parameterClause), body: body, node: Syntax(function)))
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                info.initializers.append(Method(name: "init", parameters: Self.parameters(initializer.signature.parameterClause), body: body, node: Syntax(initializer)))
            }
        }
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [(label: String?, name: String)] {
        clause.parameters.map { parameter in
            let first = parameter.firstName.text
            let second = parameter.secondName?.text
            return (label: first == "_" ? nil : first, name: second ?? first)
        }
    }

    private static func hasSetter(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.contains { ["set", "didSet", "willSet"].contains($0.accessorSpecifier.text) }
    }

    func type(named name: String) -> TypeInfo? { types.first { $0.name == name } }

    /// Whether any type of the file declares a property of this name (stored or computed).
    func declaresProperty(named name: String) -> Bool {
        types.contains { $0.properties.contains { $0.name == name } || $0.computedSetters.contains { $0.name == name } }
    }

    /// Whether any type or extension of the file declares a method of this name (so a UIKit name
    /// may mean the app's own code).
    func declaresMethod(named name: String) -> Bool {
        types.contains { $0.methods.contains { $0.name == name } } || viewExtensionMethods.contains { $0.name == name }
    }

    /// The UIKit or AppKit class a type descends from, through types of this file.
    func platformClass(of type: TypeInfo) -> String? {
        var current: TypeInfo? = type
        var seen: Set<String> = []
        while let info = current, seen.insert(info.name).inserted, let superclass = info.superclass {
            if UIKitVocabulary.rootKind(ofSuperclass: superclass) != nil { return superclass }
            current = self.type(named: superclass)
        }
        return nil
    }

    /// How the type's root is laid out: from its superclass, followed through types of this file.
    func rootKind(of type: TypeInfo) -> UIKitVocabulary.RootKind? {
        var current: TypeInfo? = type
        var seen: Set<String> = []
        while let info = current, seen.insert(info.name).inserted {
            guard let superclass = info.superclass else { return nil }
            if let kind = UIKitVocabulary.rootKind(ofSuperclass: superclass) { return kind }
            current = self.type(named: superclass)
        }
        return nil
    }
}
