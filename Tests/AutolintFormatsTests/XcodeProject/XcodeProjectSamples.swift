import Foundation

/// Small Xcode projects written as Xcode saves them (`project.pbxproj` in the old-style property
/// list format, an Info.plist in XML), for the project reader's tests.
enum XcodeProjectSamples {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        /// Resource file names; a `Base.lproj/` one is saved inside a variant group, as Xcode does.
        var resources: [String] = []
        var settings: [String: String] = [:]
        var synchronizedFolders: [String] = []
    }

    /// A `project.pbxproj` with these targets and the project-level build settings.
    static func pbxproj(_ targets: [Target], projectSettings: [String: String] = [:]) -> String {
        var objects: [String] = []
        func settingsText(_ settings: [String: String]) -> String {
            settings.keys.sorted().map { "\($0) = \(quoted(settings[$0]!));" }.joined(separator: " ")
        }
        func configurationList(_ id: String, _ settings: [String: String]) -> String {
            objects.append("\(id)D = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(settingsText(settings))}; };")
            objects.append("\(id)R = {isa = XCBuildConfiguration; name = Release; buildSettings = {\(settingsText(settings))}; };")
            objects.append("\(id) = {isa = XCConfigurationList; buildConfigurations = (\(id)D, \(id)R, ); };")
            return id
        }
        var targetIDs: [String] = []
        for (index, target) in targets.enumerated() {
            let id = "TARGET\(index)"
            var files: [String] = []
            for (fileIndex, resource) in target.resources.enumerated() {
                let reference = "REF\(index)X\(fileIndex)"
                if resource.hasPrefix("Base.lproj/") {
                    let name = String(resource.dropFirst("Base.lproj/".count))
                    objects.append("\(reference)C = {isa = PBXFileReference; name = Base; path = \(quoted(resource)); sourceTree = \"<group>\"; };")
                    objects.append("\(reference) = {isa = PBXVariantGroup; children = (\(reference)C, ); name = \(quoted(name)); sourceTree = \"<group>\"; };")
                } else {
                    objects.append("\(reference) = {isa = PBXFileReference; path = \(quoted(resource)); sourceTree = \"<group>\"; };")
                }
                objects.append("BUILD\(index)X\(fileIndex) /* \(resource) in Resources */ = {isa = PBXBuildFile; fileRef = \(reference); };")
                files.append("BUILD\(index)X\(fileIndex)")
            }
            objects.append("PHASE\(index) = {isa = PBXResourcesBuildPhase; files = (\(files.map { $0 + ", " }.joined())); };")
            var groups: [String] = []
            for (groupIndex, folder) in target.synchronizedFolders.enumerated() {
                objects.append("SYNC\(index)X\(groupIndex) = {isa = PBXFileSystemSynchronizedRootGroup; path = \(quoted(folder)); sourceTree = \"<group>\"; };")
                groups.append("SYNC\(index)X\(groupIndex)")
            }
            let list = configurationList("LIST\(index)", target.settings)
            objects.append("""
                \(id) /* \(target.name) */ = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (PHASE\(index), ); \
                fileSystemSynchronizedGroups = (\(groups.map { $0 + ", " }.joined())); name = \(quoted(target.name)); \
                productType = \(quoted(target.productType)); };
                """)
            targetIDs.append(id)
        }
        let projectList = configurationList("PROJECTLIST", projectSettings)
        objects.append("PROJECT = {isa = PBXProject; buildConfigurationList = \(projectList); targets = (\(targetIDs.map { $0 + ", " }.joined())); };")
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
