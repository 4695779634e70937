import Foundation
import Testing

/// The Graphviz headers must be reachable through pkg-config's flags alone: Homebrew on Apple
/// Silicon installs them under /opt/homebrew/include/graphviz, and /opt/homebrew/include is not a
/// default search path, so `<graphviz/gvc.h>` fails there while `<gvc.h>` (with pkg-config's
/// `-I<prefix>/include/graphviz`) works. Linux has the headers on a default path, so the test
/// relocates them to a prefix of its own and checks which copy the shim really includes.
@Suite struct GraphvizHeaderTests {
    static let shim = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CGraphviz/shim.h")

    @Test func shimIncludesTheHeadersThroughPkgConfigFlagsOnly() throws {
        let systemHeaders = try #require(Self.systemIncludeDirectory(), "pkg-config does not know libgvc")
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("relocated-graphviz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let headers = prefix.appendingPathComponent("include/graphviz")
        let pkgConfig = prefix.appendingPathComponent("lib/pkgconfig")
        try FileManager.default.createDirectory(at: headers, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: pkgConfig, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: systemHeaders) where name.hasSuffix(".h") {
            try FileManager.default.copyItem(atPath: systemHeaders + "/" + name, toPath: headers.appendingPathComponent(name).path)
        }
        try """
            prefix=\(prefix.path)
            includedir=${prefix}/include/graphviz
            Name: libgvc
            Description: relocated for a test
            Version: 2.43.0
            Cflags: -I${includedir}
            """.write(to: pkgConfig.appendingPathComponent("libgvc.pc"), atomically: true, encoding: .utf8)

        let flags = try Self.run("pkg-config", ["--cflags", "libgvc"], environment: ["PKG_CONFIG_LIBDIR": pkgConfig.path]).output
            .split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(flags == ["-I" + headers.path])
        // `-H` lists every header opened, so the test sees which copy of gvc.h was used.
        let compile = try Self.run("cc", ["-fsyntax-only", "-H", "-x", "c"] + flags + [Self.shim.path], environment: [:])
        #expect(compile.status == 0, "\(compile.errors)")
        let opened = compile.errors.split(separator: "\n").map { $0.drop { $0 == "." || $0 == " " } }
        #expect(opened.contains { $0 == headers.appendingPathComponent("gvc.h").path })
        #expect(!opened.contains { $0.hasPrefix(systemHeaders) }, "the shim reached the system's Graphviz headers")
    }

    static func systemIncludeDirectory() -> String? {
        guard let flags = try? run("pkg-config", ["--variable=includedir", "libgvc"], environment: [:]), flags.status == 0 else { return nil }
        let directory = flags.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return directory.isEmpty ? nil : directory
    }

    static func run(_ program: String, _ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
