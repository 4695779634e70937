import AutolintFormats
import Foundation

/// Reading console pastes: N "Unable to simultaneously satisfy constraints" blocks (about 1.25 KB
/// each, timestamps, `names:`, VFL and equations) generated in memory, then only
/// `ConsoleLogReader` is timed (lines, tokens, descriptions, bodies, layouts).
enum ConsoleLogWorkloads {
    static let all = [
        BenchmarkWorkload(name: "C1", repeats: 3) { count in read(paste(blocks: count)) },
    ]

    static func paste(blocks count: Int) -> String {
        (0..<count).map(block).joined()
    }

    private static func block(_ index: Int) -> String {
        let cell = String(format: "0x7fb0%08x", index * 16)
        let view = String(format: "0x7fb1%08x", index * 16)
        let constraint = { (n: Int) in String(format: "0x6000%08x", index * 16 + n) }
        return """
            2015-03-31 22:55:39.629 Colo[30839:730209] Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<NSLayoutConstraint:\(constraint(1)) 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:\(cell)(44)]>",
                "<NSLayoutConstraint:\(constraint(2)) V:|-(0)-[UIView:\(view)]   (Names: '|':UITableViewCellContentView:\(cell) )>",
                "<NSLayoutConstraint:\(constraint(3)) V:[UIView:\(view)(\(100 + index % 50))]>",
                "<NSLayoutConstraint:\(constraint(4)) UIView:\(view).bottom == UITableViewCellContentView:\(cell).bottom - \(index % 9)   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:\(constraint(4)) UIView:\(view).bottom == UITableViewCellContentView:\(cell).bottom - \(index % 9)   (active)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.

            """
    }

    /// Seconds to read; the checksum is the number of blocks plus constraints read, so a reader
    /// that drops one shows.
    static func read(_ text: String) -> (seconds: Double, checksum: Double) {
        var checksum = 0.0
        let seconds = BenchmarkWorkload.time {
            let document = ConsoleLogReader.read(text: text, path: "bench.log")
            checksum = Double(document.layouts.count + document.layouts.reduce(0) { $0 + $1.constraints.count })
        }
        return (seconds, checksum)
    }
}
