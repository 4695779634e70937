import SwiftSyntax

/// The types the Swift files of a run declare (the whole app when a folder is checked), with the
/// members a layout is built from: stored properties (and their initialisers), methods and
/// initialisers. A type's extensions in any file add to it; `UIView` extensions hold helpers that
/// any type may call; a superclass declared in another file is followed.
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
        /// The type (or extension) that declares it: `super.name()` in it calls the next one up.
        var owner: String = ""
        var name: String
        var parameters: [(label: String?, name: String)]
        var body: CodeBlockSyntax
        var node: Syntax
    }

    struct TypeInfo {
        var name: String
        var superclass: String?
        var node: Syntax
        /// The file that declares it (for a type declared twice, as in an app's iOS and macOS
        /// targets, the declaration nearest a use is taken).
        var file: String = ""
        var properties: [Property] = []
        var methods: [Method] = []
        var initializers: [Method] = []
        /// Computed properties that can be set (or whose declaration autolint cannot tell apart).
        var computedSetters: [(name: String, accessors: AccessorBlockSyntax)] = []
        /// Computed properties that can be read: their getters run when they are.
        var computedGetters: [(name: String, accessors: AccessorBlockSyntax)] = []
    }

    private(set) var types: [TypeInfo] = []
    /// Methods of `extension UIView` / `NSView` (and of protocols' extensions): callable on any view.
    private(set) var viewExtensionMethods: [Method] = []
    /// Settable computed properties of `extension UIView` / `NSView` (`layerCornerRadius`): setting one on any view runs its setter.
    private(set) var viewExtensionSetters: [(name: String, accessors: AccessorBlockSyntax)] = []
    /// Computed properties of `extension UIView` / `NSView` (`inset`): reading one on any view runs its getter.
    private(set) var viewExtensionGetters: [(name: String, accessors: AccessorBlockSyntax)] = []

    /// Type positions by name, in declaration order.
    private var positions: [String: [Int]] = [:]

    /// Classes first, from every file, then the extensions, so that an extension finds its type
    /// wherever either is declared.
    init(files: [(path: String, tree: SourceFileSyntax)]) {
        for (path, tree) in files {
            for item in tree.statements { collectClasses(item.item.as(DeclSyntax.self), file: path) }
        }
        for (path, tree) in files {
            for item in tree.statements { collectExtensions(item.item.as(DeclSyntax.self), file: path) }
        }
        for type in types {
            propertyNames.formUnion(type.properties.map(\.name) + type.computedSetters.map(\.name) + type.computedGetters.map(\.name))
            methodNames.formUnion(type.methods.map(\.name))
        }
        for (position, type) in types.enumerated() { positionsByFile[type.file, default: []].append(position) }
        methodNames.formUnion(viewExtensionMethods.map(\.name))
        propertyNames.formUnion(viewExtensionSetters.map(\.name) + viewExtensionGetters.map(\.name))
    }

    private mutating func collectClasses(_ decl: DeclSyntax?, file: String) {
        guard let decl else { return }
        if let type = decl.as(ClassDeclSyntax.self) {
            // `Cell<Date>` descends from the generic class `Cell`.
            let superclass = type.inheritanceClause?.inheritedTypes.first.map { inherited in
                inherited.type.as(IdentifierTypeSyntax.self)?.name.text ?? inherited.type.trimmedDescription
            }
            var info = TypeInfo(name: type.name.text, superclass: superclass, node: Syntax(type), file: file)
            add(type.memberBlock, to: &info)
            append(info)
            for member in type.memberBlock.members { collectClasses(member.decl, file: file) }
        } else if let group = decl.asProtocol(DeclGroupSyntax.self), decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) {
            // A struct or enum builds no UIKit hierarchy (SwiftUI views are structs); it is kept
            // for its `static let` constants, and for the classes nested in it.
            let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)!.name.text
            var info = TypeInfo(name: name, superclass: nil, node: Syntax(decl), file: file)
            add(group.memberBlock, to: &info)
            info.properties.removeAll { !$0.isStatic }
            append(info)
            for member in group.memberBlock.members { collectClasses(member.decl, file: file) }
        }
    }

    private mutating func collectExtensions(_ decl: DeclSyntax?, file: String) {
        guard let extensionDecl = decl?.as(ExtensionDeclSyntax.self) else { return }
        let extended = extensionDecl.extendedType.trimmedDescription
        if let index = position(of: extended, near: file) {
            add(extensionDecl.memberBlock, to: &types[index])
        } else if ["UIView", "NSView"].contains(extended) {
            var helper = TypeInfo(name: extended, superclass: nil, node: Syntax(extensionDecl), file: file)
            add(extensionDecl.memberBlock, to: &helper)
            viewExtensionMethods += helper.methods
            viewExtensionSetters += helper.computedSetters
            viewExtensionGetters += helper.computedGetters
        } else {
            // An extension of a type declared in no file read: what it adds stays unknown.
            var info = TypeInfo(name: extended, superclass: nil, node: Syntax(extensionDecl), file: file)
            add(extensionDecl.memberBlock, to: &info)
            append(info)
        }
    }

    private mutating func append(_ info: TypeInfo) {
        positions[info.name, default: []].append(types.count)
        types.append(info)
    }

    /// The declaration of `name` nearest `file`: in it, else the one whose path shares the most
    /// folders with it (an app's iOS and macOS targets may both declare a `DetailViewController`).
    private func position(of name: String, near file: String) -> Int? {
        guard let candidates = positions[name], let first = candidates.first else { return nil }
        guard candidates.count > 1 else { return first }
        let folders = file.split(separator: "/")
        return candidates.max { a, b in
            Self.sharedFolders(types[a].file, folders) < Self.sharedFolders(types[b].file, folders)
        }
    }

    private static func sharedFolders(_ path: String, _ folders: [Substring]) -> Int {
        zip(path.split(separator: "/"), folders).prefix { $0 == $1 }.count
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
                        if Self.getterBody(accessors) != nil, !modifiers.contains("static"), !modifiers.contains("class") { info.computedGetters.append((name, accessors)) }
                        continue
                    }
                    info.properties.append(Property(
                        name: name, typeName: binding.typeAnnotation.map { $0.type.trimmedDescription },
                        initializer: binding.initializer?.value, isLazy: modifiers.contains("lazy"),
                        isStatic: modifiers.contains("static") || modifiers.contains("class"), node: Syntax(binding),
                        observers: binding.accessorBlock))
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                info.methods.append(Method(owner: info.name, name: function.name.text, parameters: Self.parameters(function.signature.parameterClause), body: body, node: Syntax(function)))
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                info.initializers.append(Method(owner: info.name, name: "init", parameters: Self.parameters(initializer.signature.parameterClause), body: body, node: Syntax(initializer)))
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

    /// The statements a computed property's getter runs: `{ return x }` or `get { … }`.
    static func getterBody(_ accessors: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch accessors.accessors {
        case .getter(let statements): statements
        case .accessors(let list): list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    private static func hasSetter(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.contains { ["set", "didSet", "willSet"].contains($0.accessorSpecifier.text) }
    }

    func type(named name: String, near file: String = "") -> TypeInfo? {
        position(of: name, near: file).map { types[$0] }
    }

    /// The type, then each superclass declared in the files read, nearest first.
    func ancestry(of type: TypeInfo) -> [TypeInfo] {
        var chain = [type]
        var seen: Set<String> = [type.name]
        while let superclass = chain.last!.superclass, let next = self.type(named: superclass, near: chain.last!.file),
              next.node.is(ClassDeclSyntax.self), seen.insert(next.name).inserted {
            chain.append(next)
        }
        return chain
    }

    /// A type with what it inherits from superclasses declared in the files read: their stored
    /// properties, methods (overrides first, so a call finds the most derived; the overridden ones
    /// after, for `super`), initialisers and settable computed properties.
    func inheriting(_ type: TypeInfo) -> TypeInfo {
        let chain = ancestry(of: type)
        guard chain.count > 1 else { return type }
        var flat = type
        for ancestor in chain.dropFirst() {
            flat.properties += ancestor.properties.filter { inherited in !flat.properties.contains { $0.name == inherited.name } }
            flat.methods += ancestor.methods
            flat.initializers += ancestor.initializers
            flat.computedSetters += ancestor.computedSetters.filter { inherited in !flat.computedSetters.contains { $0.name == inherited.name } }
            flat.computedGetters += ancestor.computedGetters.filter { inherited in !flat.computedGetters.contains { $0.name == inherited.name } }
        }
        return flat
    }

    /// Names of every property and method of the files read, gathered once (a folder's thousands of
    /// types are not scanned at each question).
    private var propertyNames: Set<String> = []
    private var positionsByFile: [String: [Int]] = [:]

    /// The types (and extensions of types declared in no file read) written in one file, in order.
    func types(declaredIn file: String) -> [TypeInfo] {
        (positionsByFile[file] ?? []).map { types[$0] }
    }
    private var methodNames: Set<String> = []

    /// Whether any type of the files read declares a property of this name (stored or computed).
    func declaresProperty(named name: String) -> Bool {
        propertyNames.contains(name)
    }

    /// Whether any type or extension of the file declares a method of this name (so a UIKit name
    /// may mean the app's own code).
    func declaresMethod(named name: String) -> Bool {
        methodNames.contains(name)
    }

    /// Whether a member of an instance of `className` may be the app's own code: the class or a
    /// superclass declared in the files read declares it (an extension of a UIKit class cannot
    /// replace UIKit's own members, so those stay UIKit's).
    func appDeclares(_ member: String, onClass className: String, near file: String) -> Bool {
        guard let declared = type(named: className, near: file), declared.node.is(ClassDeclSyntax.self) else { return false }
        return viewExtensionSetters.contains { $0.name == member } || ancestry(of: declared).contains { type in
            type.properties.contains { $0.name == member } || type.computedSetters.contains { $0.name == member } || type.methods.contains { $0.name == member }
        }
    }

    /// The setter that runs when `member` of a view of `className` is set: the class's (or a
    /// superclass's, declared in the files read), else a `UIView` extension's.
    func setter(of member: String, onClass className: String, near file: String) -> AccessorBlockSyntax? {
        accessors(of: member, onClass: className, near: file, in: \.computedSetters, extensions: viewExtensionSetters)
    }

    /// Whether the type's own declaration (not its extensions) declares a property named one of
    /// `names` or a method named one of `methods`: an override of a UIKit member.
    static func declares(_ type: TypeInfo, properties names: Set<String>, methods: Set<String> = []) -> Bool {
        guard let members = type.node.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        return members.contains { member in
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self).map { names.contains($0.identifier.text) } ?? false }
            }
            return member.decl.as(FunctionDeclSyntax.self).map { methods.contains($0.name.text) } ?? false
        }
    }

    /// The getter that runs when `member` of a view of `className` is read, found as `setter` is.
    func getter(of member: String, onClass className: String, near file: String) -> AccessorBlockSyntax? {
        accessors(of: member, onClass: className, near: file, in: \.computedGetters, extensions: viewExtensionGetters)
    }

    /// A computed property's accessors: the class's or a superclass's (nil where a stored property
    /// of that name comes first), else a `UIView` extension's.
    private func accessors(
        of member: String, onClass className: String, near file: String,
        in declared: KeyPath<TypeInfo, [(name: String, accessors: AccessorBlockSyntax)]>, extensions: [(name: String, accessors: AccessorBlockSyntax)]
    ) -> AccessorBlockSyntax? {
        if let type = type(named: className, near: file), type.node.is(ClassDeclSyntax.self) {
            for type in ancestry(of: type) {
                if let found = type[keyPath: declared].first(where: { $0.name == member }) { return found.accessors }
                if type.properties.contains(where: { $0.name == member }) { return nil }
            }
        }
        return extensions.first { $0.name == member }?.accessors
    }

    /// The UIKit or AppKit class a type descends from, through types of the files read.
    func platformClass(of type: TypeInfo) -> String? {
        ancestry(of: type).last!.superclass.flatMap { UIKitVocabulary.rootKind(ofSuperclass: $0) != nil ? $0 : nil }
    }

    /// How the type's root is laid out: from the UIKit or AppKit class it descends from.
    func rootKind(of type: TypeInfo) -> UIKitVocabulary.RootKind? {
        platformClass(of: type).flatMap(UIKitVocabulary.rootKind(ofSuperclass:))
    }

    /// The superclass the chain stops at when it is neither declared in the files read nor a
    /// UIKit or AppKit class autolint knows.
    func unknownAncestor(of type: TypeInfo) -> String? {
        platformClass(of: type) == nil ? ancestry(of: type).last!.superclass : nil
    }
}
