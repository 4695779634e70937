import AutolintModel

/// Converts frames from superview coordinates into the root's.
public enum RootCoordinates {
    /// Each view's frame moved by its superview's origin in the root. A view whose superview has
    /// no frame keeps its own coordinates (there is nothing to place it by); bounds origins (scroll
    /// offsets) are taken as zero.
    public static func frames(of layout: Layout, from superviewFrames: [String: Rect]) -> [String: Rect] {
        var converted: [String: Rect] = [:]
        for view in layout.views {  // pre-order: every superview is converted before its subviews
            guard var frame = superviewFrames[view.id] else { continue }
            if let parent = view.parent, let origin = converted[parent] {
                frame.x += origin.x
                frame.y += origin.y
            }
            converted[view.id] = frame
        }
        return converted
    }
}
