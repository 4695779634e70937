/// Build settings layered as Xcode layers them, one level over the other (a project's
/// `.xcconfig`, the project, a target's `.xcconfig`, the target): a level's value of a name
/// replaces the one below it, and its `$(inherited)` stands for that value.
struct BuildSettingLevels {
    /// The settings so far; a conditional one under its full name (`NAME[sdk=iphoneos*]`).
    private(set) var settings: [String: String] = [:]

    /// Lays one level over the settings so far, its assignments in order (in a file a later one of
    /// a name wins, and its `$(inherited)` is the earlier one's value). A name the level sets
    /// without a condition also replaces the conditional values below it: Xcode takes a level's
    /// value before looking at conditions further down.
    mutating func apply(_ assignments: [(name: String, value: String)]) {
        let unconditional = Set(assignments.map(\.name).filter { !$0.contains("[") })
        let below = settings
        for name in below.keys where name.contains("[") && unconditional.contains(String(name.prefix { $0 != "[" })) {
            settings[name] = nil
        }
        for (name, value) in assignments {
            let base = String(name.prefix { $0 != "[" })
            let inherited = settings[name] ?? settings[base] ?? below[base] ?? ""
            settings[name] = Self.replacingInherited(in: value, with: inherited)
        }
    }

    private static func replacingInherited(in value: String, with inherited: String) -> String {
        guard value.contains("inherited") else { return value }
        let replaced = value.replacingOccurrences(of: "$(inherited)", with: inherited).replacingOccurrences(of: "${inherited}", with: inherited)
        return replaced.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// `value` with each `$(NAME)` or `${NAME}` that `settings` holds replaced by its value, to a
    /// bounded depth and length (settings that refer to each other twice over would double at
    /// each step); a reference to a setting it does not hold stays as written.
    static func expandingReferences(in value: String, from settings: [String: String]) -> String {
        var text = value
        for _ in 0..<8 {
            guard text.utf8.count <= 4096 else { return value }
            guard text.contains("$") else { return text }
            var expanded = ""
            var rest = text[...]
            var changed = false
            while let dollar = rest.firstIndex(of: "$") {
                expanded += rest[..<dollar]
                let afterDollar = rest[rest.index(after: dollar)...]
                guard let open = afterDollar.first, open == "(" || open == "{",
                      let close = afterDollar.firstIndex(of: open == "(" ? ")" : "}") else {
                    expanded += "$"
                    rest = afterDollar
                    continue
                }
                let name = String(afterDollar[afterDollar.index(after: afterDollar.startIndex)..<close])
                if let replacement = settings[name] {
                    expanded += replacement
                    changed = true
                } else {
                    expanded += rest[dollar...close]
                }
                rest = afterDollar[afterDollar.index(after: close)...]
            }
            expanded += rest
            text = expanded
            guard changed else { return text }
        }
        return text
    }
}
