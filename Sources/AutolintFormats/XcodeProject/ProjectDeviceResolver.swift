import AutolintModel
import Foundation

/// Finds the Xcode project around an Interface Builder document (or a source file) and what the
/// targets that ship (or compile) it support (`devices: project`).
///
/// The project is the nearest `.xcodeproj` in the document's folder or above it whose targets
/// ship the document (`XcodeProject.Target.ships`: a Copy Bundle Resources or Compile Sources file
/// at the document's path, or a file below a synchronized folder; by file name only where the
/// project's groups do not say where the resource is). An application or app extension runs on
/// its own `TARGETED_DEVICE_FAMILY` (`SDKROOT = macosx`: a Mac) in the orientations of its
/// Info.plist (`UISupportedInterfaceOrientations`, `…~ipad`, `…~iphone`, or the `INFOPLIST_KEY_…`
/// build settings of a generated one), its settings layered over its `.xcconfig` files; a
/// framework or bundle runs in the project's applications; a test bundle ships nothing. What the
/// project leaves unsaid takes Xcode's and UIKit's defaults: an iOS target without a device family
/// is an iPhone one (both families where an `.xcconfig` autolint could not read may set it),
/// without orientations an app supports them all, and without a platform the document's own
/// platform is the target's (docs/cli.md).
///
/// Projects are read once per resolver; it is safe to use from several threads.
public final class ProjectDeviceResolver: @unchecked Sendable {
    private let projects = ConcurrentMemo<String, Result<XcodeProject, InputError>>()
    private let projectFolders = ConcurrentMemo<String, [String]>()
    private let documents = ConcurrentMemo<String, ProjectDevices>()
    /// What each target supports, by project and target: the documents of one target share it.
    private let targetDevices = ConcurrentMemo<[String], Result<(SupportedDevices, [String]), InputError>>()
    private let controllerIndexes = ConcurrentMemo<String, ControllerOrientationIndex>()

    public init() {}

    /// The devices of the targets that ship or compile `document` (read once per document).
    public func devices(for document: String) -> ProjectDevices {
        documents.value(for: document) { resolve(document: document) }
    }

    /// The orientations the view controller class `className` allows, from the Swift and
    /// Objective-C sources of the project that ships `document` (`ControllerOrientationIndex`); nil
    /// when it allows them all, decides at run time, or is not found.
    public func restriction(ofController className: String, document: String) -> ControllerOrientationIndex.Restriction? {
        let found = devices(for: document)
        guard case .supported = found.outcome, let project = found.project else { return nil }
        let sourceRoot = (project as NSString).deletingLastPathComponent
        return controllerIndexes.value(for: sourceRoot) { ControllerOrientationIndex(sourceRoot: sourceRoot) }.restriction(of: className)
    }

    private func resolve(document: String) -> ProjectDevices {
        let path = XcodeProject.standardized(document)
        let name = (path as NSString).lastPathComponent
        var folder = (path as NSString).deletingLastPathComponent
        var passed: [String] = []
        var unreadable: (project: String, error: InputError)?
        while !folder.isEmpty {
            for projectPath in projectPaths(in: folder) {
                let project: XcodeProject
                switch self.project(at: projectPath) {
                case .failure(let error):
                    unreadable = unreadable ?? (projectPath, error)
                    continue
                case .success(let read): project = read
                }
                var shipping = project.targets.filter { $0.ships(path) }
                var notes: [String] = []
                if shipping.isEmpty {
                    // A resource the groups do not lead to (relative to the build products): by its name.
                    shipping = project.targets.filter { $0.unplacedResourceNames.contains(name) }
                    if !shipping.isEmpty { notes.append("matched by file name: the project's groups do not say where its \(name) is") }
                }
                if shipping.isEmpty {
                    passed.append((projectPath as NSString).lastPathComponent)
                    continue
                }
                if shipping.allSatisfy(\.isTestBundle) {
                    return ProjectDevices(document: document, outcome: .notShipped, project: projectPath, targets: shipping.map(\.name),
                                          notes: [(Self.isDocument(path) ? "a test bundle's resource, which no app shows" : "a test bundle's source, which no app runs")
                                                  + "; " + Self.fallback(for: path)])
                }
                var found = resolve(document: document, project: project, shipping: shipping.filter { !$0.isTestBundle })
                found.notes = notes + found.notes
                return found
            }
            if unreadable != nil { break }
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) { break }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        if let unreadable {
            return ProjectDevices(document: document, outcome: .unreadable(unreadable.error), project: unreadable.project, targets: [],
                                  notes: ["\((unreadable.project as NSString).lastPathComponent) could not be read; \(Self.fallback(for: path))"])
        }
        let note = passed.isEmpty
            ? "no Xcode project in its folder or above it"
            : "no target of \(passed.joined(separator: ", ")) \(Self.isDocument(path) ? "ships" : "compiles") it"
        return ProjectDevices(document: document, outcome: .notShipped, project: nil, targets: [], notes: [note + "; " + Self.fallback(for: path)])
    }

