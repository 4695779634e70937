import AutolintModel

/// Checks a fixture's `expect: frames` against the solved frames, in the configurations this run
/// checks: each named view must exist there, and each frame must match to 0.5 pt.
public struct FrameExpectationChecker: Sendable {
    public init() {}

    public func check(_ analysis: LayoutAnalysis) -> [Diagnostic] {
        guard let expectations = analysis.layout.expectations else { return [] }
        let layout = analysis.layout
        let anchor = expectations.location ?? layout.location ?? SourceLocation(file: layout.name, line: 1, column: 1)
        var unmet: [Diagnostic] = []
        for expected in expectations.frames {
            let location = expected.location ?? anchor
            // Frames of a configuration this run does not check (`--device`, `--direction`)
            // cannot be verified; the reader has already checked that the name is a real one.
            guard let configuration = analysis.configuration(named: expected.configuration) else { continue }
            for (view, frame) in expected.frames {
                guard let solved = configuration.frame(of: view) else {
                    unmet.append(failure("a frame for \(view) in \(expected.configuration), but the layout has no such view", at: location))
                    continue
                }
                if !frame.isClose(to: solved, tolerance: ExpectedFrames.tolerance) {
                    unmet.append(failure("\(view) in \(expected.configuration) at \(frame), but it is solved at \(solved)", at: location))
                }
            }
        }
        return unmet
    }

    private func failure(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(rule: ExpectationChecker.ruleID, severity: .error, location: location, message: "expectation not met: expected \(message)")
    }
}
