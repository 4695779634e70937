import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// `.xcconfig` files as Xcode reads them, and build settings layered as Xcode layers them.
@Suite struct XcconfigFileTests {
    /// Writes `files` (path: text) into a new folder and reads its `first` file.
    func read(_ first: String, _ files: [String: String]) throws -> (root: String, result: Result<XcconfigFile, InputError>) {
        let root = try temporaryDirectory()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (root.path, Result { () throws(InputError) in try XcconfigFile.read(path: root.appendingPathComponent(first).path) })
    }

    func error(_ first: String, _ files: [String: String]) throws -> String {
        let (root, result) = try read(first, files)
        guard case .failure(let error) = result else { return "no error" }
        return "\(String(error.location.file.dropFirst(root.count + 1))):\(error.location.line): \(error.message)"
    }

    @Test func settingsCommentsConditionsAndIncludesInTheOrderXcodeTakesThem() throws {
        let (root, result) = try read("App.xcconfig", [
            "App.xcconfig": """
                // App settings
                #include "Base/Shared.xcconfig"
                #include?"Local.xcconfig"

                TARGETED_DEVICE_FAMILY[sdk=iphoneos*][arch=*] = 1,2
                \tSDKROOT\t=\tiphoneos ;
                HOMEPAGE = https:/$()/example.com // a URL's `//` needs the empty variable
                EMPTY =
                """,
            "Base/Shared.xcconfig": "#include \"../Common.xcconfig\"\nTARGETED_DEVICE_FAMILY = 1\n",
            "Common.xcconfig": "SWIFT_VERSION = 5.0\r\n",
        ])
        let file = try result.get()
        #expect(file.assignments.map { "\($0.name)=\($0.value)" } == [
            "SWIFT_VERSION=5.0", "TARGETED_DEVICE_FAMILY=1", "TARGETED_DEVICE_FAMILY[sdk=iphoneos*][arch=*]=1,2", "SDKROOT=iphoneos",
            "HOMEPAGE=https:/$()/example.com", "EMPTY=",
        ])
        #expect(file.files.map { String($0.dropFirst(root.count + 1)) } == ["App.xcconfig", "Base/Shared.xcconfig", "Common.xcconfig"])
    }

    @Test func whatXcodeWouldRefuseIsAnErrorAtItsLine() throws {
        #expect(try error("A.xcconfig", ["A.xcconfig": "A = 1\nB\n"]) == "A.xcconfig:2: expected a setting, like TARGETED_DEVICE_FAMILY = 1,2")
        #expect(try error("A.xcconfig", ["A.xcconfig": "1A = 1\n"]) == "A.xcconfig:1: expected a setting, like TARGETED_DEVICE_FAMILY = 1,2")
        #expect(try error("A.xcconfig", ["A.xcconfig": "A[sdk] = 1\n"]) == "A.xcconfig:1: expected a setting, like TARGETED_DEVICE_FAMILY = 1,2")
        #expect(try error("A.xcconfig", ["A.xcconfig": "#include Shared.xcconfig\n"])
            == "A.xcconfig:1: expected a quoted path after #include, like #include \"Shared.xcconfig\"")
        #expect(try error("A.xcconfig", ["A.xcconfig": "\n#include \"Missing.xcconfig\"\n"]).hasPrefix("A.xcconfig:2: cannot read the included file /"))
        #expect(try error("A.xcconfig", ["A.xcconfig": "#include \"<DEVELOPER_DIR>/Makefiles/Base.xcconfig\"\n"])
            == "A.xcconfig:1: includes <DEVELOPER_DIR>/Makefiles/Base.xcconfig, a file of Xcode's own that autolint cannot read")
        #expect(try error("A.xcconfig", ["A.xcconfig": "#include \"B.xcconfig\"\n", "B.xcconfig": "X = 1\n#include \"A.xcconfig\"\n"])
            == "B.xcconfig:2: A.xcconfig includes itself")
        #expect(try error("Missing.xcconfig", [:]) == "Missing.xcconfig:1: cannot read the .xcconfig file")
        // An optional include of Xcode's own files is left out, as a missing one is.
        #expect(try read("A.xcconfig", ["A.xcconfig": "#include? \"<DEVELOPER_DIR>/x.xcconfig\"\nA = 1\n"]).result.get().assignments.count == 1)
    }

    @Test func onlyRegularFilesAreRead() throws {
        #expect(try error("A.xcconfig", ["A.xcconfig": "#include \"/dev/null\"\n"]) == "A.xcconfig:1: cannot read the included file /dev/null")
        #expect(try error("A.xcconfig", ["A.xcconfig": "#include \"Folder\"\n", "Folder/B.xcconfig": ""]).hasPrefix("A.xcconfig:1: cannot read the included file /"))
    }

    /// `/proc`'s files say they are empty, and some block whoever reads them (`/proc/kmsg`): an
    /// empty file is taken as empty without being read.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func anEmptyFileIsNotRead() throws {
        let file = try read("A.xcconfig", ["A.xcconfig": "#include \"/proc/self/status\"\nA = 1\n", "Empty.xcconfig": ""]).result.get()
        #expect(file.assignments.map(\.name) == ["A"])
        #expect(file.files.last == "/proc/self/status")
    }

    @Test func deepIncludesStopAtTheLimit() throws {
        var files: [String: String] = [:]
        for level in 0...XcconfigFile.maximumIncludeDepth { files["\(level).xcconfig"] = "#include \"\(level + 1).xcconfig\"\n" }
        files["\(XcconfigFile.maximumIncludeDepth + 1).xcconfig"] = "A = 1\n"
        #expect(try error("0.xcconfig", files).hasSuffix(": includes nest deeper than \(XcconfigFile.maximumIncludeDepth) files"))
    }

    @Test func eachLevelIsOverTheOneBelowAndInheritsFromIt() {
        var levels = BuildSettingLevels()
        levels.apply([("FAMILY", "1"), ("FLAGS", "-a"), ("FAMILY[sdk=iphoneos*]", "2"), ("OTHER[sdk=macosx*]", "m")])
        levels.apply([("FLAGS", "$(inherited) -b"), ("FLAGS", "${inherited} -c"), ("FAMILY", "3"), ("OTHER[sdk=iphoneos*]", "$(inherited) i")])
        // An unconditional value replaces the conditional ones below it; conditions at one level stay.
        #expect(levels.settings == ["FAMILY": "3", "FLAGS": "-a -b -c", "OTHER[sdk=macosx*]": "m", "OTHER[sdk=iphoneos*]": "i"])
    }

    @Test func referencesToOtherSettingsAreReplacedWithinBounds() {
        let settings = ["APP": "Demo", "PLIST": "$(APP)/Info.plist", "A": "$(B)$(B)", "B": "$(A)$(A)"]
        #expect(BuildSettingLevels.expandingReferences(in: "${PLIST}", from: settings) == "Demo/Info.plist")
        #expect(BuildSettingLevels.expandingReferences(in: "$(UNKNOWN)/x $ (APP) $(APP", from: settings) == "$(UNKNOWN)/x $ (APP) $(APP")
        // Settings that refer to each other stop at the bound, as written.
        #expect(BuildSettingLevels.expandingReferences(in: "$(A)", from: settings).count <= 4096 + 8)
    }
}
