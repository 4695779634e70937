import AutolintExplanation
import Rainbow

/// Colours each view's name the same way wherever it appears in an explanation (one colour per
/// view, in order of first appearance), and bold or dim text; plain when not `colored`.
struct ViewColoring {
    let naming: ViewNaming
    let colored: Bool

    private static var palette: [NamedColor] { [.cyan, .magenta, .yellow, .green, .blue, .red, .lightCyan, .lightMagenta, .lightYellow, .lightGreen, .lightBlue] }

    func paint(_ name: ViewNaming.Name) -> String {
        paint(name.noun, colorIndex: name.colorIndex)
    }

    private func paint(_ text: String, colorIndex: Int) -> String {
        colored ? text.applyingColor(Self.palette[colorIndex % Self.palette.count]).bold : text
    }

    func bold(_ text: String) -> String { colored ? text.bold : text }
    func dim(_ text: String) -> String { colored ? text.dim : text }

    /// Colours every view name in a sentence (`The image view is ...`), the longest names first
    /// so that `the view #2` is not read as `the view`.
    func paintNames(in text: String) -> String {
        guard colored else { return text }
        let names = naming.ordered.sorted { $0.noun.count > $1.noun.count }
        var result = ""
        var rest = Substring(text)
        scanning: while !rest.isEmpty {
            for name in names {
                let capitalized = name.noun.prefix(1).uppercased() + name.noun.dropFirst()
                for form in [name.noun, capitalized] where rest.hasPrefix(form) {
                    result += paint(form, colorIndex: name.colorIndex)
                    rest = rest.dropFirst(form.count)
                    continue scanning
                }
            }
            result.append(rest.removeFirst())
        }
        return result
    }
}
