import AutolintModel

/// Reads a printed constraint's body with the project's equation and VFL parsers, after two
/// rewrites only logs need: bare names resolved through `names:` to `Class:0xADDR`, and system
/// spacing (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`) replaced by its number.
struct ConstraintBodyReader {
    struct Read {
        var equation: EquationSyntax
        /// The body as parsed, mapping the parsers' columns back to the file.
        var text: LocatedText
        var usesSystemSpacing: Bool
    }

    struct Failure: Error {
        var point: LocatedText.Point
        var message: String
    }

    /// The class to print for a name whose class the log does not give.
    var classForAddress: (String) -> String

    func read(_ description: ConstraintDescription) -> Result<Read, Failure> {
        var text = resolvingNames(description.locatedBody, names: description.names)
        let isVisualFormat = text.hasPrefix("H:") || text.hasPrefix("V:")
        let spacing = replacingSystemSpacing(text, isVisualFormat: isVisualFormat)
        text = spacing.text
        do {
            let equation: EquationSyntax
            if isVisualFormat {
                let equations = try VisualFormatParser.parse(text.string)
                guard equations.count == 1, let only = equations.first else {
                    return .failure(Failure(point: text.point(at: 0), message: "a printed constraint must be one relation, but this VFL body means \(equations.count)"))
                }
                equation = only
            } else {
                equation = try EquationParser.parse(text.string)
            }
            return .success(Read(equation: equation, text: text, usesSystemSpacing: spacing.found))
        } catch {
            return .failure(Failure(point: text.point(at: max(0, error.column - 1)), message: error.message))
        }
    }

    /// Replaces each bare name of the body (`ItemCell.width`, `[lockIcon]`) by `Class:0xADDR`, longest
    /// names first so that `title` never matches inside `titleLabel`.
    private func resolvingNames(_ body: LocatedText, names: [ConstraintName]) -> LocatedText {
        var text = body
        let bare = names.filter { $0.key != "|" && !$0.key.isEmpty }.sorted { $0.key.count > $1.key.count }
        for name in bare {
            let replacement = "\(name.className ?? classForAddress(name.address)):\(name.address)"
            var from = 0
            while let start = text.firstOffset(of: name.key, from: from) {
                let end = start + name.key.count
                guard isItemBoundary(before: start, in: text), isItemEnd(at: end, in: text) else {
                    from = start + 1
                    continue
                }
                text = text.replacing(start..<end, with: replacement)
                from = start + replacement.count
            }
        }
        return text
    }

    private func isItemBoundary(before offset: Int, in text: LocatedText) -> Bool {
        guard offset > 0 else { return true }
        let previous = text.characters[offset - 1]
        return previous.isWhitespace || "[*(:".contains(previous)
    }

    /// A name used as an item is followed by `.attribute`, or closes a VFL view `]` / predicate `(`.
    private func isItemEnd(at offset: Int, in text: LocatedText) -> Bool {
        guard offset < text.count else { return false }
        let next = text.characters[offset]
        if next == "]" || next == "(" { return true }
        guard next == ".", offset + 1 < text.count else { return false }
        let attributeStart = offset + 1
        var attributeEnd = attributeStart
        while attributeEnd < text.count, text.characters[attributeEnd].isLetter { attributeEnd += 1 }
        return LayoutAttribute(name: String(text.characters[attributeStart..<attributeEnd])) != nil
            && (attributeEnd == text.count || !text.characters[attributeEnd].isLetter)
    }

    /// `NSSpace(8)` and `NSLayoutAnchorConstraintSpace(8)` stand for the system spacing, printed
    /// with its current value. In VFL the number takes the token's place; in an equation it is
    /// the constant, added in the relation's direction (see docs/console-logs.md).
    private func replacingSystemSpacing(_ body: LocatedText, isVisualFormat: Bool) -> (text: LocatedText, found: Bool) {
        var text = body
        var found = false
        for token in ["NSLayoutAnchorConstraintSpace(", "NSSpace("] {
            while let start = text.firstOffset(of: token) {
                guard let close = text.firstOffset(of: ")", from: start) else { break }
                let number = String(text.characters[start + token.count..<close])
                found = true
                if isVisualFormat {
                    text = text.replacing(start..<close + 1, with: number)
                    continue
                }
                var signEnd = start
                while signEnd > 0, text.characters[signEnd - 1].isWhitespace { signEnd -= 1 }
                let hasSign = signEnd > 0 && "+-".contains(text.characters[signEnd - 1])
                let sign = hasSign ? "" : (text.string.contains("<=") ? "- " : "+ ")
                text = text.replacing(start..<close + 1, with: sign + number)
            }
        }
        return (text, found)
    }
}
