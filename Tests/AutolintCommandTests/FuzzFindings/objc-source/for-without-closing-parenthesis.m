// A `for` whose parenthesis never closes (found by fuzzing the Objective-C reader; written again
// by hand): the parser read past the last token and trapped.
@implementation LoopView

- (instancetype)init {
    self = [super init];
    for (i attribute:NSLayoutAttributeTop  UIView *view = UIView.new;
        [self addSubview:view];
}

@end
