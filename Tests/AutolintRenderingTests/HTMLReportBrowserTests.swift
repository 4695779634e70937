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
        for id in ["overview", "filters", "diagnostics", "legend", "file-1", "file-2", "layout-1", "layout-2", "diagnostic-1", "diagnostic-4",
                   "l1c1-g-view-caption", "l1c1-w-wire-caption", "l2c1-g-view-go"] {
            #expect(dom.contains("id=\"\(id)\""), "missing #\(id)")
        }
        #expect(dom.components(separatedBy: "<svg").count - 1 == 4)
        #expect(dom.components(separatedBy: "<tr id=\"diagnostic-").count - 1 == 4)
        #expect(!run.log.contains("Uncaught"))
        #expect(!run.log.contains(":CONSOLE"), "console messages: \(run.log)")
    }

    /// Painted at a desktop's and a phone's width, with no console message either way.
    @Test(arguments: [1280, 390])
    func browserPaintsThePage(width: Int) throws {
        let window = width > 700 ? (width: width, height: 2200, minimumBytes: 60_000) : (width: width, height: 2400, minimumBytes: 30_000)
        let screenshot = folder.appendingPathComponent("report-\(window.width).png")
        let run = try chromium.run(["--screenshot=\(screenshot.path)", "--window-size=\(window.width),\(window.height)"], page: page)
        let data = try Data(contentsOf: screenshot)
        let size = try #require(BinaryFormats.pngSize(data))
        #expect(size.width == window.width && size.height == window.height)
        // A blank page compresses to a few kilobytes; graphs, tables and wireframes do not.
        #expect(data.count > window.minimumBytes)
        #expect(!run.log.contains(":CONSOLE"), "console messages: \(run.log)")
        if let keep = ProcessInfo.processInfo.environment["AUTOLINT_KEEP_SCREENSHOT"] {
            try data.write(to: URL(fileURLWithPath: keep.replacingOccurrences(of: ".png", with: "-\(window.width).png")))
        }
    }

    /// At a phone's width nothing is wider than the screen but the pannable graphs: the page does
    /// not scroll sideways.
    /// Measured by a probe page that frames the report 390 points wide (a headless window is never
    /// narrower than 500) and writes the framed page's scroll width into its own DOM: the report
    /// itself has no script.
    @Test func phoneWidthDoesNotScrollSideways() throws {
        let probe = folder.appendingPathComponent("probe.html")
        let escaped = try String(contentsOf: page, encoding: .utf8).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        let html = """
            <!DOCTYPE html><html><body><iframe id="f" style="width:390px;height:2400px;border:0" srcdoc="\(escaped)"></iframe>
            <script>const f = document.getElementById("f");
            f.onload = () => document.body.setAttribute("data-scroll-width", f.contentDocument.documentElement.scrollWidth);</script></body></html>
            """
        try html.write(to: probe, atomically: true, encoding: .utf8)
        let run = try chromium.run(["--window-size=1280,2400", "--dump-dom"], page: probe)
        let width = try #require(run.output.firstMatch(of: /data-scroll-width="(\d+)"/).flatMap { Int($0.1) })
        #expect(width <= 390, "the page is \(width) points wide at a 390-point window")
    }
}
