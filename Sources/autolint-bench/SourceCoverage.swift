import AutolintFormats
import AutolintModel
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

    static func run(_ paths: [String]) {
        let expressions = patterns.compactMap { try? NSRegularExpression(pattern: $0) }
        var totalFound = 0
        var totalUnderstood = 0
        for path in InputReader.expand(paths) where InputFormat.sourceCode.matchesName(path) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var found: [Int] = []
            for (number, line) in zip(1..., lines) {
                let string = String(line)
                for expression in expressions {
                    found += Array(repeating: number, count: expression.numberOfMatches(in: string, range: NSRange(string.startIndex..., in: string)))
                }
            }
            let document = InputReader.read(path: path)
            var understoodLines: [Int: Int] = [:]
            for layout in document.layouts {
                let open = Set(layout.sourceFacts?.openViews ?? [])
                let made = layout.constraints + (layout.sourceFacts?.inactiveConstraints ?? [])
                for constraint in made where constraint.origin.isWrittenInCode && !constraint.items.contains(where: { open.contains($0.view) }) {
                    if let line = constraint.location?.line { understoodLines[line, default: 0] += 1 }
                }
            }
            var understood = 0
            for line in found where (understoodLines[line] ?? 0) > 0 {
                understood += 1
                understoodLines[line]! -= 1
            }
            totalFound += found.count
            totalUnderstood += understood
            let name = path.split(separator: "/").last.map(String.init) ?? path
            print("\(name)\tfound=\(found.count)\tunderstood=\(understood)")
        }
        let share = totalFound == 0 ? 0 : Double(totalUnderstood) * 100 / Double(totalFound)
        print("total\tfound=\(totalFound)\tunderstood=\(totalUnderstood)\t(\(String(format: "%.1f", share)) %)")
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
