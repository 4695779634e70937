import AutolintModel
import AutolintRendering
import Foundation

/// `autolint exercise FILE --svg OUT`: the animated SVG of the ambiguous views' valid frames.
extension ExerciseCommand {
    /// Animates the first layout and configuration (in the order `exercise` prints them) that has an
    /// ambiguous view (only `view` when given). With none, the SVG shows the solved layout still and
    /// the returned note says so. Returns what to print on standard error.
    func writeAnimation(of input: SolvedInput, to path: String, workingDirectory: String) throws(ConfigurationError) -> String {
        var still: ConfigurationPictures?
        var animated: ConfigurationPictures?
        search: for (layout, configurations) in input.layouts {
            for configuration in configurations {
                let pictures = ConfigurationPictures(layout: layout, configuration: configuration)
                if pictures.ambiguousViews.contains(where: { view == nil || $0 == view }) {
                    animated = pictures
                    break search
                }
                if still == nil { still = pictures }
            }
        }
        guard let animated = animated ?? still else { throw ConfigurationError("\(self.path) holds no layout to animate") }
        let animationInput = animated.animationInput(view: view)
        let svg: String
        do { svg = try AmbiguityAnimation(animationInput).svg } catch { throw ConfigurationError("\(error)") }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: WorkingDirectory(workingDirectory).resolve(path)))
        } catch {
            throw ConfigurationError("cannot write '\(path)': \(error.localizedDescription)")
        }
        let subject = "'\(animated.analysis.layout.name)' (\(animated.analysis.configuration.name))"
        guard !animationInput.ambiguousViews.isEmpty else {
            return "autolint: no ambiguous view to exercise; \(path) shows \(subject) still.\n"
        }
        let count = animationInput.solutions.count
        let ambiguousCount = animated.animatedViews(view: view).ambiguousCount
        let cut = ambiguousCount > animationInput.ambiguousViews.count
            ? " (the first \(animationInput.ambiguousViews.count) of \(ambiguousCount) ambiguous views; --view picks another)" : ""
        return "Wrote \(count) valid layouts of \(subject), moving \(animationInput.ambiguousViews.joined(separator: ", "))\(cut), to \(path).\n"
    }
}
