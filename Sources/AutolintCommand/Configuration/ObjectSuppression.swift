import AutolintModel
import Foundation

/// `suppressions:` in `.autolint.yml`: findings about one object of one file (an IB object id,
/// or a fixture's view or constraint id) that a team has accepted, for some rules or all.
public struct ObjectSuppression: Sendable, Hashable {
    /// A path or shell pattern: with a `/`, relative to the configuration file's directory (as
    /// `excluded:`); without one, matched against the file's name anywhere.
    public var file: String
    /// The object id (`abc-12-xyz`), matched against the finding's object id, views and constraints.
    public var object: String
    /// Rule ids; empty means every rule.
    public var rules: [String]

    public init(file: String, object: String, rules: [String] = []) {
        self.file = file
        self.object = object
        self.rules = rules
    }

    /// `file` is the input's absolute path.
    public func suppresses(_ diagnostic: Diagnostic, inFile path: String) -> Bool {
        guard rules.isEmpty || rules.contains(diagnostic.rule) else { return false }
        guard diagnostic.objectID == object || diagnostic.views.contains(object) || diagnostic.constraints.contains(object) else {
            return false
        }
        let target = file.contains("/") ? path : (path as NSString).lastPathComponent
        return target == file || fnmatch(file, target, 0) == 0
    }
}
