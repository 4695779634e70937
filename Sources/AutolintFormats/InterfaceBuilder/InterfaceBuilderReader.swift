import AutolintModel
import Foundation

/// Reads `.xib` and `.storyboard` documents (iOS, tvOS and macOS) into one `Layout` per scene root
/// view, top-level view and cell, each checked on its own.
///
/// A document that cannot be read at all (malformed XML, the pre-Xcode 5 `<archive>` format, an
/// unknown document type) gives an `InputError` at its line and column; a layout with a bad value
/// is left out and its error listed in `problems`, and the other layouts are still returned.
public enum InterfaceBuilderReader {
    /// A UTF-16 document as UTF-8, its declaration saying so: the DTD refusal, the byte scanner and
    /// line numbers all read UTF-8, and a UTF-16 document would otherwise slip past the first
    /// (its `<!DOCTYPE` is not those bytes) and be located wrongly by the others.
    /// A document that says it is UTF-16 and is not (an odd byte, a lone surrogate) is refused: handed
    /// to libxml2 as it is, such bytes can crash its parser.
    static func utf8(_ data: Data, path: String) throws(InputError) -> Data {
        let bytes = [UInt8](data.prefix(4))
        let isUTF16 = bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
            || (bytes.count >= 4 && ((bytes[0] == 0x3C && bytes[1] == 0 && bytes[2] == 0x3F && bytes[3] == 0) || (bytes[0] == 0 && bytes[1] == 0x3C && bytes[2] == 0 && bytes[3] == 0x3F))))
        guard isUTF16 else { return try checkedDeclaration(data, path: path) }
        let encoding: String.Encoding = bytes[0] == 0xFE || bytes[0] == 0 ? .utf16BigEndian : .utf16LittleEndian
        let hasBOM = (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
        guard let text = String(data: hasBOM ? data.dropFirst(2) : data, encoding: encoding) else {
            throw InputError(location: SourceLocation(file: path, line: 1, column: 1),
                             message: "the document starts as UTF-16 but is not valid UTF-16 (\(data.count) bytes); save it again as UTF-8")
        }
        let declared = text.replacingOccurrences(of: "encoding=\"UTF-16\"", with: "encoding=\"UTF-8\"", options: .caseInsensitive)
        return try checkedDeclaration(Data(declared.utf8), path: path)
    }

    /// Interface Builder saves UTF-8 (older documents UTF-16, converted above). Another declared
    /// encoding would hand the bytes to iconv inside libxml2, which crashed on a `UTF-7` document
    /// found by fuzzing: it is refused, at the declaration. So is a declaration that does not end
    /// on its line (IB's is 40 bytes), which the encoding check could not read otherwise (a UTF-7
    /// declaration without its `?>` crashed libxml2 the same way, also found by fuzzing).
    private static func checkedDeclaration(_ data: Data, path: String) throws(InputError) -> Data {
        try refuseContentIBNeverWrites(in: data, path: path)
        let offset = data.starts(with: utf8ByteOrderMark) ? utf8ByteOrderMark.count : 0
        let head = String(decoding: data.dropFirst(offset).prefix(200), as: UTF8.self)
        guard head.hasPrefix("<?xml") else { return data }
        let firstLine = String(head.prefix { $0 != "\n" && $0 != "\r" })
        func refuse(_ message: String, at column: Int) -> InputError {
            InputError(location: SourceLocation(file: path, line: 1, column: column), message: message, excerpt: firstLine)
        }
        guard let end = firstLine.range(of: "?>") else {
            throw refuse("the XML declaration does not end (`?>`) on its line; Interface Builder documents start with `<?xml version=\"1.0\" encoding=\"UTF-8\"?>`", at: 1)
        }
        let declaration = firstLine[..<end.lowerBound]
        guard let attribute = declaration.range(of: "encoding") else { return data }
        // `encoding = "name"`: XML allows spaces around the `=`.
        let rest = declaration[attribute.upperBound...].drop { $0 == " " || $0 == "\t" }
        let value = rest.first == "=" ? rest.dropFirst().drop { $0 == " " || $0 == "\t" } : rest
        let column = firstLine.distance(from: firstLine.startIndex, to: attribute.lowerBound) + 1
        guard rest.first == "=", let quote = value.first, quote == "\"" || quote == "'" else {
            throw refuse("the XML declaration's encoding is not a quoted name", at: column)
        }
        let name = value.dropFirst().prefix { $0 != quote }
        guard !["utf-8", "utf8", "us-ascii", "ascii"].contains(name.lowercased()) else { return data }
        throw refuse("unsupported encoding \"\(name)\": Interface Builder documents are UTF-8; save it again as UTF-8", at: column)
    }

