import Foundation

/// Folders of this process's own in the temporary directory, where harnesses write the files they
/// check; removed when the process exits (the replayer's end, or libFuzzer's).
enum ScratchFolder {
    nonisolated(unsafe) private static var made: [String] = []

    /// `autolint-fuzz-NAME-PID`, made with the subfolders given.
    static func make(_ name: String, subfolders: [String] = []) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-fuzz-\(name)-\(ProcessInfo.processInfo.processIdentifier)").path
        for folder in [""] + subfolders {
            try? FileManager.default.createDirectory(atPath: (path as NSString).appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        if made.isEmpty {
            atexit { for path in ScratchFolder.made { try? FileManager.default.removeItem(atPath: path) } }
        }
        made.append(path)
        return path
    }
}
