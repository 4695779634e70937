import AutolintModel

/// Finds `# autolint:disable`, `disable:next`, `disable:this`, `disable:previous` and `enable`
/// comments in YAML text, SwiftLint style.
///
/// Rules are separated by spaces or commas; `all` means every rule. Text after ` - ` is a
/// reason and is ignored (`# autolint:disable:next duplicate-constraint - kept for iOS 12`).
enum SuppressionCommentScanner {
    static func suppressions(in text: String) -> [Suppression] {
        guard mentionsMarker(text) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        var result: [Suppression] = []
        /// Open `disable` ranges: rule -> first line.
        var open: [(rule: String, line: Int)] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard let command = command(in: line) else { continue }
            switch command.action {
            case "disable":
                switch command.modifier {
                case nil:
                    open += command.rules.map { ($0, number) }
                case "next":
                    let target = nextContentLine(after: index, in: lines)
                    result.append(Suppression(rules: command.rules, scope: .line(target)))
                case "previous":
                    let target = previousContentLine(before: index, in: lines)
                    result.append(Suppression(rules: command.rules, scope: .line(target)))
                default:
                    result.append(Suppression(rules: command.rules, scope: .thisLine(number)))
                }
            default:
                let closing = command.rules.contains("all") ? open : open.filter { command.rules.contains($0.rule) }
                for range in closing { result.append(Suppression(rules: [range.rule], scope: .fromLine(range.line, until: number))) }
                open.removeAll { entry in closing.contains { $0 == entry } }
            }
        }
        for range in open { result.append(Suppression(rules: [range.rule], scope: .fromLine(range.line, until: nil))) }
        return result
    }

    private static let marker = Array("autolint:".utf8)

    /// A plain byte search: most fixtures have no `autolint:` comment, and this keeps them cheap.
    private static func mentionsMarker(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= marker.count else { return false }
            var start = 0
            while start <= bytes.count - marker.count {
                if bytes[start] == marker[0] {
                    var matched = 1
                    while matched < marker.count, bytes[start + matched] == marker[matched] { matched += 1 }
                    if matched == marker.count { return true }
                }
                start += 1
            }
            return false
        }
    }

    private struct Command {
        var action: String
        var modifier: String?
        var rules: [String]
    }

    private static func command(in line: String) -> Command? {
        guard mentionsMarker(line), let comment = commentText(of: line) else { return nil }
        let body = comment.drop { $0 == "#" || $0 == " " }
        guard body.hasPrefix("autolint:") else { return nil }
        var words = body.dropFirst("autolint:".count).split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        guard let head = words.first else { return nil }
        words.removeFirst()
        if let reason = words.firstIndex(of: "-") { words.removeSubrange(reason...) }
        let parts = head.split(separator: ":").map(String.init)
        guard let action = parts.first, action == "disable" || action == "enable", !words.isEmpty else { return nil }
        let modifier = parts.count > 1 ? parts[1] : nil
        guard modifier == nil || ["next", "this", "previous"].contains(modifier ?? "") else { return nil }
        return Command(action: action, modifier: modifier, rules: words)
    }

    /// The text from a YAML comment's `#`: at the line start or after a space, outside quotes.
    private static func commentText(of line: String) -> Substring? {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "#", previous == " " || previous == "\t" {
                return line[index...]
            } else if (character == "\"" || character == "'"), previous == " " || previous == ":" || previous == "-" || previous == "[" || previous == "," {
                quote = character
            }
            previous = character
        }
        return nil
    }

    private static func isContent(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return !trimmed.isEmpty && !trimmed.hasPrefix("#")
    }

    private static func nextContentLine(after index: Int, in lines: [String]) -> Int {
        var next = index + 1
        while next < lines.count, !isContent(lines[next]) { next += 1 }
        return next + 1
    }

    private static func previousContentLine(before index: Int, in lines: [String]) -> Int {
        var previous = index - 1
        while previous >= 0, !isContent(lines[previous]) { previous -= 1 }
        return max(1, previous + 1)
    }
}
