import AutolintModel
import Testing
@testable import AutolintSource

/// The orientations a view controller's `supportedInterfaceOrientations` override returns, read
/// from Swift only where it returns one mask whatever happens.
@Suite struct SupportedOrientationsReaderTests {
    typealias Override = SupportedOrientationsReader.Override

    func override(_ body: String) -> Override? {
        let text = """
            import UIKit

            final class LoginViewController: BaseViewController, UITextFieldDelegate {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask \(body)
            }
            """
        return SupportedOrientationsReader.classes(in: text, path: "Login.swift").first?.supportedOrientations
    }

    @Test(arguments: [
        ("{ .portrait }", Override.mask(.portrait)),
        ("{ return .portraitUpsideDown }", .mask(.portrait)),
        ("{ get { return UIInterfaceOrientationMask.landscape } }", .mask(.landscape)),
        ("{ [.portrait, .landscapeLeft] }", .mask(.all)),
        ("{ .allButUpsideDown }", .mask(.all)),
        ("{ UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait }", .byIdiom(phone: .portrait, pad: .all)),
        ("{ traitCollection.userInterfaceIdiom == .phone ? .portrait : [.portrait, .landscapeLeft] }", .byIdiom(phone: .portrait, pad: .all)),
        ("{\n if UIDevice.current.userInterfaceIdiom == .pad { return .all }\n return .portrait\n }", .byIdiom(phone: .portrait, pad: .all)),
        ("{ UIDevice.current.userInterfaceIdiom == .mac ? .all : .portrait }", .decidedAtRunTime),
        ("{ isEditing ? .all : .portrait }", .decidedAtRunTime),
        ("{ if isOnboarding { return .portrait }\n return .all }", .decidedAtRunTime),
        ("{ presentedViewController?.supportedInterfaceOrientations ?? .portrait }", .decidedAtRunTime),
        ("{ SomeMask.portrait }", .decidedAtRunTime),
    ])
    func overridesReturningOneMaskAreRead(_ body: String, expected: Override) {
        #expect(override(body) == expected)
    }

    @Test func classesKeepTheirSuperclassAndNoOverrideIsNil() {
        let classes = SupportedOrientationsReader.classes(in: """
            class BaseViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            class SettingsViewController: BaseViewController {}
            struct NotAClass { var supportedInterfaceOrientations = 1 }
            """, path: "Base.swift")
        #expect(classes.map(\.name) == ["BaseViewController", "SettingsViewController"])
        #expect(classes.map(\.superclass) == ["UIViewController", "BaseViewController"])
        #expect(classes.map(\.supportedOrientations) == [.mask(.portrait), nil])
    }

    @Test func anOverrideInAnExtensionCountsAndOneInsideIfIsDecidedAtRunTime() {
        let classes = SupportedOrientationsReader.classes(in: """
            class LoginViewController: UIViewController {}
            extension LoginViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            class DebugViewController: UIViewController {
                #if DEBUG
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                #else
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                #endif
            }
            """, path: "Login.swift")
        #expect(classes.map(\.supportedOrientations) == [.mask(.portrait), .decidedAtRunTime])
    }

    func objectiveCOverride(_ body: String, returnType: String = "UIInterfaceOrientationMask") -> Override? {
        let text = """
            #import "LoginViewController.h"

            @interface LoginViewController : BaseViewController
            @end

            @implementation LoginViewController
            - (\(returnType))supportedInterfaceOrientations \(body)
            @end
            """
        return SupportedOrientationsReader.objectiveCClasses(in: text).first?.supportedOrientations
    }

    @Test(arguments: [
        ("{ return UIInterfaceOrientationMaskPortrait; }", Override.mask(.portrait)),
        ("{\n    return UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight;\n}", .mask(.landscape)),
        ("{ return (UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft); }", .mask(.all)),
        ("{ return UIInterfaceOrientationMaskAllButUpsideDown; }", .mask(.all)),
        ("{\n    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) return UIInterfaceOrientationMaskAll;\n    return UIInterfaceOrientationMaskPortrait;\n}",
         .byIdiom(phone: .portrait, pad: .all)),
        ("{\n    if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone) {\n        return UIInterfaceOrientationMaskPortrait;\n    } else {\n        return UIInterfaceOrientationMaskAll;\n    }\n}",
         .byIdiom(phone: .portrait, pad: .all)),
        ("{ return self.isEditing ? UIInterfaceOrientationMaskAll : UIInterfaceOrientationMaskPortrait; }", .decidedAtRunTime),
        ("{ return [super supportedInterfaceOrientations]; }", .decidedAtRunTime),
        ("{\n    if (self.isOnboarding) return UIInterfaceOrientationMaskPortrait;\n    return UIInterfaceOrientationMaskAll;\n}", .decidedAtRunTime),
        ("{ return kAppOrientations; }", .decidedAtRunTime),
    ])
    func objectiveCOverridesReturningOneMaskAreRead(_ body: String, expected: Override) {
        #expect(objectiveCOverride(body) == expected)
    }

    @Test func objectiveCClassesKeepTheirSuperclassAndConditionalCodeIsDecidedAtRunTime() {
        #expect(objectiveCOverride("{ return UIInterfaceOrientationMaskPortrait; }", returnType: "NSUInteger") == .mask(.portrait))
        let classes = SupportedOrientationsReader.objectiveCClasses(in: """
            @interface SettingsViewController : UITableViewController <UITextFieldDelegate>
            @end
            @interface SettingsViewController ()
            @property (nonatomic, strong) UILabel *titleLabel;
            @end
            @implementation SettingsViewController
            - (void)viewDidLoad { [super viewDidLoad]; }
            @end
            @implementation DebugViewController
            #if DEBUG
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
            #endif
            @end
            @implementation TwiceViewController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
            + (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
            @end
            """)
        #expect(classes.map(\.name) == ["SettingsViewController", "DebugViewController", "TwiceViewController"])
        #expect(classes.map(\.superclass) == ["UITableViewController", nil, nil])
        #expect(classes.map(\.supportedOrientations) == [nil, .decidedAtRunTime, .decidedAtRunTime])
    }

    @Test func deeplyNestedBracketsAreNotParsed() {
        let text = "class A: UIViewController { let x = " + String(repeating: "[", count: 40) + " }"
        #expect(SupportedOrientationsReader.classes(in: text, path: "A.swift").isEmpty)
    }
}
