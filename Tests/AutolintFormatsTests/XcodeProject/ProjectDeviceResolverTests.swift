import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// `devices: project`: the project around a document, the targets that ship it and what they
/// support, read from `project.pbxproj` and the targets' Info.plists.
@Suite struct ProjectDeviceResolverTests {
    typealias Target = XcodeProjectSamples.Target

    /// A folder with `files` (path: text) in it; returns its path.
    func folder(_ files: [String: String]) throws -> String {
        let root = try temporaryDirectory()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    func names(_ devices: ProjectDevices) -> [String] {
        guard case .supported(let supported) = devices.outcome else { return [] }
        return supported.devices.map(\.name)
    }

    static let portraitPhoneLandscapePad = XcodeProjectSamples.infoPlist([
        "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
        "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"],
    ])

    @Test func aUniversalAppRunsOnItsInfoPlistsOrientationsPerFamily() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj(
                [Target(name: "App", folder: "App", resources: ["Base.lproj/Main.storyboard", "Views/Cell.xib"], settings: ["INFOPLIST_FILE": "App/Info.plist"])],
                projectSettings: ["TARGETED_DEVICE_FAMILY": "1,2", "SDKROOT": "iphoneos"]),
            "App/Info.plist": Self.portraitPhoneLandscapePad,
            "App/Base.lproj/Main.storyboard": "", "App/Views/Cell.xib": "",
        ])
        let resolver = ProjectDeviceResolver()
        let main = resolver.devices(for: root + "/App/Base.lproj/Main.storyboard")
        #expect(names(main) == ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-13-landscape"])
        #expect(main.targets == ["App"])
        #expect(main.project == root + "/App.xcodeproj")
        #expect(main.runners.map(\.description).contains { $0.contains("iPhone (portrait), iPad (portrait and landscape)") && $0.contains("UISupportedInterfaceOrientations~ipad") })
        #expect(names(resolver.devices(for: root + "/App/Views/Cell.xib")) == names(main))
    }

    static let allIPhones = ["iphone-se", "iphone-se-landscape", "iphone-15", "iphone-15-landscape", "iphone-15-pro-max", "iphone-15-pro-max-landscape"]

    @Test func withoutAFamilyAnIOSTargetIsAnIPhoneOneAndWithoutOrientationsItTakesThemAll() throws {
        let root = try folder([
            "Demo.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj([Target(name: "Demo", resources: ["Main.storyboard"])],
                                                                         projectSettings: ["SDKROOT": "iphoneos"]),
            "Main.storyboard": "",
        ])
        #expect(names(ProjectDeviceResolver().devices(for: root + "/Main.storyboard")) == Self.allIPhones)
    }

    @Test func withoutAPlatformTheDocumentsOwnDecides() throws {
        // SDKROOT set in an .xcconfig: the target may be either; the planner keeps the document's platform.
        let root = try folder([
            "Demo.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj([Target(name: "Demo", resources: ["Main.storyboard"])]),
            "Main.storyboard": "",
        ])
        let devices = ProjectDeviceResolver().devices(for: root + "/Main.storyboard")
        #expect(names(devices) == Self.allIPhones + ["mac-window"])
        #expect(devices.runners.first?.description.contains("no SDKROOT: the document's platform") == true)
    }

    @Test func generatedInfoPlistKeysAreBuildSettings() throws {
        let settings = [
            "SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "1,2",
            "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight",
            "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": "UIInterfaceOrientationPortrait",
        ]
        let root = try folder([
            "Modern/Modern.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj([
                Target(name: "Modern", settings: settings.merging(["GENERATE_INFOPLIST_FILE": "YES"]) { $1 }, synchronizedFolders: [("Modern", ["Screens/Draft.storyboard"])]),
                Target(name: "Legacy", settings: settings, synchronizedFolders: [("Legacy", [])]),
            ]),
            "Modern/Modern/Screens/Login.storyboard": "", "Modern/Modern/Screens/Draft.storyboard": "",
            "Modern/Legacy/Modern/Old.storyboard": "",
        ])
        let resolver = ProjectDeviceResolver()
        #expect(names(resolver.devices(for: root + "/Modern/Modern/Screens/Login.storyboard"))
            == ["iphone-se-landscape", "iphone-15-landscape", "iphone-15-pro-max-landscape", "ipad-10"])
        // An exception of the synchronized folder is not the target's.
        #expect(resolver.devices(for: root + "/Modern/Modern/Screens/Draft.storyboard").targets.isEmpty)
        // A folder of the same name deeper down is another target's; without GENERATE_INFOPLIST_FILE
        // the INFOPLIST_KEY_ settings say nothing, so every orientation.
        let old = resolver.devices(for: root + "/Modern/Legacy/Modern/Old.storyboard")
        #expect(old.targets == ["Legacy"])
        #expect(names(old) == ["iphone-se", "iphone-se-landscape", "iphone-15", "iphone-15-landscape", "iphone-15-pro-max",
                               "iphone-15-pro-max-landscape", "ipad-10", "ipad-pro-13-landscape"])
    }

    @Test func aFrameworksDocumentRunsInTheProjectsApplications() throws {
        let root = try folder([
            "Kit.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj([
                Target(name: "Kit", productType: "com.apple.product-type.framework", folder: "Kit", resources: ["Picker.xib"], settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
                Target(name: "Host", settings: ["TARGETED_DEVICE_FAMILY": "2", "INFOPLIST_FILE": "$(SRCROOT)/Host/Info.plist"]),
            ], projectSettings: ["SDKROOT": "iphoneos"]),
            "Host/Info.plist": Self.portraitPhoneLandscapePad,
            "Kit/Picker.xib": "",
        ])
        let devices = ProjectDeviceResolver().devices(for: root + "/Kit/Picker.xib")
        #expect(names(devices) == ["ipad-10", "ipad-pro-13-landscape"])
        #expect(devices.targets == ["Kit"])
        #expect(devices.notes.first == "Kit is a framework; its documents run in Host")
    }

    @Test func aMacTargetRunsInAMacWindow() throws {
        let root = try folder([
            "Mac.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj([Target(name: "Mac", folder: "Mac", resources: ["Base.lproj/MainMenu.xib"])],
                                                                        projectSettings: ["SDKROOT": "macosx"]),
            "Mac/Base.lproj/MainMenu.xib": "",
        ])
        #expect(names(ProjectDeviceResolver().devices(for: root + "/Mac/Base.lproj/MainMenu.xib")) == ["mac-window"])
    }

    @Test func aDocumentNoTargetShipsIsCheckedOnItsCanvas() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj([Target(name: "App", resources: ["Main.storyboard"])]),
            "Tests/Resources/Sample.xib": "", "Main.storyboard": "",
        ])
        let resolver = ProjectDeviceResolver()
        let sample = resolver.devices(for: root + "/Tests/Resources/Sample.xib")
        guard case .notShipped = sample.outcome else { Issue.record("expected not shipped, got \(sample.outcome)"); return }
        #expect(names(sample).isEmpty)
        #expect(sample.notes == ["no target of App.xcodeproj ships it; checked on its canvas"])
        let loose = try folder(["Loose.xib": ""])
        #expect(resolver.devices(for: loose + "/Loose.xib").notes.first?.hasPrefix("no Xcode project in its folder or above it") == true)
    }

    @Test func anUnreadableProjectFileIsAnInputErrorThere() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXProject; targets = (B, ;\n}\n",
            "Main.storyboard": "",
        ])
        let devices = ProjectDeviceResolver().devices(for: root + "/Main.storyboard")
        guard case .unreadable(let error) = devices.outcome else { Issue.record("expected an input error, got \(devices.outcome)"); return }
        #expect(error.location.file == root + "/App.xcodeproj/project.pbxproj")
        #expect(error.message == "not a property list Xcode can read: Expected terminating ')' for array at line 4")
        #expect(error.location.line == 4)
    }

    @Test func aControllersOrientationsComeFromItsClassOrTheFirstSuperclassThatSaysSo() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj([Target(name: "App", folder: "App", resources: ["Login.xib"])],
                                                                        projectSettings: ["SDKROOT": "iphoneos"]),
            "App/Login.xib": "",
            "App/Base.swift": """
                class PortraitViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                class FlexibleViewController: PortraitViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { isEditing ? .all : .portrait }
                }
                class PhonePortraitViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { traitCollection.userInterfaceIdiom == .pad ? .all : .portrait }
                }
                """,
            "App/Screens/Login.swift": "final class LoginViewController: PortraitViewController {}\nclass Twice {}\n",
            "App/Screens/Other.swift": "class Twice {}\n",
            "Pods/Vendor/Vendor.swift": "class VendorViewController: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape } }",
        ])
        let resolver = ProjectDeviceResolver()
        let document = root + "/App/Login.xib"
        let login = try #require(resolver.restriction(ofController: "LoginViewController", document: document))
        #expect(login.phone == .portrait && login.pad == .portrait && login.declaringClass == "PortraitViewController" && login.file == root + "/App/Base.swift")
        let phoneOnly = try #require(resolver.restriction(ofController: "PhonePortraitViewController", document: document))
        #expect(phoneOnly.phone == .portrait && phoneOnly.pad == .all)
        // Decided at run time, declared twice, dependencies' code, or not the project's: every orientation.
        #expect(resolver.restriction(ofController: "FlexibleViewController", document: document) == nil)
        #expect(resolver.restriction(ofController: "Twice", document: document) == nil)
        #expect(resolver.restriction(ofController: "VendorViewController", document: document) == nil)
        #expect(resolver.restriction(ofController: "UINavigationController", document: document) == nil)
    }

    @Test func objectiveCControllersCountWithTheirSuperclassFromTheHeader() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj([Target(name: "App", folder: "App", resources: ["Login.xib"])],
                                                                        projectSettings: ["SDKROOT": "iphoneos"]),
            "App/Login.xib": "",
            "App/PortraitViewController.h": "@interface PortraitViewController : UIViewController\n@end\n",
            "App/PortraitViewController.m": """
                #import "PortraitViewController.h"
                @implementation PortraitViewController
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) return UIInterfaceOrientationMaskAll;
                    return UIInterfaceOrientationMaskPortrait;
                }
                @end
                """,
            "App/LoginViewController.h": "#import \"PortraitViewController.h\"\n@interface LoginViewController : PortraitViewController <UITextFieldDelegate>\n@end\n",
            "App/LoginViewController.m": "#import \"LoginViewController.h\"\n@interface LoginViewController ()\n@end\n@implementation LoginViewController\n- (void)viewDidLoad { [super viewDidLoad]; }\n@end\n",
            "App/Swift/Settings.swift": "final class SettingsViewController: PortraitViewController {}\n",
        ])
        let resolver = ProjectDeviceResolver()
        let document = root + "/App/Login.xib"
        let login = try #require(resolver.restriction(ofController: "LoginViewController", document: document))
        #expect(login.phone == .portrait && login.pad == .all && login.declaringClass == "PortraitViewController"
            && login.file == root + "/App/PortraitViewController.m")
        // A Swift subclass of an Objective-C controller inherits its mask.
        #expect(resolver.restriction(ofController: "SettingsViewController", document: document)?.declaringClass == "PortraitViewController")
    }

    @Test func objectiveCInterfacesNameTheirSuperclassNotTheirCategory() {
        #expect(ControllerOrientationIndex.objectiveCInterfaces(in: "@interface A : B <P>\n@end\n@interface A ()\n@end\n@interface A (Extra)\n@end\n@interface C:D{\n}")
            .map { "\($0.name):\($0.superclass)" } == ["A:B", "C:D"])
        #expect(ControllerOrientationIndex.words(after: "@implementation", in: "@implementation A\n@end\n@implementation  B_2 {}\n") == ["A", "B_2"])
    }

    @Test func classNamesAreFoundByTextOnlyToChooseWhatToParse() {
        #expect(ControllerOrientationIndex.declaredClassNames(in: "final class A: B {}\nsubclass X\nclass func f() {}\n@objc class _C {}") == ["A", "func", "_C"])
    }

    @Test func aDocumentIsItsTargetsByPathAndANameOnlyWhereNoGroupLeadsToIt() throws {
        let root = try folder([
            "Demos.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj([
                Target(name: "Phone", folder: "Phone", resources: ["Base.lproj/Main.storyboard"], settings: ["TARGETED_DEVICE_FAMILY": "1"]),
                Target(name: "Pad", folder: "Pad", resources: ["Base.lproj/Main.storyboard", "BUILT:Generated.xib"], settings: ["TARGETED_DEVICE_FAMILY": "2"]),
            ], projectSettings: ["SDKROOT": "iphoneos"]),
            "Phone/Base.lproj/Main.storyboard": "", "Pad/Base.lproj/Main.storyboard": "", "Pad/Generated.xib": "",
        ])
        let resolver = ProjectDeviceResolver()
        #expect(resolver.devices(for: root + "/Phone/Base.lproj/Main.storyboard").targets == ["Phone"])
        #expect(resolver.devices(for: root + "/Pad/Base.lproj/Main.storyboard").targets == ["Pad"])
        let generated = resolver.devices(for: root + "/Pad/Generated.xib")
        #expect(generated.targets == ["Pad"])
        #expect(generated.notes.first?.hasPrefix("matched by file name") == true)
    }

    @Test func testBundlesShipNothingAndAppClipsAreApps() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj([
                Target(name: "AppTests", productType: "com.apple.product-type.bundle.unit-test", folder: "Tests", resources: ["Screen.storyboard"]),
                Target(name: "Clip", productType: "com.apple.product-type.application.on-demand-install-capable", folder: "Clip", resources: ["Card.xib"]),
                Target(name: "App", folder: "App", resources: ["Main.storyboard"], settings: ["TARGETED_DEVICE_FAMILY": "2"]),
            ], projectSettings: ["SDKROOT": "iphoneos"]),
            "Tests/Screen.storyboard": "", "Clip/Card.xib": "",
        ])
        let resolver = ProjectDeviceResolver()
        let screen = resolver.devices(for: root + "/Tests/Screen.storyboard")
        guard case .notShipped = screen.outcome else { Issue.record("a test resource is shipped: \(screen.outcome)"); return }
        #expect(screen.notes == ["a test bundle's resource, which no app shows; checked on its canvas"])
        // The clip runs on its own settings (iPhone by default), not the app's iPads.
        #expect(names(resolver.devices(for: root + "/Clip/Card.xib")) == Self.allIPhones)
    }

    @Test func aFamilyAnXcconfigMaySetIsUnknown() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj(
                [Target(name: "App", resources: ["Main.storyboard"], configurationFile: true)], projectSettings: ["SDKROOT": "iphoneos"]),
            "Main.storyboard": "",
        ])
        let devices = ProjectDeviceResolver().devices(for: root + "/Main.storyboard")
        #expect(names(devices).contains("ipad-10") && names(devices).contains("iphone-se"))
        #expect(devices.runners.first?.sources.contains { $0.hasPrefix("no TARGETED_DEVICE_FAMILY in the settings read (an .xcconfig may set it)") } == true)
        #expect(devices.runners.first?.sources.contains("Shared.xcconfig: the project's groups do not say where it is (what it sets is unknown)") == true)
    }

    @Test func settingsComeFromTheXcconfigFilesUnderTheProjectsAndTheTargetsOwn() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj(
                [Target(name: "App", resources: ["Main.storyboard"], settings: ["INFOPLIST_FILE": "$(APP_FOLDER)/Info.plist"])],
                projectConfigurationFile: true, placeConfigurationFile: true),
            "Shared.xcconfig": """
                // Settings every configuration shares.
                #include "Config/Base.xcconfig"
                #include? "Config/Local.xcconfig"
                TARGETED_DEVICE_FAMILY = $(inherited),2 // and iPads
                APP_FOLDER = App;
                """,
            "Config/Base.xcconfig": "SDKROOT = iphoneos\nTARGETED_DEVICE_FAMILY = 1\n",
            "App/Info.plist": Self.portraitPhoneLandscapePad,
            "Main.storyboard": "",
        ])
        let devices = ProjectDeviceResolver().devices(for: root + "/Main.storyboard")
        #expect(names(devices) == ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-13-landscape"])
        let sources = devices.runners.first?.sources ?? []
        #expect(Array(sources.prefix(2)) == ["Shared.xcconfig", "Base.xcconfig"])
        #expect(sources.contains("TARGETED_DEVICE_FAMILY 1,2") && sources.contains("SDKROOT iphoneos") && sources.contains("Info.plist"))
    }

    @Test func aTargetsSettingComesBeforeItsXcconfigAndBothBeforeTheProjects() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj(
                [Target(name: "Phone", resources: ["Main.storyboard"], configurationFile: true),
                 Target(name: "Pad", resources: ["Pad.storyboard"], settings: ["TARGETED_DEVICE_FAMILY": "2"], configurationFile: true)],
                projectSettings: ["SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "2"], placeConfigurationFile: true),
            "Shared.xcconfig": "TARGETED_DEVICE_FAMILY[sdk=iphoneos*] = 1\nTARGETED_DEVICE_FAMILY = 1\n",
            "Main.storyboard": "", "Pad.storyboard": "",
        ])
        let resolver = ProjectDeviceResolver()
        #expect(names(resolver.devices(for: root + "/Main.storyboard")) == Self.allIPhones)
        let pad = names(resolver.devices(for: root + "/Pad.storyboard"))
        #expect(!pad.isEmpty && pad.allSatisfy { $0.hasPrefix("ipad") }, "\(pad)")
    }

    @Test func aFamilyNamingASettingAutolintDoesNotKnowIsUnknown() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj(
                [Target(name: "App", resources: ["Main.storyboard"], settings: ["TARGETED_DEVICE_FAMILY": "$(FAMILY_FROM_CI)"])],
                projectSettings: ["SDKROOT": "iphoneos"]),
            "Main.storyboard": "",
        ])
        let devices = ProjectDeviceResolver().devices(for: root + "/Main.storyboard")
        #expect(names(devices).contains("ipad-10") && names(devices).contains("iphone-se"))
        #expect(devices.runners.first?.sources.contains("TARGETED_DEVICE_FAMILY $(FAMILY_FROM_CI) (not known here): iPhone and iPad") == true)
    }

    @Test func anXcconfigXcodeWouldRefuseLeavesWhatItSetsUnknownAndSaysWhere() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj(
                [Target(name: "App", resources: ["Main.storyboard"], configurationFile: true)], projectSettings: ["SDKROOT": "iphoneos"],
                placeConfigurationFile: true),
            "Shared.xcconfig": "TARGETED_DEVICE_FAMILY = 1\nthis is not a setting\n",
            "Main.storyboard": "",
        ])
        let devices = ProjectDeviceResolver().devices(for: root + "/Main.storyboard")
        #expect(names(devices).contains("ipad-10") && names(devices).contains("iphone-se"))
        #expect(devices.runners.first?.sources.first == "Shared.xcconfig:2:1: expected a setting, like TARGETED_DEVICE_FAMILY = 1,2 (what it sets is unknown)")
        // A file the groups lead to but that is not there (CocoaPods' files are often not committed).
        try FileManager.default.removeItem(atPath: root + "/Shared.xcconfig")
        let missing = ProjectDeviceResolver().devices(for: root + "/Main.storyboard")
        #expect(missing.runners.first?.sources.first == "Shared.xcconfig: not found (what it sets is unknown)")
        #expect(names(missing) == names(devices))
    }

    @Test func aSourceFileRunsWhereTheTargetThatCompilesItRuns() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj(
                [Target(name: "Pad", folder: "Pad", settings: ["TARGETED_DEVICE_FAMILY": "2"], sources: ["LoginViewController.swift"]),
                 Target(name: "Tests", productType: "com.apple.product-type.bundle.unit-test", folder: "Tests", sources: ["LoginTests.swift"])],
                projectSettings: ["SDKROOT": "iphoneos"]),
            "Pad/LoginViewController.swift": "", "Pad/Unused.swift": "", "Tests/LoginTests.swift": "",
        ])
        let resolver = ProjectDeviceResolver()
        let compiled = resolver.devices(for: root + "/Pad/LoginViewController.swift")
        #expect(compiled.targets == ["Pad"])
        #expect(!names(compiled).isEmpty && names(compiled).allSatisfy { $0.hasPrefix("ipad") })
        let unused = resolver.devices(for: root + "/Pad/Unused.swift")
        let test = resolver.devices(for: root + "/Tests/LoginTests.swift")
        guard case .notShipped = unused.outcome, case .notShipped = test.outcome else {
            Issue.record("a file no app compiles is shipped"); return
        }
        // A source file has no canvas to fall back on.
        #expect(unused.notes == ["no target of App.xcodeproj compiles it; checked on the other devices asked for, else iphone-15"])
        #expect(test.notes == ["a test bundle's source, which no app runs; checked on the other devices asked for, else iphone-15"])
    }

    @Test func anUnreadableProjectGivesWayToASiblingThatShipsTheDocument() throws {
        let root = try folder([
            "A.xcodeproj/project.pbxproj": "{ objects = (",
            "B.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj([Target(name: "B", resources: ["Main.storyboard"])], projectSettings: ["SDKROOT": "iphoneos"]),
            "Main.storyboard": "", "Other.storyboard": "",
        ])
        let resolver = ProjectDeviceResolver()
        #expect(resolver.devices(for: root + "/Main.storyboard").targets == ["B"])
        guard case .unreadable = resolver.devices(for: root + "/Other.storyboard").outcome else {
            Issue.record("the unreadable project is not said"); return
        }
    }

    /// Judged before they are opened: a pipe as the project file, or an Info.plist that says it is
    /// empty (as `/proc`'s files do, some of which block a reader), is an input error, not a wait.
    @Test func aProjectFileThatIsAPipeOrEmptyIsRefusedBeforeItIsOpened() throws {
        let root = try folder([
            "App.xcodeproj/.keep": "",
            "Plist.xcodeproj/project.pbxproj": XcodeProjectSamples.pbxproj(
                [Target(name: "Plist", resources: ["Other.storyboard"], settings: ["INFOPLIST_FILE": "Info.plist"])], projectSettings: ["SDKROOT": "iphoneos"]),
            "Info.plist": "", "Main.storyboard": "", "Other.storyboard": "",
        ])
        try #require(mkfifo(root + "/App.xcodeproj/project.pbxproj", 0o600) == 0)
        let resolver = ProjectDeviceResolver()
        guard case .unreadable(let pipe) = resolver.devices(for: root + "/Main.storyboard").outcome,
              case .unreadable(let empty) = resolver.devices(for: root + "/Other.storyboard").outcome else {
            Issue.record("a pipe or an empty Info.plist was read"); return
        }
        #expect(pipe.message == "not a regular file (a pipe, device or socket); not read")
        #expect(empty.message == "the property list is empty")
    }

    @Test func anIPadFollowsTheControllerOnlyWhenTheAppRequiresFullScreen() {
        var universal = SupportedDevices(iPhone: .all, iPad: .all)
        #expect(universal.restricting(phone: .portrait, pad: .portrait) == SupportedDevices(iPhone: .portrait, iPad: .all))
        universal.iPadFollowsControllers = true
        #expect(universal.restricting(phone: .portrait, pad: .landscape).iPad == .landscape)
        // Two apps: an iPad follows the controller only if both require full screen.
        #expect(!universal.union(SupportedDevices(iPad: .all)).iPadFollowsControllers)
        #expect(universal.union(SupportedDevices(iPhone: .portrait)).iPadFollowsControllers)
    }

    @Test func orientationsReadFromInfoPlistNames() {
        typealias Orientations = SupportedDevices.Orientations
        #expect(Orientations(interfaceOrientations: ["UIInterfaceOrientationPortraitUpsideDown"]) == .portrait)
        #expect(Orientations(interfaceOrientations: ["UIInterfaceOrientationLandscapeRight", "UIInterfaceOrientationPortrait"]) == .all)
        #expect(Orientations(interfaceOrientations: ["UIInterfaceOrientationUnknown"]).isEmpty)
    }
}
