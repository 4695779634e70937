import AutolintModel
import Foundation

/// The targets of an Xcode project as its `project.pbxproj` lists them: what each builds, its
/// build settings, the resources it ships (the Interface Builder documents among them) and the
/// sources it compiles.
/// Only what `devices: project` needs is kept.
public struct XcodeProject: Sendable {
    public struct Target: Sendable {
        public var name: String
        /// `com.apple.product-type.application`, `….app-extension`, `….framework`, ….
        public var productType: String
        /// One dictionary per build configuration (Debug, Release, …), each level over the one
        /// below it as Xcode layers them: the project's `.xcconfig`, the project's settings, the
        /// target's `.xcconfig`, the target's settings; `$(inherited)` is the value below. A list
        /// value is kept with its items joined by spaces; a conditional setting keeps its condition
        /// in its name (`TARGETED_DEVICE_FAMILY[sdk=iphoneos*]`).
        public var buildSettings: [[String: String]]
        /// The `.xcconfig` files the configurations take settings from (`baseConfigurationReference`)
        /// and their includes, in the order read.
        public var configurationFiles: [String] = []
        /// Why an `.xcconfig` a configuration takes could not be read (a file the groups do not
        /// lead to, a missing file, a line Xcode would refuse): what it sets is unknown.
        public var configurationFileProblems: [String] = []
        /// The absolute paths of its Copy Bundle Resources phase's files, followed through the
        /// project's groups (a localized document by each of its variants' paths).
        public var resourcePaths: Set<String> = []
        /// The absolute paths of the Swift and Objective-C files its Compile Sources phase builds.
        public var sourcePaths: Set<String> = []
        /// The file names of the resources whose path the groups do not lead to (a file relative
        /// to the build products or the SDK).
        public var unplacedResourceNames: Set<String> = []
        /// Folders Xcode 16 keeps in sync with the disk (`PBXFileSystemSynchronizedRootGroup`), as
        /// absolute paths: every file below one belongs to the target, but its exceptions.
        public var synchronizedFolders: [(path: String, exceptions: Set<String>)] = []

        /// An app, an App Clip or an iMessage app (`com.apple.product-type.application…`).
        public var isApplication: Bool { productType.hasPrefix("com.apple.product-type.application") }
        public var isAppExtension: Bool { productType.hasPrefix("com.apple.product-type.app-extension") }
        /// Unit and UI test bundles: their documents are test resources, never shown by an app.
        public var isTestBundle: Bool { productType.hasPrefix("com.apple.product-type.bundle.") && productType.contains("test") }

        /// Whether an `.xcconfig` autolint could not read may set what the settings read do not say.
        public var hasUnreadConfigurationFiles: Bool { !configurationFileProblems.isEmpty }

        /// Every value a setting takes over the configurations and its conditions (`[sdk=…]`), in
        /// their order, without repeats; references to other settings (`$(NAME)`) are replaced by
        /// their values where the configuration has them.
        public func values(of setting: String) -> [String] {
            var seen: [String] = []
            for settings in buildSettings {
                var found = settings[setting].map { [$0] } ?? []
                found += settings.keys.filter { $0.hasPrefix(setting + "[") }.sorted().compactMap { settings[$0] }
                for value in found.map({ BuildSettingLevels.expandingReferences(in: $0, from: settings) }) where !seen.contains(value) {
                    seen.append(value)
                }
            }
            return seen
        }

