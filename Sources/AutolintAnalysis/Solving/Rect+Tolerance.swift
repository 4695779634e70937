import AutolintModel

extension Rect {
    /// Every edge and size within `tolerance` points of the other's.
    public func isClose(to other: Rect, tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
