import AutolintModel
import Foundation

/// The targets of an Xcode project as its `project.pbxproj` lists them: what each builds, its
/// build settings and the resources it ships (the Interface Builder documents among them).
/// Only what `devices: project` needs is kept.
public struct XcodeProject: Sendable {
    public struct Target: Sendable {
        public var name: String
        /// `com.apple.product-type.application`, `….app-extension`, `….framework`, ….
        public var productType: String
        /// One dictionary per build configuration (Debug, Release, …): the project's settings with
        /// the target's over them. A list value is kept with its items joined by spaces.
        public var buildSettings: [[String: String]]
        /// The file names (last path components) of its Copy Bundle Resources phase; a localized
        /// document (`Base.lproj/Main.storyboard`) by its group's name, `Main.storyboard`.
        public var resourceNames: Set<String>
        /// Folders Xcode 16 keeps in sync with the disk (`PBXFileSystemSynchronizedRootGroup`):
        /// every file below one belongs to the target.
        public var synchronizedFolders: [String]

        public var isApplication: Bool { productType == "com.apple.product-type.application" }
        public var isAppExtension: Bool { productType.hasPrefix("com.apple.product-type.app-extension") }

        /// Every value a setting takes over the configurations, in their order, without repeats.
        public func values(of setting: String) -> [String] {
            var seen: [String] = []
            for settings in buildSettings {
                if let value = settings[setting], !seen.contains(value) { seen.append(value) }
            }
            return seen
        }
    }

    /// The `.xcodeproj` folder.
    public var path: String
    /// In the project's order.
    public var targets: [Target]

    /// The folder Xcode calls `SRCROOT`: the one holding the `.xcodeproj`.
    public var sourceRoot: String { (path as NSString).deletingLastPathComponent }

    /// Reads `path/project.pbxproj`; an unreadable or malformed file is an input error there.
    public static func read(path: String) throws(InputError) -> XcodeProject {
        let file = (path as NSString).appendingPathComponent("project.pbxproj")
        let root = try PropertyListFile.dictionary(at: file)
        guard let objects = root["objects"] as? [String: Any], let rootID = root["rootObject"] as? String,
              let project = objects[rootID] as? [String: Any] else {
            throw InputError(location: SourceLocation(file: file, line: 1, column: 1), message: "no `objects` and `rootObject` in the project file")
        }
        let graph = ObjectGraph(objects: objects)
        let projectSettings = graph.buildSettings(ofList: project["buildConfigurationList"])
        let targets = graph.ids(project["targets"]).compactMap { id -> Target? in
            guard let target = graph.object(id), target["isa"] as? String == "PBXNativeTarget" else { return nil }
            let ownSettings = graph.buildSettings(ofList: target["buildConfigurationList"])
            return Target(
                name: target["name"] as? String ?? id,
                productType: target["productType"] as? String ?? "",
                buildSettings: Self.merged(project: projectSettings, target: ownSettings),
                resourceNames: graph.resourceNames(of: target),
                synchronizedFolders: graph.ids(target["fileSystemSynchronizedGroups"]).compactMap { graph.object($0)?["path"] as? String })
        }
        return XcodeProject(path: path, targets: targets)
    }

    /// The target's settings over the project's, configuration by configuration (by name).
    private static func merged(project: [(name: String, settings: [String: String])], target: [(name: String, settings: [String: String])]) -> [[String: String]] {
        guard !target.isEmpty else { return project.map(\.settings) }
        return target.map { configuration in
            let base = project.first { $0.name == configuration.name }?.settings ?? project.first?.settings ?? [:]
            return base.merging(configuration.settings) { _, own in own }
        }
    }

    /// Object lookups over the file's `objects` table.
    private struct ObjectGraph {
        var objects: [String: Any]

        func object(_ id: String) -> [String: Any]? { objects[id] as? [String: Any] }

        func ids(_ value: Any?) -> [String] { value as? [String] ?? [] }

        /// Each configuration of a list, by name, with its settings as strings.
        func buildSettings(ofList listID: Any?) -> [(name: String, settings: [String: String])] {
            guard let listID = listID as? String, let list = object(listID) else { return [] }
            return ids(list["buildConfigurations"]).compactMap { id in
                guard let configuration = object(id) else { return nil }
                let raw = configuration["buildSettings"] as? [String: Any] ?? [:]
                var settings: [String: String] = [:]
                for (key, value) in raw {
                    if let text = value as? String {
                        settings[key] = text
                    } else if let items = value as? [String] {
                        settings[key] = items.joined(separator: " ")
                    }
                }
                return (configuration["name"] as? String ?? id, settings)
            }
        }

        func resourceNames(of target: [String: Any]) -> Set<String> {
            var names: Set<String> = []
            for phaseID in ids(target["buildPhases"]) {
                guard let phase = object(phaseID), phase["isa"] as? String == "PBXResourcesBuildPhase" else { continue }
                for buildFileID in ids(phase["files"]) {
                    guard let reference = (object(buildFileID)?["fileRef"] as? String).flatMap(object) else { continue }
                    if let name = (reference["name"] as? String) ?? (reference["path"] as? String) {
                        names.insert((name as NSString).lastPathComponent)
                    }
                    // A variant group's children are the localized files (`Base.lproj/Main.storyboard`).
                    for child in ids(reference["children"]).compactMap(object) {
                        if let path = child["path"] as? String { names.insert((path as NSString).lastPathComponent) }
                    }
                }
            }
            return names
        }
    }
}