        /// Whether the target ships the file at `path` (absolute, standardized): one of its
        /// resources or compiled sources, or a file below one of its synchronized folders that is
        /// not an exception.
        func ships(_ path: String) -> Bool {
            resourcePaths.contains(path) || sourcePaths.contains(path) || synchronizedFolders.contains { folder in
                path.hasPrefix(folder.path + "/") && !folder.exceptions.contains(String(path.dropFirst(folder.path.count + 1)))
            }
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
        let sourceRoot = (path as NSString).deletingLastPathComponent
        let projectFolder = Self.standardized((sourceRoot as NSString).appendingPathComponent(project["projectDirPath"] as? String ?? ""))
        let placed = graph.placedPaths(from: project["mainGroup"] as? String, projectFolder: projectFolder)
        var configurationFiles = ConfigurationFileReader(placed: placed, graph: graph)
        let projectList = graph.configurations(ofList: project["buildConfigurationList"])
        let targets = graph.ids(project["targets"]).compactMap { id -> Target? in
            guard let object = graph.object(id), object["isa"] as? String == "PBXNativeTarget" else { return nil }
            let ownList = graph.configurations(ofList: object["buildConfigurationList"])
            var target = Target(
                name: object["name"] as? String ?? id,
                productType: object["productType"] as? String ?? "",
                buildSettings: Self.merged(project: projectList, target: ownList, files: &configurationFiles))
            let references = (projectList + ownList).compactMap(\.configurationFile)
            for reference in references {
                let (file, problem) = configurationFiles.file(reference)
                target.configurationFiles += (file?.files ?? []).filter { !target.configurationFiles.contains($0) }
                if let problem, !target.configurationFileProblems.contains(problem) { target.configurationFileProblems.append(problem) }
            }
            graph.collectFiles(of: object, placed: placed, into: &target)
            for groupID in graph.ids(object["fileSystemSynchronizedGroups"]) {
                guard let folder = placed[groupID] else { continue }
                target.synchronizedFolders.append((folder, graph.membershipExceptions(ofSynchronizedGroup: groupID, forTarget: id)))
            }
            return target
        }
        return XcodeProject(path: path, targets: targets)
    }

    /// `path` with `.` and `..` taken out, links left as they are.
    static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardized.path }

    /// One build configuration of a list.
    private struct BuildConfiguration {
        var name: String
        var settings: [(name: String, value: String)]
        /// The id of its `.xcconfig`'s file reference.
        var configurationFile: String?
    }

    /// The `.xcconfig` files of one project, each reference looked at once: every target of the
    /// project shares the project's own, and its settings and its sources both ask for them.
    private struct ConfigurationFileReader {
        typealias Found = (file: XcconfigFile?, problem: String?)
        var placed: [String: String]
        var graph: ObjectGraph
        var found: [String: Found] = [:]

        /// The file of a reference, or why it cannot be read ("Shared.xcconfig:3:1: …").
        mutating func file(_ reference: String) -> Found {
            if let known = found[reference] { return known }
            let result = Self.read(reference, placed: placed, graph: graph)
            found[reference] = result
            return result
        }

        private static func read(_ reference: String, placed: [String: String], graph: ObjectGraph) -> Found {
            guard let path = placed[reference] else {
                let name = (graph.object(reference)?["path"] as? String).map { ($0 as NSString).lastPathComponent } ?? reference
                return (nil, "\(name): the project's groups do not say where it is")
            }
            // Often a CocoaPods file that is not committed: said as such, not as a read error.
            guard FileStatus(path: path) != nil else { return (nil, "\((path as NSString).lastPathComponent): not found") }
            do {
                return (try XcconfigFile.read(path: path), nil)
            } catch {
                return (nil, "\((error.location.file as NSString).lastPathComponent):\(error.location.line):\(error.location.column): \(error.message)")
            }
        }
    }

    /// The target's settings over the project's, configuration by configuration (by name), each
    /// over its `.xcconfig` where it takes one that can be read.
    private static func merged(project: [BuildConfiguration], target: [BuildConfiguration], files: inout ConfigurationFileReader) -> [[String: String]] {
        func layered(_ configuration: BuildConfiguration?, over base: BuildSettingLevels) -> BuildSettingLevels {
            guard let configuration else { return base }
            var levels = base
            if let reference = configuration.configurationFile, let file = files.file(reference).file {
                levels.apply(file.assignments)
            }
            levels.apply(configuration.settings)
            return levels
        }
        guard !target.isEmpty else { return project.map { layered($0, over: BuildSettingLevels()).settings } }
        return target.map { configuration in
            let projectLevel = layered(project.first { $0.name == configuration.name } ?? project.first, over: BuildSettingLevels())
            return layered(configuration, over: projectLevel).settings
        }
    }

    /// Object lookups over the file's `objects` table.
    private struct ObjectGraph {
        var objects: [String: Any]

