import AutolintModel
import Testing
@testable import AutolintSource

/// The Objective-C front end on small implementations of each construct: hierarchy calls,
/// anchors, `constraintWithItem:`, activation, properties and ivars, helpers, Masonry, and what it
/// leaves open.
@Suite struct ObjectiveCReaderTests {
    static func layouts(_ source: String) -> [Layout] {
        SourceCodeReader.read(text: source, path: "/tmp/Example.m").layouts
    }

    static func layout(_ source: String) throws -> Layout {
        try #require(layouts(source).first)
    }

    @Test func anchorsItemConstraintsAndHierarchy() throws {
        let layout = try Self.layout("""
            #import "BadgeView.h"

            @interface BadgeView : UIView
            @property (nonatomic, strong) UILabel *titleLabel;
            @end

            @implementation BadgeView {
                UIImageView *_icon;
            }

            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    [self setupViews];
                }
                return self;
            }

            - (void)setupViews {
                _titleLabel = [[UILabel alloc] init];
                _titleLabel.translatesAutoresizingMaskIntoConstraints = NO;
                [self addSubview:_titleLabel];
                UIView *dot = [UIView new];
                [dot setTranslatesAutoresizingMaskIntoConstraints:NO];
                [self addSubview:dot];
                [NSLayoutConstraint activateConstraints:@[
                    [self.titleLabel.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:12],
                    [self.titleLabel.centerYAnchor constraintEqualToAnchor:self.centerYAnchor],
                    [dot.widthAnchor constraintEqualToConstant:8.f],
                    [dot.heightAnchor constraintEqualToAnchor:dot.widthAnchor multiplier:1],
                ]];
                [self addConstraint:[NSLayoutConstraint constraintWithItem:dot attribute:NSLayoutAttributeLeading
                    relatedBy:NSLayoutRelationEqual toItem:self.titleLabel attribute:NSLayoutAttributeTrailing multiplier:1.0 constant:4]];
                NSLayoutConstraint *top = [NSLayoutConstraint constraintWithItem:dot attribute:NSLayoutAttributeTop
                    relatedBy:NSLayoutRelationGreaterThanOrEqual toItem:self attribute:NSLayoutAttributeTop multiplier:1 constant:2];
                top.priority = UILayoutPriorityDefaultHigh;
                top.active = YES;
            }
            @end
            """)
        #expect(layout.name == "BadgeView")
        #expect(layout.views.map(\.id) == ["self", "titleLabel", "dot"])
        #expect(layout.constraints.map(\.equation) == [
            "titleLabel.leading == self.leading + 12", "titleLabel.centerY == self.centerY", "dot.width == 8", "dot.height == dot.width",
            "dot.leading == titleLabel.trailing + 4", "dot.top >= self.top + 2 @750",
        ])
        #expect(layout.constraints[0].location?.line == 27)
        #expect(layout.sourceFacts?.openViews == [])
        #expect(layout.sourceFacts?.translatingViews.isEmpty == true)
    }

    @Test func masonryBlocksExpandAsMasonryDoes() throws {
        let layout = try Self.layout("""
            @implementation MASCardView
            - (id)init {
                self = [super init];
                if (!self) return nil;
                UIView *superview = self;
                int padding = 10;
                UIView *green = UIView.new;
                [self addSubview:green];
                UILabel *label = [[UILabel alloc] init];
                [self addSubview:label];
                [green mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(superview.mas_top).with.offset(padding);
                    make.left.right.equalTo(superview).insets(UIEdgeInsetsMake(0, 10, 0, 20));
                    make.height.equalTo(@40).priorityLow();
                }];
                [label mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(green.mas_bottom).offset(8);
                    make.centerX.equalTo(@0);
                    make.width.mas_equalTo(green).multipliedBy(0.5);
                }];
                return self;
            }
            @end
            """)
        #expect(layout.constraints.map(\.equation) == [
            "green.top == self.top + 10", "green.left == self.left + 10", "green.right == self.right - 20", "green.height == 40 @250",
            // Masonry relates a centre given as a number to the superview's centre.
            "label.top == green.bottom + 8", "label.centerX == self.centerX", "label.width == 0.5 * green.width",
        ])
        #expect(layout.constraints.map { $0.location?.line ?? 0 } == [12, 13, 13, 14, 17, 18, 19])
        #expect(layout.sourceFacts?.translatingViews.isEmpty == true)
        #expect(layout.sourceFacts?.openViews == [])
    }

    @Test func aViewControllerFromItsUseAndLoopsOverLiteralArrays() throws {
        let layout = try Self.layout("""
            @implementation SettingsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *title = [UILabel new];
                UIButton *done = [UIButton buttonWithType:UIButtonTypeSystem];
                for (UIView *subview in @[title, done]) {
                    subview.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.view addSubview:subview];
                }
                [title.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:20].active = YES;
            }
            @end
            """)
        #expect(layout.views.map(\.id) == ["view", "title", "done"])
        #expect(layout.views[2].className == "UIButton")
        #expect(layout.constraints.map(\.equation) == ["title.top == view.safeArea.top + 20"])
    }

    @Test func whatItCannotFollowOpensTheViews() throws {
        let layout = try Self.layout("""
            @implementation ListView
            - (id)init {
                self = [super init];
                UIView *header = [UIView new];
                [self addSubview:header];
                for (int i = 0; i < count; i++) {
                    [header addSubview:[self rowAtIndex:i]];
                }
                [header.heightAnchor constraintEqualToConstant:self.rowHeight * 2].active = YES;
                return self;
            }
            @end
            """)
        #expect(layout.sourceFacts?.openViews.contains("header") == true)
        #expect(layout.sourceFacts?.unresolved.count ?? 0 >= 1)
    }

    /// A method sending itself a message is not followed again (fuzzing found a file whose
    /// methods called each other in loops for over two minutes), and opens what it could touch.
    @Test func aRecursiveMessageIsNotFollowedAgain() throws {
        let layout = try #require(Self.layouts(Self.badgeView(initialising: "[self layoutIcon:icon];", """
            - (void)layoutIcon:(UIView *)icon {
                [icon.widthAnchor constraintEqualToConstant:20].active = YES;
                for (UIView *view in @[icon, icon]) { [self layoutIcon:view]; }
            }
            """)).first)
        #expect(layout.constraints.map(\.equation) == ["icon.width == 20"])
        #expect(layout.sourceFacts?.unresolved.map(\.reason) == ["a recursive call autolint does not follow (layoutIcon:)"])
    }

    /// A chain built in a loop is folded past the parser's depth: 50,000 member links (found by
    /// the structure-aware fuzzer) or 50,000 sums overflowed the stack of every walk over them;
    /// the views the chain names are opened, never constrained by it.
    @Test func aChainOfFiftyThousandLinksIsReadAndOpensItsViews() throws {
        let links = String(repeating: ".a", count: 50_000)
        let sums = String(repeating: " + 1", count: 50_000)
        let layout = try #require(Self.layouts(Self.badgeView(initialising: """
            [icon mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.height\(links).equalTo(@20);
                    make.width.equalTo(@(1\(sums)));
                }];
            """)).first)
        #expect(!layout.constraints.contains { $0.equation.hasPrefix("icon.height") })
    }

    /// A `BadgeView` whose `init` adds an `icon` subview, then runs `statements`; `methods` after it.
    static func badgeView(initialising statements: String, _ methods: String = "") -> String {
        """
        @implementation BadgeView
        - (instancetype)init {
            self = [super init];
            UIView *icon = [UIView new];
            [self addSubview:icon];
            \(statements)
            return self;
        }
        \(methods)
        @end
        """
    }

    @Test func garbageNeverStopsTheReader() {
        // Unbalanced brackets, a stray block, a method with no body: read, never trapped on.
        for source in ["@implementation X\n- (void)a { [[[ }\n@end", "@implementation\n", "- (void)x { ^{ ; } }", "@implementation Y\n- (id)init { if ( { return nil; } \n",
                       String(repeating: "[", count: 5_000), String(repeating: "{", count: 5_000) + "@implementation Z @end",
                       // Statements the input ends inside (a `for` whose parenthesis never closes
                       // trapped, found by fuzzing), or right after their keyword.
                       "@implementation F\n- (id)init { for (i in x", "@implementation F\n- (id)init { for (x; y; z", "@implementation F\n- (id)init { for",
                       "@implementation F\n- (id)init { if", "@implementation F\n- (id)init { while", "@implementation F\n- (id)init { @try"] {
            _ = Self.layouts(source)
        }
    }
}
