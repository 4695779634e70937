import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG (or XHTML) document read with XMLParser: every element with its attributes, and the
/// id and class of the `<g>` group it sits in. Reading fails on anything that is not well-formed XML.
struct SVGDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The ids of the enclosing elements, innermost first (Graphviz's node and edge groups,
        /// and the `a_ID` links it wraps around shapes that have a tooltip).
        var groupIDs: [String]
        var text: String
    }

    struct NotWellFormed: Error { var reason: String }

    private(set) var elements: [Element] = []

    init(_ data: Data) throws {
        let delegate = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else { throw NotWellFormed(reason: parser.parserError.map { "\($0)" } ?? "unknown") }
        elements = delegate.elements
    }

    init(_ text: String) throws { try self.init(Data(text.utf8)) }

    var root: Element? { elements.first }

    /// Elements that have the class among their classes.
    func elements(withClass name: String) -> [Element] {
        elements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(name)) }
    }

    func element(id: String) -> Element? { elements.first { $0.attributes["id"] == id } }

    /// The drawn shapes (paths, polygons, ellipses, rects) inside the group with this id.
    func shapes(inGroup id: String) -> [Element] {
        elements.filter { $0.groupIDs.contains(id) && ["path", "polygon", "ellipse", "rect"].contains($0.name) }
    }

    /// The texts drawn inside the group with this id.
    func texts(inGroup id: String) -> [String] {
        elements.filter { $0.groupIDs.contains(id) && $0.name == "text" }.map(\.text)
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let groups = open.reversed().compactMap { self.elements[$0].attributes["id"] }
            elements.append(Element(name: name, attributes: attributes, groupIDs: groups, text: ""))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { elements[current].text += string }
        }
    }
}
