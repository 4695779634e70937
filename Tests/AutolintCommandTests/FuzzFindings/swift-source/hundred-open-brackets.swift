// A hundred unclosed square brackets in a statement: swift-syntax's parser looked ahead through
// them in exponential time (found by fuzzing the Swift reader; written again by hand).
import UIKit

final class TitleView: UIView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
        [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ title
        title.translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError() }
}
