import AutolintModel

/// Reads a printed constraint's body with the project's constraint-body parser (equations and
/// VFL), after the one rewrite only the whole description allows: bare names resolved through
/// `names:` to `Class:0xADDR`.
struct ConstraintBodyReader {
    struct Read {
        var equation: EquationSyntax
        /// The body as parsed, mapping the parser's columns back to the file.
        var text: LocatedText
    }

    struct Failure: Error {
        var point: LocatedText.Point
        var message: String
    }

    /// The class to print for a name whose class the log does not give.
    var classForAddress: (String) -> String

    func read(_ description: ConstraintDescription) -> Result<Read, Failure> {
        let text = resolvingNames(description.locatedBody, names: description.names)
        do {
            let equations = try ConstraintBodyParser.parse(text.string)
            guard equations.count == 1, let equation = equations.first else {
                return .failure(Failure(point: text.point(at: 0), message: "a printed constraint is one relation, but this body means \(equations.count)"))
            }
            return .success(Read(equation: equation, text: text))
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
        return LayoutAttribute(name: String(consoleCharacters: text.characters[attributeStart..<attributeEnd])) != nil
            && (attributeEnd == text.count || !text.characters[attributeEnd].isLetter)
    }
}
