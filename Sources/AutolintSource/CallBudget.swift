/// How far both front ends follow calls into a type's own methods. Each method calling another
/// is interpreted in place; without bounds a method calling itself never ends, and loops over
/// helpers that call helpers multiply the work (fuzzing found both: 2,048 runs of one Swift method,
/// an Objective-C file interpreted for over two minutes). A call past these bounds is not
/// followed: it opens the views it could touch, and is listed as a place not followed.
enum CallBudget {
    /// Calls nested inside one another.
    static let maximumDepth = 12
    /// Calls followed while reading one type.
    static let maximumFollowedCalls = 2_000

    /// Why a call to a method already running, or past the bounds, is not followed; nil when it is.
    static func refusal(isRunning: Bool, depth: Int, followed: Int) -> String? {
        if isRunning { return "a recursive call" }
        if depth >= maximumDepth || followed >= maximumFollowedCalls { return "calls nested too deep or too many" }
        return nil
    }
}
