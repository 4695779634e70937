/// The name Xcode's document outline shows for an object: its user label, else its text, else its
/// title, else its class (the custom class when there is one).
enum InterfaceBuilderDisplayName {
    static func of(_ element: IBElement, viewClass: InterfaceBuilderViewClass) -> String {
        if let label = nonEmpty(element["userLabel"]) { return label }
        if let text = nonEmpty(element["text"]) { return text }
        if let title = nonEmpty(element["title"]) ?? title(in: element) { return title }
        return nonEmpty(element["customClass"]) ?? viewClass.outlineName
    }

    /// Buttons keep their title in `<state key="normal" title=…>`; AppKit controls in their cell.
    private static func title(in element: IBElement) -> String? {
        if let normal = element.child(named: "state", key: "normal"), let title = nonEmpty(normal["title"]) { return title }
        for child in element.children where child.key == "cell" {
            if let title = nonEmpty(child["title"]) { return title }
        }
        if let configuration = element.child(named: "buttonConfiguration"), let title = nonEmpty(configuration["title"]) {
            return title
        }
        return nil
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
