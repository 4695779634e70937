import AutolintModel
import Foundation

extension InputFormat {
    /// `.xib` and `.storyboard`; also a file whose first bytes hold an Interface Builder root
    /// element (named explicitly, never picked up from a directory under another name).
    public static let interfaceBuilder = InputFormat(
        name: "Interface Builder document", suffixes: [".xib", ".storyboard"], isSearchedInDirectories: true,
        recognizesContent: { _, head in
            let text = String(decoding: head.prefix(4096), as: UTF8.self)
            return text.contains("<document type=\"com.apple.InterfaceBuilder") || text.contains("<archive type=\"com.apple.InterfaceBuilder")
        },
        read: { path, maximumBytes, _ in
            do throws(InputError) {
                return try InterfaceBuilderReader.read(path: path, maximumBytes: maximumBytes)
            } catch {
                return InputDocument(path: path, kind: .interfaceBuilder, problems: [error])
            }
        })
}
