#if canImport(CLibXML2)
import CLibXML2

/// The events straight from libxml2's SAX2 push parser, as Foundation's `XMLParser` would deliver
/// them (same options: recover, substitute entities, no DTD loading; the same chunks; stop at the
/// first error), without its per-element dictionaries and string bridging, which were most of the
/// time of reading a document on Linux.
extension IBElementTreeBuilder {
    func parseWithLibXML2() -> ParseOutcome {
        // libxml2 guesses the encoding from the first four bytes; a shorter document never starts.
        guard bytes.count >= 4 else { return bytes.isEmpty ? ParseOutcome() : ParseOutcome(failure: (0, 0, nil)) }
        let feed = LibXML2Feed(builder: self)
        var handler = xmlSAXHandler()
        handler.initialized = autolint_xml_sax2_magic
        handler.startElementNs = { context, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            guard let context, let localName else { return }
            let feed = Unmanaged<LibXML2Feed>.fromOpaque(context).takeUnretainedValue()
            let name = LibXML2Feed.qualifiedName(localName, prefix)
            var pairs: [(name: String, value: String)] = []
            pairs.reserveCapacity(Int(attributeCount))
            if let namespaces {
                for index in stride(from: 0, to: Int(namespaceCount) * 2, by: 2) {
                    let prefix = namespaces[index].map { "xmlns:" + String(cString: $0) } ?? "xmlns"
                    pairs.append((prefix, namespaces[index + 1].map { String(cString: $0) } ?? ""))
                }
            }
            if let attributes {
                for index in stride(from: 0, to: Int(attributeCount) * 5, by: 5) {
                    guard let localName = attributes[index] else { continue }
                    var value = ""
                    if let start = attributes[index + 3], let end = attributes[index + 4], end > start {
                        value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                    }
                    pairs.append((LibXML2Feed.qualifiedName(localName, attributes[index + 1]), value))
                }
            }
            if !feed.builder.startElement(named: name, attributes: pairs) { feed.stop() }
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            Unmanaged<LibXML2Feed>.fromOpaque(context).takeUnretainedValue().builder.endElement()
        }
        handler.serror = LibXML2Feed.errorOccurred
        let context = Unmanaged.passUnretained(feed).toOpaque()
        LibXML2Feed.initializeOnce()
        // Errors outside the parser's own domains go to the thread's structured handler, as
        // `XMLParser` routes them, instead of libxml2's default printing to standard error.
        xmlSetStructuredErrorFunc(context, LibXML2Feed.errorOccurred)
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let created = bytes.withUnsafeBytes { raw in
            xmlCreatePushParserCtxt(&handler, context, raw.baseAddress!.assumingMemoryBound(to: CChar.self), 4, nil)
        }
        guard let parser = created else { return ParseOutcome(failure: (0, 0, nil)) }
        defer { xmlFreeParserCtxt(parser) }
        feed.parser = parser
        _ = xmlCtxtUseOptions(parser, Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NOENT.rawValue))
        // `XMLParser` fails a parse on the first chunk that returns a code, and reports that code.
        var firstFailure: Int32 = 0
        var start = 4
        var end = min(bytes.count, IBElementTreeBuilder.chunkSize)
        repeat {
            let result = bytes.withUnsafeBytes { raw in
                xmlParseChunk(parser, raw.baseAddress!.advanced(by: start).assumingMemoryBound(to: CChar.self), Int32(end - start), 0)
            }
            if firstFailure == 0 { firstFailure = result }
            start = end
            end = min(bytes.count, end + IBElementTreeBuilder.chunkSize)
        } while start < bytes.count
        // The end of the input: what is still open is reported now (a truncated document).
        let ending = xmlParseChunk(parser, nil, 0, 1)
        if firstFailure == 0 { firstFailure = ending }
        guard firstFailure != 0 else { return ParseOutcome() }
        return ParseOutcome(failure: (feed.line, feed.column, Int(firstFailure)))
    }
}

/// What the C callbacks reach through libxml2's user data: the builder, and the parser to ask for
/// its position and to stop.
private final class LibXML2Feed {
    let builder: IBElementTreeBuilder
    var parser: xmlParserCtxtPtr?

    init(builder: IBElementTreeBuilder) { self.builder = builder }

    /// libxml2 asks for one call of `xmlInitParser` before parsers run on several threads.
    private static let initialization: Void = xmlInitParser()
    static func initializeOnce() { _ = initialization }

    /// The parser's error, where it stands; parsing stops at the first, as `XMLParser`'s delegate stops it.
    static let errorOccurred: xmlStructuredErrorFunc = { context, error in
        guard let context else { return }
        let feed = Unmanaged<LibXML2Feed>.fromOpaque(context).takeUnretainedValue()
        feed.builder.parseErrorOccurred(line: feed.line, column: feed.column, code: error.map { Int($0.pointee.code) })
        feed.stop()
    }

    var line: Int { Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(parser))) }
    var column: Int { Int(xmlSAX2GetColumnNumber(UnsafeMutableRawPointer(parser))) }

    func stop() {
        if let parser { xmlStopParser(parser) }
    }

    /// `prefix:name`, or the name alone, as `XMLParser` names elements and attributes when it does
    /// not process namespaces.
    static func qualifiedName(_ localName: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> String {
        let name = String(cString: localName)
        guard let prefix else { return name }
        let prefixText = String(cString: prefix)
        return prefixText.isEmpty ? name : prefixText + ":" + name
    }
}
#endif
