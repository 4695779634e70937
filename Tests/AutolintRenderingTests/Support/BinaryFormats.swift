import Foundation

/// Checks of the binary outputs: the PNG signature and header, the PDF header and trailer.
enum BinaryFormats {
    /// Width and height from a PNG's IHDR chunk; nil when the data is not a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR" else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    static func isPDF(_ data: Data) -> Bool {
        let text = String(decoding: data, as: UTF8.self)
        return text.hasPrefix("%PDF-1.") && text.hasSuffix("%%EOF\n") && text.contains("startxref")
    }

    /// The `width="539pt"` of a Graphviz SVG, in points.
    static func svgWidthInPoints(_ svg: SVGDocument) -> Double? {
        svg.root?.attributes["width"].flatMap { Double($0.replacingOccurrences(of: "pt", with: "")) }
    }
}
