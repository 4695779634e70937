import AutolintFormats
import AutolintModel
import Foundation

/// Reading fixtures: the text is generated first, then only `FixtureReader` is timed (parsing,
/// equation parsing, resolution of every item against the hierarchy).
enum ReaderWorkloads {
    static let all = [
        BenchmarkWorkload(name: "R1", repeats: 3) { count in read(equationFixture(constraints: count), path: "bench.layout.yml") },
        BenchmarkWorkload(name: "R2", repeats: 3) { count in read(equationFixtureJSON(constraints: count), path: "bench.layout.json") },
    ]

    static let attributes = ["leading", "trailing", "top", "bottom", "width", "height", "centerX", "centerY", "firstBaseline", "lastBaseline"]

    /// `count` equation constraints over `count / 10` sibling views (at least 2), as YAML.
    static func equationFixture(constraints count: Int) -> String {
        let views = max(2, count / 10)
        var lines = ["name: reader benchmark", "root:", "  subviews:"]
        lines += (0..<views).map { "    - {id: v\($0), intrinsicSize: [10, 10]}" }
        lines.append("constraints:")
        lines += (0..<count).map { "  - " + equation($0, views: views) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same layout as JSON.
    static func equationFixtureJSON(constraints count: Int) -> String {
        let views = max(2, count / 10)
        let subviews = (0..<views).map { "{\"id\": \"v\($0)\", \"intrinsicSize\": [10, 10]}" }.joined(separator: ",\n")
        let constraints = (0..<count).map { "\"\(equation($0, views: views))\"" }.joined(separator: ",\n")
        return "{\"name\": \"reader benchmark\",\n\"root\": {\"subviews\": [\n\(subviews)]},\n\"constraints\": [\n\(constraints)]}\n"
    }

    private static func equation(_ index: Int, views: Int) -> String {
        let attribute = attributes[(index / views) % attributes.count]
        return "v\(index % views).\(attribute) == v\((index * 7 + 1) % views).\(attribute) + \(index % 97)"
    }

    /// Seconds to read; the checksum is the number of constraints read plus the sum of their
    /// constants, so a reader that drops or misreads one shows.
    static func read(_ text: String, path: String) -> (seconds: Double, checksum: Double) {
        var checksum = 0.0
        let seconds = BenchmarkWorkload.time {
            let document = FixtureReader.read(data: Data(text.utf8), path: path)
            let constraints = document.layouts.first?.constraints ?? []
            checksum = Double(constraints.count) + constraints.reduce(0) { $0 + $1.constant }
        }
        return (seconds, checksum)
    }
}
