import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The events through Foundation's `XMLParser`, where libxml2 is not linked directly (Apple
/// platforms): it drives the same push parser, fed from a stream in chunks. Built everywhere, so
/// that the tests can hold the direct libxml2 reader to the same trees and errors.
extension IBElementTreeBuilder: XMLParserDelegate {
    func parseWithXMLParser() -> ParseOutcome {
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = self
        let succeeded = parser.parse()
        guard !succeeded || parser.parserError != nil else { return ParseOutcome() }
        return ParseOutcome(failure: (parser.lineNumber, parser.columnNumber, (parser.parserError as NSError?)?.code))
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        // Document order is lost in the dictionary; name order keeps the tree deterministic.
        let attributes = attributeDict.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        if !startElement(named: elementName, attributes: attributes) { parser.abortParsing() }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        endElement()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        parseErrorOccurred(line: parser.lineNumber, column: parser.columnNumber, code: (parseError as NSError).code)
        parser.abortParsing()
    }
}
