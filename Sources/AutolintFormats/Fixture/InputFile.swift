import AutolintModel
import Foundation

/// Reads an input file's bytes, never more than a reader allows.
public enum InputFile {
    /// The bytes of `path`; an `InputError` at 1:1 when it is missing, unreadable, a directory, or over `limit`.
    public static func contents(of path: String, limit: Int) throws(InputError) -> Data {
        try checkedSize(of: path, limit: limit)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError(location: SourceLocation(file: path, line: 1, column: 1), message: "cannot be read (permission denied?)")
        }
        defer { try? handle.close() }
        // Read at most one byte past the limit: the file may have grown since it was measured.
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        try checkGrowth(data.count, of: path, limit: limit)
        return data
    }

    /// As `contents(of:limit:)`, read with one system call into an array made once at the file's
    /// size: `FileHandle` reads into a buffer of its own and copies it into the `Data`, and a
    /// large fixture was then copied once more into an array to decode it.
    public static func bytes(of path: String, limit: Int) throws(InputError) -> [UInt8] {
        let size = try checkedSize(of: path, limit: limit)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputError(location: SourceLocation(file: path, line: 1, column: 1), message: "cannot be read (permission denied?)")
        }
        defer { close(descriptor) }
        // Room for one byte past the limit: the file may have grown since it was measured.
        let room = min(size, limit) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
            while count < room {
                let read = Foundation.read(descriptor, buffer.baseAddress! + count, room - count)
                if read > 0 { count += read } else if read == 0 || errno != EINTR { failed = read < 0; break }
            }
        }
        if failed {
            throw InputError(location: SourceLocation(file: path, line: 1, column: 1), message: "cannot be read (permission denied?)")
        }
        // It grew: the rest is read as `contents` reads it, up to one byte past the limit.
        if bytes.count == room, bytes.count <= limit {
            bytes = [UInt8](try contents(of: path, limit: limit))
        }
        try checkGrowth(bytes.count, of: path, limit: limit)
        return bytes
    }

    /// The size `stat` gives; an error when the path is missing, not a regular file, or over `limit`.
    @discardableResult
    private static func checkedSize(of path: String, limit: Int) throws(InputError) -> Int {
        let location = SourceLocation(file: path, line: 1, column: 1)
        guard let status = FileStatus(path: path) else {
            throw InputError(location: location, message: "no such file")
        }
        guard status.kind != .directory else {
            throw InputError(location: location, message: "is a directory, not a file")
        }
        // A FIFO with no writer would block the read forever, a device would never end: refused
        // before opening, also behind a symbolic link (standard input is `-`, read with the same limit).
        guard status.kind == .regular else {
            throw InputError(location: location, message: "not a regular file (a pipe, device or socket); pass standard input as -")
        }
        let size = status.size
        guard size <= limit else {
            throw InputError(location: location, message: "file too large: \(megabytes(size)) MB, inputs are limited to \(megabytes(limit)) MB (--max-file-size MB or max_file_size: raises the limit)", excerpt: firstLine(of: path))
        }
        return size
    }

    private static func checkGrowth(_ count: Int, of path: String, limit: Int) throws(InputError) {
        guard count <= limit else {
            throw InputError(location: SourceLocation(file: path, line: 1, column: 1), message: "file too large: inputs are limited to \(megabytes(limit)) MB")
        }
    }

    /// Standard input, never more than `limit` bytes: `/dev/zero` or an endless pipe ends with an
    /// error at the limit instead of filling memory.
    public static func standardInput(limit: Int) throws(InputError) -> Data {
        var data = Data()
        let input = FileHandle.standardInput
        while data.count <= limit {
            guard let chunk = try? input.read(upToCount: min(1 << 20, limit + 1 - data.count)), !chunk.isEmpty else { break }
            data.append(chunk)
        }
        guard data.count <= limit else {
            throw InputError(location: SourceLocation(file: "-", line: 1, column: 1),
                             message: "standard input too large: inputs are limited to \(megabytes(limit)) MB")
        }
        return data
    }

    private static func megabytes(_ bytes: Int) -> String {
        formatPoints((Double(bytes) / 1_048_576 * 10).rounded() / 10)
    }

    /// The start of the first line, to quote in an error about the whole file.
    private static func firstLine(of path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 200) else { return nil }
        let line = head.prefix { $0 != UInt8(ascii: "\n") }
        return String(decoding: line, as: UTF8.self)
    }
}
