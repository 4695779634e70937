/// Table and collection views are scroll views whose content size their own layout sets (a
/// `UICollectionViewLayout`'s `collectionViewContentSize`, the rows' heights), not Auto Layout:
/// their content layout guide is never ambiguous, whatever the constraints say of it.
public enum ListContentSize {
    public static let classNames: Set<String> = [
        "UITableView", "UICollectionView", "NSTableView", "NSOutlineView", "NSCollectionView",
    ]

    public static func isSetByTheListItself(_ view: LayoutView) -> Bool {
        classNames.contains(view.className)
    }
}
