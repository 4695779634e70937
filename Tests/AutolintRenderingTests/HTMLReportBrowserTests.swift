import Foundation
import Testing
@testable import AutolintRendering

/// The report as Chromium sees it: parsed into the expected elements, painted, no console errors.
@Suite(.enabled(if: HeadlessChromium.executable != nil, "needs Debian's chromium"), .serialized)
final class HTMLReportBrowserTests {
    let folder: URL
    let page: URL
    let chromium: HeadlessChromium

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        page = folder.appendingPathComponent("report.html")
        try HTMLReport(SampleReport.input).html.write(to: page, atomically: true, encoding: .utf8)
        chromium = try #require(HeadlessChromium(profile: folder.appendingPathComponent("profile")))
    }

    /// Each test gets its own page and browser profile; neither outlives it.
    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test func browserBuildsTheExpectedDocument() throws {
        let run = try chromium.run(["--dump-dom"], page: page)
        let dom = run.output
        for id in ["diagnostics", "legend", "layout-1", "layout-2", "diagnostic-1", "diagnostic-4", "l1c1-g-view-caption", "l1c1-w-wire-caption", "l2c1-g-view-go"] {
            #expect(dom.contains("id=\"\(id)\""), "missing #\(id)")
        }
        #expect(dom.components(separatedBy: "<svg").count - 1 == 4)
        #expect(dom.components(separatedBy: "<tr id=\"diagnostic-").count - 1 == 4)
        #expect(!run.log.contains("Uncaught"))
        #expect(!run.log.contains(":CONSOLE"), "console messages: \(run.log)")
    }

    @Test func browserPaintsThePage() throws {
        let screenshot = folder.appendingPathComponent("report.png")
        let run = try chromium.run(["--screenshot=\(screenshot.path)", "--window-size=1280,2200"], page: page)
        let data = try Data(contentsOf: screenshot)
        let size = try #require(BinaryFormats.pngSize(data))
        #expect(size.width == 1280 && size.height == 2200)
        // A blank page compresses to a few kilobytes; graphs, tables and wireframes do not.
        #expect(data.count > 60_000)
        #expect(!run.log.contains(":CONSOLE"), "console messages: \(run.log)")
        if let keep = ProcessInfo.processInfo.environment["AUTOLINT_KEEP_SCREENSHOT"] {
            try data.write(to: URL(fileURLWithPath: keep))
        }
    }
}
