import Foundation

/// Small Xcode projects written as Xcode saves them (`project.pbxproj` in the old-style property
/// list format, an Info.plist in XML), for the project reader's tests.
enum XcodeProjectSamples {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        /// The group its resources are in: a folder below the project's ("" for the project's own).
        var folder = ""
        /// Resource paths in `folder`; a `Base.lproj/` one is saved inside a variant group, as Xcode
        /// does; a `BUILT:` one relative to the build products, where no group leads.
        var resources: [String] = []
        var settings: [String: String] = [:]
        /// Folders below the project's kept in sync, with the files the target leaves out.
        var synchronizedFolders: [(folder: String, exceptions: [String])] = []
        /// Its configurations take settings from an `.xcconfig` too.
        var configurationFile = false
        /// Source paths in `folder` its Compile Sources phase builds.
        var sources: [String] = []
    }

    /// A `project.pbxproj` with these targets and the project-level build settings. The
    /// configurations that take an `.xcconfig` (a target's `configurationFile`, and the project's
    /// with `projectConfigurationFile`) take `Shared.xcconfig`, which the main group leads to beside
    /// the project with `placeConfigurationFile`.
    static func pbxproj(_ targets: [Target], projectSettings: [String: String] = [:], projectConfigurationFile: Bool = false,
                        placeConfigurationFile: Bool = false) -> String {
        var objects: [String] = []
        func settingsText(_ settings: [String: String]) -> String {
            settings.keys.sorted().map { "\($0) = \(quoted(settings[$0]!));" }.joined(separator: " ")
        }
        func configurationList(_ id: String, _ settings: [String: String], configurationFile: Bool = false) -> String {
            let base = configurationFile ? "baseConfigurationReference = XCCONFIG; " : ""
            objects.append("\(id)D = {isa = XCBuildConfiguration; \(base)name = Debug; buildSettings = {\(settingsText(settings))}; };")
            objects.append("\(id)R = {isa = XCBuildConfiguration; \(base)name = Release; buildSettings = {\(settingsText(settings))}; };")
            objects.append("\(id) = {isa = XCConfigurationList; buildConfigurations = (\(id)D, \(id)R, ); };")
            return id
        }
        var targetIDs: [String] = []
        var mainGroupChildren: [String] = []
        for (index, target) in targets.enumerated() {
            let id = "TARGET\(index)"
            var files: [String] = []
            var groupChildren: [String] = []
            for (fileIndex, resource) in target.resources.enumerated() {
                let reference = "REF\(index)X\(fileIndex)"
                if resource.hasPrefix("BUILT:") {
                    objects.append("\(reference) = {isa = PBXFileReference; path = \(quoted(String(resource.dropFirst(6)))); sourceTree = BUILT_PRODUCTS_DIR; };")
                } else if resource.hasPrefix("Base.lproj/") {
                    let name = String(resource.dropFirst("Base.lproj/".count))
                    objects.append("\(reference)C = {isa = PBXFileReference; name = Base; path = \(quoted(resource)); sourceTree = \"<group>\"; };")
                    objects.append("\(reference) = {isa = PBXVariantGroup; children = (\(reference)C, ); name = \(quoted(name)); sourceTree = \"<group>\"; };")
                } else {
                    objects.append("\(reference) = {isa = PBXFileReference; path = \(quoted(resource)); sourceTree = \"<group>\"; };")
                }
                groupChildren.append(reference)
                objects.append("BUILD\(index)X\(fileIndex) /* \(resource) in Resources */ = {isa = PBXBuildFile; fileRef = \(reference); };")
                files.append("BUILD\(index)X\(fileIndex)")
            }
            objects.append("PHASE\(index) = {isa = PBXResourcesBuildPhase; files = (\(files.map { $0 + ", " }.joined())); };")
            var compiled: [String] = []
            for (sourceIndex, source) in target.sources.enumerated() {
                let reference = "SRC\(index)X\(sourceIndex)"
                objects.append("\(reference) = {isa = PBXFileReference; path = \(quoted(source)); sourceTree = \"<group>\"; };")
                objects.append("COMPILE\(index)X\(sourceIndex) /* \(source) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference); };")
                groupChildren.append(reference)
                compiled.append("COMPILE\(index)X\(sourceIndex)")
            }
            objects.append("SOURCES\(index) = {isa = PBXSourcesBuildPhase; files = (\(compiled.map { $0 + ", " }.joined())); };")
            objects.append("GROUP\(index) = {isa = PBXGroup; children = (\(groupChildren.map { $0 + ", " }.joined())); path = \(quoted(target.folder)); sourceTree = \"<group>\"; };")
            mainGroupChildren.append("GROUP\(index)")
            var groups: [String] = []
            for (groupIndex, synchronized) in target.synchronizedFolders.enumerated() {
                let group = "SYNC\(index)X\(groupIndex)"
                let exceptions = synchronized.exceptions.map(quoted).map { $0 + ", " }.joined()
                objects.append("\(group)E = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(exceptions)); target = \(id); };")
                objects.append("\(group) = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(group)E, ); path = \(quoted(synchronized.folder)); sourceTree = \"<group>\"; };")
                groups.append(group)
                mainGroupChildren.append(group)
            }
            let list = configurationList("LIST\(index)", target.settings, configurationFile: target.configurationFile)
            objects.append("""
                \(id) /* \(target.name) */ = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (SOURCES\(index), PHASE\(index), ); \
                fileSystemSynchronizedGroups = (\(groups.map { $0 + ", " }.joined())); name = \(quoted(target.name)); \
                productType = \(quoted(target.productType)); };
                """)
            targetIDs.append(id)
        }
        let projectList = configurationList("PROJECTLIST", projectSettings, configurationFile: projectConfigurationFile)
        if placeConfigurationFile { mainGroupChildren.append("XCCONFIG") }
        objects.append("MAIN = {isa = PBXGroup; children = (\(mainGroupChildren.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };")
        objects.append("XCCONFIG = {isa = PBXFileReference; path = Shared.xcconfig; sourceTree = \"<group>\"; };")
        objects.append("PROJECT = {isa = PBXProject; buildConfigurationList = \(projectList); mainGroup = MAIN; targets = (\(targetIDs.map { $0 + ", " }.joined())); };")
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \(objects.map { "\t\t" + $0 }.joined(separator: "\n"))
            \t};
            \trootObject = PROJECT /* Project object */;
            }

            """
    }

    /// An Info.plist with these orientation lists (`UISupportedInterfaceOrientations`, `…~ipad`).
    static func infoPlist(_ keys: [String: [String]]) -> String {
        let entries = keys.keys.sorted().map { key in
            "\t<key>\(key)</key>\n\t<array>\n" + keys[key]!.map { "\t\t<string>\($0)</string>\n" }.joined() + "\t</array>\n"
        }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(entries)</dict>
            </plist>

            """
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
