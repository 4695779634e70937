import AutolintFormats
import Foundation

/// `devices: project` on one input: the bytes become one file of a small app project (its
/// `project.pbxproj`, its `.xcconfig`, its Info.plist, or a view controller source), and the
/// resolver works out what the app runs on and what each view controller the input names
/// allows, as `autolint check --device project` does for a document the app ships and a source
/// it compiles.
enum ProjectRun {
    /// The file of the project the input replaces.
    enum Part {
        case projectFile, configurationFile, infoPlist, swiftControllers, objectiveCControllers

        var relativePath: String {
            switch self {
            case .projectFile: "App.xcodeproj/project.pbxproj"
            case .configurationFile: "Shared.xcconfig"
            case .infoPlist: "App/Info.plist"
            case .swiftControllers: "App/Controllers.swift"
            case .objectiveCControllers: "App/Controllers.m"
            }
        }
    }

    /// The project's files when the input does not replace them: one iOS app shipping
    /// `App/Main.storyboard`, its family in an `.xcconfig`, portrait on phones, and an Objective-C
    /// header that names a superclass.
    private static let defaults: [String: String] = [
        Part.projectFile.relativePath: """
            // !$*UTF8*$!
            { objects = {
              P = {isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
              G = {isa = PBXGroup; children = (A, X); sourceTree = "<group>"; };
              X = {isa = PBXFileReference; path = Shared.xcconfig; sourceTree = "<group>"; };
              A = {isa = PBXGroup; path = App; children = (F); sourceTree = "<group>"; };
              F = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
              T = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (R); buildConfigurationList = L; };
              R = {isa = PBXResourcesBuildPhase; files = (B); };
              B = {isa = PBXBuildFile; fileRef = F; };
              L = {isa = XCConfigurationList; buildConfigurations = (C); };
              C = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = X; buildSettings = {SDKROOT = iphoneos; INFOPLIST_FILE = App/Info.plist; }; };
            }; rootObject = P; }
            """,
        Part.infoPlist.relativePath: """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array></dict></plist>
            """,
        Part.configurationFile.relativePath: "TARGETED_DEVICE_FAMILY = 1,2\n",
        Part.swiftControllers.relativePath: "",
        Part.objectiveCControllers.relativePath: "",
        "App/Base.xcconfig": "SDKROOT = iphoneos\n",
        "App/Controllers.h": "@interface LegacyViewController : UIViewController\n@end\n",
        "App/Main.storyboard": "",
    ]

    /// A project folder of this process's own, made once; `.git` keeps the resolver from looking
    /// for projects above it.
    private static let root = ScratchFolder.make("project", subfolders: [".git", "App.xcodeproj", "App"])

    static func run(_ data: Data, as part: Part) -> Int {
        for (relativePath, text) in defaults.sorted(by: { $0.key < $1.key }) {
            let contents = relativePath == part.relativePath ? data : Data(text.utf8)
            guard (try? contents.write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(relativePath)))) != nil else { return 0 }
        }
        // A new resolver each time: it keeps what it read.
        let resolver = ProjectDeviceResolver()
        let document = (root as NSString).appendingPathComponent("App/Main.storyboard")
        // The source file too, which a project compiles rather than ships.
        var count = resolver.devices(for: document).notes.count
            + resolver.devices(for: (root as NSString).appendingPathComponent(Part.swiftControllers.relativePath)).notes.count
        for name in controllerNames(in: data) where resolver.restriction(ofController: name, document: document) != nil {
            count += 1
        }
        return count
    }

    /// The words of the input a view controller class could be named by (at most 32, so that one
    /// input costs a bounded number of lookups), and the defaults' names.
    private static func controllerNames(in data: Data) -> [String] {
        var names = ["LegacyViewController"]
        var word: [UInt8] = []
        for byte in data + [0] {
            let isWordByte = byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            if isWordByte {
                word.append(byte)
                continue
            }
            if word.count > 1, let name = String(bytes: word, encoding: .ascii), !names.contains(name) { names.append(name) }
            word.removeAll(keepingCapacity: true)
            if names.count == 32 { break }
        }
        return names
    }
}
