import AutolintFormats
import AutolintModel
import AutolintSource
import Foundation

/// `autolint-bench source-coverage PATH...`: per source file, the constraint-making expressions
/// in it (found by their spelling: the anchor API's `.constraint(`, `NSLayoutConstraint(item:`,
/// `constraintWithItem:`, Visual Format calls, each line of SnapKit's and Masonry's blocks)
/// and how many autolint understood: read into a layout, on views it followed throughout (not
/// open). The reader's own measure of how much of real code it can check.
enum SourceCoverage {
    static let patterns = [
        #"\.constraint\((equalTo|greaterThanOrEqualTo|lessThanOrEqualTo|equalToConstant|greaterThanOrEqualToConstant|lessThanOrEqualToConstant|equalToSystemSpacing|greaterThanOrEqualToSystemSpacing|lessThanOrEqualToSystemSpacing)"#,
        #"NSLayoutConstraint\(\s*item:"#, #"constraintWithItem:"#, #"[Vv]isualFormat"#,
        // Each line of a SnapKit or Masonry block: `make.top.equalTo(…)`, `make.edges.mas_equalTo(…)`.
        #"\.(mas_)?(equalTo|greaterThanOrEqualTo|lessThanOrEqualTo)(Superview)?\("#,
        #"constraintEqualToAnchor|constraintGreaterThanOrEqualToAnchor|constraintLessThanOrEqualToAnchor|constraintEqualToConstant"#,
    ]

    static func run(_ arguments: [String]) {
        let explains = arguments.contains("--why")
        let paths = arguments.filter { $0 != "--why" && $0 != "--list" }
        var causes: [String: Int] = [:]
        let expressions = patterns.compactMap { try? NSRegularExpression(pattern: $0) }
        var totalFound = 0
        var totalUnderstood = 0
        // The files read as one app, as a folder run reads them: a layout may run code of another
        // file (a superclass, an extension), so understood places are gathered over all first.
        let files = InputReader.expand(paths).filter { InputFormat.sourceCode.matchesName($0) }
        let app = SwiftSourceApp(files: files.compactMap { InputFormat.parseSwift(path: $0, maximumBytes: FixtureLimits.maximumBytes) })
        let documents = files.map { InputReader.read(path: $0, sourceApp: app) }
        var understoodPlaces: [String: [Int: Int]] = [:]
        for document in documents {
            for layout in document.layouts {
                let open = Set(layout.sourceFacts?.openViews ?? [])
                let made = layout.constraints + (layout.sourceFacts?.inactiveConstraints ?? [])
                for constraint in made where constraint.origin.isWrittenInCode && !constraint.items.contains(where: { open.contains($0.view) }) {
                    if let location = constraint.location { understoodPlaces[location.file, default: [:]][location.line, default: 0] += 1 }
                }
            }
        }
        for (path, document) in zip(files, documents) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var found: [Int] = []
            for (number, line) in zip(1..., lines) {
                let string = String(line)
                for expression in expressions {
                    found += Array(repeating: number, count: expression.numberOfMatches(in: string, range: NSRange(string.startIndex..., in: string)))
                }
            }
            var understoodLines = understoodPlaces[path] ?? [:]
            var understood = 0
            for line in found {
                if (understoodLines[line] ?? 0) > 0 {
                    understood += 1
                    understoodLines[line]! -= 1
                } else if explains {
                    let why = cause(ofMissAt: line, file: path, in: documents)
                    causes[why, default: 0] += 1
                    if arguments.contains("--list") { print("missed\t\(path):\(line)\t\(why)") }
                }
            }
            totalFound += found.count
            totalUnderstood += understood
            let name = path.split(separator: "/").last.map(String.init) ?? path
            print("\(name)\tfound=\(found.count)\tunderstood=\(understood)")
        }
        let share = totalFound == 0 ? 0 : Double(totalUnderstood) * 100 / Double(totalFound)
        for (cause, count) in causes.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) { print("miss\t\(count)\t\(cause)") }
        if explains {
            for (cause, count) in soleBlockers(in: documents).sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) { print("sole\t\(count)\t\(cause)") }
        }
        print("total\tfound=\(totalFound)\tunderstood=\(totalUnderstood)\t(\(String(format: "%.1f", share)) %)")
    }
}

extension SourceCoverage {
    /// Why an expression at `line` was not understood: the first reason that opened one of the
    /// views of a constraint read there, or that nothing was read there at all.
    static func cause(ofMissAt line: Int, file: String, in documents: [InputDocument]) -> String {
        for layout in documents.flatMap(\.layouts) {
            guard let facts = layout.sourceFacts else { continue }
            let made = layout.constraints + facts.inactiveConstraints
            for constraint in made where constraint.location?.line == line && constraint.location?.file == file {
                for item in constraint.items where facts.openViews.contains(item.view) {
                    if let site = facts.unresolved.first(where: { $0.views.contains(item.view) }) { return generalised(site.reason) }
                    return "open, no reason recorded"
                }
            }
        }
        let document = documents.first { $0.path == file }
        if document?.skippedTypes.contains(where: { $0.location.line <= line }) == true { return "in a skipped type (probably)" }
        return document?.layouts.isEmpty != false ? "file gave no layout" : "not read in a layout of the file"
    }

    /// Constraints read on open views whose views were all opened for one kind of reason: what
    /// modelling that one kind would win.
    static func soleBlockers(in documents: [InputDocument]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for layout in documents.flatMap(\.layouts) {
            guard let facts = layout.sourceFacts else { continue }
            let open = Set(facts.openViews)
            for constraint in layout.constraints + facts.inactiveConstraints where constraint.origin.isWrittenInCode {
                let views = constraint.items.map(\.view).filter { open.contains($0) }
                guard !views.isEmpty else { continue }
                let reasons = Set(facts.unresolved.filter { !Set($0.views).isDisjoint(with: views) }.map { generalised($0.reason) })
                counts[reasons.count == 1 ? reasons.first! : reasons.isEmpty ? "no reason recorded" : "several reasons", default: 0] += 1
            }
        }
        return counts
    }

    /// A reason with its names taken out, so that like causes count together.
    static func generalised(_ reason: String) -> String {
        var text = reason.replacingOccurrences(of: #"\([^)]*\)"#, with: "(…)", options: .regularExpression)
        text = text.replacingOccurrences(of: #"^[A-Za-z_][A-Za-z0-9_.]* (is|changes)"#, with: "X $1", options: .regularExpression)
        return String(text.prefix(110))
    }
}

private extension ConstraintOrigin {
    /// Written by the code itself (an anchor, an item constraint, a maker line, a VFL string).
    var isWrittenInCode: Bool {
        switch self {
        case .explicit, .visualFormat: true
        default: false
        }
    }
}