    /// An Interface Builder document (else a source file, which has no canvas).
    private static func isDocument(_ path: String) -> Bool { InputFormat.interfaceBuilder.suffixes.contains(where: path.hasSuffix) }

    /// Where a file checks without its project's devices.
    private static func fallback(for path: String) -> String {
        isDocument(path) ? "checked on its canvas" : "checked on the other devices asked for, else \(Device.defaultName)"
    }

    private func resolve(document: String, project: XcodeProject, shipping: [XcodeProject.Target]) -> ProjectDevices {
        var supported = SupportedDevices.none
        var notes: [String] = []
        var found: [ProjectDevices.Runner] = []
        let applications = project.targets.filter(\.isApplication)
        for target in shipping {
            // A framework's or bundle's document is shown by the apps that embed it.
            let runners = target.isApplication || target.isAppExtension || applications.isEmpty ? [target] : applications
            if runners.count != 1 || runners[0].name != target.name {
                notes.append("\(target.name) is a \(Self.kind(of: target)); its documents run in \(runners.map(\.name).joined(separator: ", "))")
            }
            for runner in runners {
                let result = targetDevices.value(for: [project.path, runner.name]) {
                    Result { () throws(InputError) in try self.supported(by: runner, in: project) }
                }
                switch result {
                case .success(let (devices, sources)):
                    supported = supported.union(devices)
                    if !found.contains(where: { $0.target == runner.name }) {
                        found.append(ProjectDevices.Runner(target: runner.name, supported: devices, sources: sources))
                    }
                case .failure(let error):
                    return ProjectDevices(document: document, outcome: .unreadable(error), project: project.path,
                                          targets: shipping.map(\.name), notes: notes + ["\(runner.name)'s Info.plist could not be read"])
                }
            }
        }
        return ProjectDevices(document: document, outcome: supported.isEmpty ? .notShipped : .supported(supported),
                              project: project.path, targets: shipping.map(\.name), runners: found, notes: notes)
    }

    private static func kind(of target: XcodeProject.Target) -> String {
        switch target.productType {
        case "com.apple.product-type.framework", "com.apple.product-type.framework.static": "framework"
        case "com.apple.product-type.bundle": "bundle"
        case "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic": "library"
        default: target.productType.split(separator: ".").last.map(String.init) ?? "target"
        }
    }

    /// One target's devices, and the settings and keys they came from.
    private func supported(by target: XcodeProject.Target, in project: XcodeProject) throws(InputError) -> (SupportedDevices, [String]) {
        var sources = target.configurationFiles.map { ($0 as NSString).lastPathComponent }
        sources += target.configurationFileProblems.map { "\($0) (what it sets is unknown)" }
        let sdks = target.values(of: "SDKROOT") + target.values(of: "SUPPORTED_PLATFORMS")
        let platforms = Set(sdks.flatMap { $0.split(separator: " ").map(String.init) }).subtracting(["auto"])
            .filter { !$0.contains("$") }
        // Without a platform in the project's settings (set where autolint cannot read it), the
        // document's own platform decides: the planner keeps only its devices.
        let known = !platforms.isEmpty
        let runsOnMac = !known || platforms.contains("macosx")
        let runsOnIOS = !known || platforms.contains("iphoneos") || platforms.contains("iphonesimulator")
        var devices = SupportedDevices(mac: runsOnMac)
        sources.append(known ? "SDKROOT \(platforms.sorted().joined(separator: " "))" : "no SDKROOT: the document's platform")
        guard runsOnIOS else { return (devices, sources) }

        let familyValues = target.values(of: "TARGETED_DEVICE_FAMILY")
        let families = Set(familyValues.flatMap { $0.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) })
        // Unset, the family is Xcode's default (iPhone), unless an .xcconfig autolint could not
        // read may set it; a value that names a setting autolint does not know is unknown too.
        let unresolved = families.contains { $0.contains("$") }
        let familyUnknown = familyValues.isEmpty && target.hasUnreadConfigurationFiles || unresolved
        let iPhone = familyValues.isEmpty || unresolved || families.contains("1")
        let iPad = familyUnknown || families.contains("2")
        if familyValues.isEmpty {
            sources.append(familyUnknown ? "no TARGETED_DEVICE_FAMILY in the settings read (an .xcconfig may set it): iPhone and iPad"
                                         : "no TARGETED_DEVICE_FAMILY: iPhone")
        } else {
            sources.append("TARGETED_DEVICE_FAMILY \(familyValues.joined(separator: " / "))" + (unresolved ? " (not known here): iPhone and iPad" : ""))
        }

