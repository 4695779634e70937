/// Swift classes as the Objective-C runtime names them in logs (`_TtC5MyApp8CardView`, generic
/// `_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_`), read back as people write them:
/// `CardView`, `CardView<RecoveryKeyView>`. Only the length-prefixed names are read: the first is
/// the module, the next the class, any after it (in a generic, `G…_`) its arguments; private
/// discriminators (`P10$…`) and substitutions (`S_`) are skipped. Nil for other names.
public enum MangledSwiftClassName {
    public static func readable(_ printed: String) -> String? {
        guard printed.hasPrefix("_Tt") else { return nil }
        let characters = Array(printed.dropFirst(3))
        let isGeneric = characters.first == "G"
        var names: [String] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isNumber else {
                index += 1
                continue
            }
            var length = 0
            // A length longer than the name is not one (and is not allowed to overflow).
            while index < characters.count, let digit = characters[index].wholeNumberValue {
                length = length * 10 + digit
                index += 1
                if length > characters.count { return nil }
            }
            guard length > 0, index + length <= characters.count else { return nil }
            let name = String(characters[index..<(index + length)])
            index += length
            if name.hasPrefix("$") { continue }
            names.append(name)
        }
        guard names.count >= 2 else { return nil }
        let type = names[1]
        let arguments = names.dropFirst(2)
        return isGeneric && !arguments.isEmpty ? "\(type)<\(arguments.joined(separator: ", "))>" : type
    }
}