        func object(_ id: String) -> [String: Any]? { objects[id] as? [String: Any] }

        func ids(_ value: Any?) -> [String] { value as? [String] ?? [] }

        /// Each configuration of a list, by name, with its settings as strings.
        func configurations(ofList listID: Any?) -> [BuildConfiguration] {
            guard let listID = listID as? String, let list = object(listID) else { return [] }
            return ids(list["buildConfigurations"]).compactMap { id in
                guard let configuration = object(id) else { return nil }
                let raw = configuration["buildSettings"] as? [String: Any] ?? [:]
                var settings: [(name: String, value: String)] = []
                for key in raw.keys.sorted() {
                    if let text = raw[key] as? String {
                        settings.append((key, text))
                    } else if let items = raw[key] as? [String] {
                        settings.append((key, items.joined(separator: " ")))
                    }
                }
                return BuildConfiguration(name: configuration["name"] as? String ?? id, settings: settings,
                                          configurationFile: configuration["baseConfigurationReference"] as? String)
            }
        }

        /// The absolute path of every group, file and synchronized folder the main group leads to:
        /// a `<group>` item's path is its parent's and its own, a `SOURCE_ROOT` item's is relative to
        /// the project's folder, an `<absolute>` one is its own; items relative to the build products
        /// or the SDK are left out.
        func placedPaths(from mainGroup: String?, projectFolder: String) -> [String: String] {
            var placed: [String: String] = [:]
            guard let mainGroup else { return placed }
            var stack: [(id: String, parent: String)] = [(mainGroup, projectFolder)]
            var visited: Set<String> = []
            while let (id, parent) = stack.popLast() {
                guard visited.insert(id).inserted, let item = object(id) else { continue }
                let own = item["path"] as? String ?? ""
                let base: String?
                switch item["sourceTree"] as? String ?? "<group>" {
                case "<group>": base = parent
                case "SOURCE_ROOT": base = projectFolder
                case "<absolute>": base = "/"
                default: base = nil
                }
                guard let base else { continue }
                let path = XcodeProject.standardized((base as NSString).appendingPathComponent(own))
                placed[id] = path
                for child in ids(item["children"]).reversed() { stack.append((child, path)) }
            }
            return placed
        }

        /// The target's Copy Bundle Resources files, by path where the groups lead to them, and
        /// its Compile Sources files (whose layouts in code it runs).
        func collectFiles(of target: [String: Any], placed: [String: String], into result: inout XcodeProject.Target) {
            for phaseID in ids(target["buildPhases"]) {
                guard let phase = object(phaseID) else { continue }
                if phase["isa"] as? String == "PBXSourcesBuildPhase" {
                    for buildFileID in ids(phase["files"]) {
                        if let referenceID = object(buildFileID)?["fileRef"] as? String, let path = placed[referenceID] { result.sourcePaths.insert(path) }
                    }
                    continue
                }
                guard phase["isa"] as? String == "PBXResourcesBuildPhase" else { continue }
                for buildFileID in ids(phase["files"]) {
                    guard let referenceID = object(buildFileID)?["fileRef"] as? String, let reference = object(referenceID) else { continue }
                    // A variant group stands for its localized files (`Base.lproj/Main.storyboard`).
                    let files = reference["isa"] as? String == "PBXVariantGroup" ? ids(reference["children"]) : [referenceID]
                    for fileID in files {
                        if let path = placed[fileID] {
                            result.resourcePaths.insert(path)
                        } else if let name = (object(fileID)?["path"] as? String) ?? (object(fileID)?["name"] as? String) {
                            result.unplacedResourceNames.insert((name as NSString).lastPathComponent)
                        }
                    }
                }
            }
        }

        /// The files of a synchronized folder that `target` leaves out (paths relative to the folder).
        func membershipExceptions(ofSynchronizedGroup groupID: String, forTarget target: String) -> Set<String> {
            var exceptions: Set<String> = []
            for setID in ids(object(groupID)?["exceptions"]) {
                guard let set = object(setID), set["target"] as? String == target else { continue }
                exceptions.formUnion(set["membershipExceptions"] as? [String] ?? [])
            }
            return exceptions
        }
    }
}