        let plist = try infoPlist(of: target, in: project)
        if let plist { sources.append((plist.path as NSString).lastPathComponent) }
        // The INFOPLIST_KEY_ settings count only where Xcode generates the Info.plist from them.
        let generates = target.values(of: "GENERATE_INFOPLIST_FILE").contains("YES")
        func orientations(plistKeys: [String], settingKeys: [String]) -> SupportedDevices.Orientations {
            for key in plistKeys {
                if let names = plist?.values[key] as? [String] {
                    sources.append(key)
                    return SupportedDevices.Orientations(interfaceOrientations: names)
                }
            }
            for key in settingKeys where generates {
                let values = target.values(of: key)
                if !values.isEmpty {
                    sources.append(key)
                    return SupportedDevices.Orientations(interfaceOrientations: values.flatMap { $0.split(separator: " ").map(String.init) })
                }
            }
            sources.append("no orientations: all")
            return .all
        }
        let generic = "INFOPLIST_KEY_UISupportedInterfaceOrientations"
        if iPhone {
            devices.iPhone = orientations(plistKeys: ["UISupportedInterfaceOrientations~iphone", "UISupportedInterfaceOrientations"],
                                          settingKeys: [generic + "_iPhone", generic])
        }
        if iPad {
            devices.iPad = orientations(plistKeys: ["UISupportedInterfaceOrientations~ipad", "UISupportedInterfaceOrientations"],
                                        settingKeys: [generic + "_iPad", generic])
            // Without multitasking an iPad asks the view controller for its orientations too.
            let fullScreen = (plist?.values["UIRequiresFullScreen"] as? Bool) == true
                || generates && target.values(of: "INFOPLIST_KEY_UIRequiresFullScreen").contains("YES")
            devices.iPadFollowsControllers = fullScreen
            if fullScreen { sources.append("UIRequiresFullScreen") }
        }
        return (devices, sources)
    }

    /// The target's Info.plist (`INFOPLIST_FILE`, relative to the project's folder); nil when it has
    /// none or names it through a variable autolint does not know.
    private func infoPlist(of target: XcodeProject.Target, in project: XcodeProject) throws(InputError) -> (path: String, values: [String: Any])? {
        guard var file = target.values(of: "INFOPLIST_FILE").first, !file.isEmpty else { return nil }
        for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            for form in ["$(\(variable))", "${\(variable)}", "$\(variable)"] {
                file = file.replacingOccurrences(of: form, with: project.sourceRoot)
            }
        }
        for form in ["$(TARGET_NAME)", "${TARGET_NAME}"] { file = file.replacingOccurrences(of: form, with: target.name) }
        file = file.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        guard !file.contains("$") else { return nil }
        let path = file.hasPrefix("/") ? file : (project.sourceRoot as NSString).appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return (path, try PropertyListFile.dictionary(at: path))
    }

    /// The `.xcodeproj` folders directly in `folder`, sorted by name.
    private func projectPaths(in folder: String) -> [String] {
        projectFolders.value(for: folder) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
                .filter { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("project.pbxproj")) }
        }
    }

    private func project(at path: String) -> Result<XcodeProject, InputError> {
        projects.value(for: path) { Result { () throws(InputError) -> XcodeProject in try XcodeProject.read(path: path) } }
    }
}