    private static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Interface Builder writes no processing instruction but the XML declaration. Foundation's
    /// parser dereferences null on one without data (`<?name?>`, found by fuzzing), so any other
    /// `<?` is refused where it stands, before the parser sees it. So is a NUL byte, which XML
    /// does not allow anywhere: at the start of a document it makes libxml2 guess a four-byte
    /// encoding and crash (`00 00 00 3C`, found by fuzzing).
    private static func refuseContentIBNeverWrites(in data: Data, path: String) throws(InputError) {
        let (newline, nul) = (UInt8(ascii: "\n"), UInt8(0))
        let declaration = Array("<?xml".utf8)
        // Lines are counted only for the refusal: the scan itself runs over every document read.
        func refuse(at index: Int, _ message: String) -> InputError {
            let bytes = [UInt8](data)
            let lineStart = bytes[..<index].lastIndex(of: newline).map { $0 + 1 } ?? 0
            let line = 1 + bytes[..<index].count { $0 == newline }
            let lineEnd = bytes[index...].firstIndex(of: newline) ?? bytes.count
            let text = String(decoding: bytes[lineStart..<lineEnd].filter { $0 != nul }, as: UTF8.self)
            let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
            return InputError(location: SourceLocation(file: path, line: line, column: column), message: message, excerpt: text)
        }
        // memchr jumps to the few bytes that matter (a `?` is rare in a document): this runs over
        // every document read.
        let refusal: (index: Int, message: String)? = data.withUnsafeBytes { buffer -> (index: Int, message: String)? in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return nil }
            let count = buffer.count
            let nulIndex = memchr(base, 0, count).map { base.distance(to: UnsafeRawPointer($0)) } ?? count
            let start = data.starts(with: utf8ByteOrderMark) ? utf8ByteOrderMark.count : 0
            var from = 1
            while from < nulIndex, let found = memchr(base + from, Int32(UInt8(ascii: "?")), nulIndex - from) {
                let question = base.distance(to: UnsafeRawPointer(found))
                from = question + 1
                guard buffer[question - 1] == UInt8(ascii: "<") else { continue }
                let index = question - 1
                let isDeclaration = index == start && buffer[start...].starts(with: declaration)
                    && count > start + declaration.count && [0x20, 0x09, 0x0A, 0x0D].contains(buffer[start + declaration.count])
                if !isDeclaration {
                    return (index, "a processing instruction (`<?`) is not part of an Interface Builder document")
                }
            }
            if nulIndex < count {
                return (nulIndex, "a NUL byte is not allowed in an XML document (\(count) bytes; is this a binary file?)")
            }
            return nil
        }
        if let refusal { throw refuse(at: refusal.index, refusal.message) }
    }

    public static func read(path: String, maximumBytes: Int = FixtureLimits.maximumBytes) throws(InputError) -> InputDocument {
        // Bounded like every input, and special files refused before they are opened.
        let data = try InputFile.contents(of: path, limit: maximumBytes)
        return try read(data: data, path: path)
    }

    public static func read(data given: Data, path: String) throws(InputError) -> InputDocument {
        let data = try utf8(given, path: path)
        let source = InterfaceBuilderSourceText(path: path, data: data)
        let root = try IBElementTreeBuilder(data: data, path: path).build()
        if root.name == "document", let type = root["type"], InterfaceBuilderDocumentKind.isWatchKit(type: type) {
            let reason = "a WatchKit storyboard has no Auto Layout (WatchKit lays out interfaces in groups)"
            var document = InputDocument(path: path, kind: .interfaceBuilder,
                                         problems: [source.error(at: root, "unsupported document: \(reason); autolint reads iOS, tvOS and macOS XIBs and storyboards")])
            document.notApplicable = reason
            return document
        }
        if root.name == "archive" {
            // Xcode still builds these, so a folder of them is not a folder of broken files:
            // skipped with a note in a directory run, refused when named.
            let reason = "the pre-Xcode 5 <archive> format, which autolint does not read"
            var document = InputDocument(path: path, kind: .interfaceBuilder,
                                         problems: [source.error(at: root, "unsupported document: \(reason); open it in a current Xcode and save it to upgrade it")])
            document.notApplicable = reason
            return document
        }
        let kind = try documentKind(root, source: source)

        let viewReader = InterfaceBuilderViewReader(kind: kind, imageSizes: imageSizes(in: root),
                                                    pixelsPerPoint: InterfaceBuilderCanvasDevice.scale(of: root), source: source)
        let outlets = root.descendants().filter { $0.name == "outlet" || $0.name == "outletCollection" }
        let builder = InterfaceBuilderLayoutBuilder(kind: kind, viewReader: viewReader, canvas: InterfaceBuilderCanvasDevice.device(of: root),
                                                    opaqueBarInsets: InterfaceBuilderOpaqueBars.topInsets(in: root),
                                                    outletDestinations: Set(outlets.compactMap { $0["destination"] }),
                                                    outletNames: Dictionary(grouping: outlets.filter { $0["destination"] != nil && $0["property"] != nil }, by: { $0["destination"]! })
                                                        .mapValues { $0.compactMap { $0["property"] } })
        var document = InputDocument(path: path, kind: .interfaceBuilder)
        for layoutRoot in InterfaceBuilderRoot.find(in: root) {
            do {
                document.layouts.append(try builder.build(layoutRoot))
            } catch {
                document.problems.append(error)
            }
        }
        return document
    }

    private static func documentKind(_ root: IBElement, source: InterfaceBuilderSourceText) throws(InputError) -> InterfaceBuilderDocumentKind {
        switch root.name {
        case "document":
            guard let type = root["type"] else {
                throw source.error(at: root, "unsupported document: <document> without a type")
            }
            guard var kind = InterfaceBuilderDocumentKind(type: type) else {
                throw source.error(at: root, "unsupported document type \"\(type)\" (autolint reads iOS, tvOS and macOS XIBs and storyboards)")
            }
            kind.toolsVersion = root["toolsVersion"].flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
            kind.isIPadOnly = root["targetRuntime"] == "iOS.CocoaTouch.iPad"
            return kind
        default:
            throw source.error(at: root, "unsupported document: <\(root.name)> is not an Interface Builder document")
        }
    }

    /// `<resources><image name= width= height=>`: the sizes image views show their images at.
    private static func imageSizes(in root: IBElement) -> [String: Size] {
        var sizes: [String: Size] = [:]
        for resources in root.children(named: "resources") {
            for image in resources.children(named: "image") {
                guard let name = image["name"], let width = image["width"].flatMap(InterfaceBuilderNumber.decimal),
                      let height = image["height"].flatMap(InterfaceBuilderNumber.decimal) else { continue }
                sizes[name] = Size(width: width, height: height)
            }
        }
        return sizes
    }
}
