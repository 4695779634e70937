import AutolintModel

/// One element of an Interface Builder document, kept with its children and the place its start
/// tag begins, so every view and constraint can point at its own `<` in the user's file.
///
/// A class so that the reader can walk up and down the tree without copying subtrees.
final class IBElement {
    let name: String
    /// In document order. A handful per element, so a scan beats hashing, and an array is one
    /// allocation where a dictionary per element was a large share of reading and freeing a document.
    let attributes: [(name: String, value: String)]
    let line: Int
    let column: Int
    private(set) var children: [IBElement] = []
    private(set) weak var parent: IBElement?

    init(name: String, attributes: [(name: String, value: String)], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    func append(_ child: IBElement) {
        child.parent = self
        children.append(child)
    }

    subscript(attribute: String) -> String? {
        for pair in attributes where pair.name == attribute { return pair.value }
        return nil
    }

    var id: String? { self["id"] }

    /// The object id, or for the view-valued properties IB writes without one (a collection view
    /// cell's or an AppKit box's `contentView`), the owner's id and the key: `gTV-IL-0wX.contentView`.
    var objectID: String? {
        if let id { return id }
        guard let key, let owner = parent?.objectID else { return nil }
        return "\(owner).\(key)"
    }
    /// `key="frame"`, `key="contentView"`: the role of the element in its parent.
    var key: String? { self["key"] }

    /// IB's booleans are `YES`/`NO`.
    func flag(_ attribute: String) -> Bool? {
        switch self[attribute] {
        case "YES"?: true
        case "NO"?: false
        default: nil
        }
    }

    func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

    func child(named name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// Every element below this one, depth first, in document order.
    func descendants() -> [IBElement] {
        var result: [IBElement] = []
        var stack = Array(children.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}
