import AutolintModel
import Testing
@testable import AutolintAnalysis

@Suite struct HierarchyIndexTests {
    let layout = Layout(name: "tree", views: [
        LayoutView(id: "root", subviews: ["card", "footer"]),
        LayoutView(id: "card", parent: "root", subviews: ["photo", "name"]),
        LayoutView(id: "photo", parent: "card"), LayoutView(id: "name", parent: "card"),
        LayoutView(id: "footer", parent: "root"),
        LayoutView(id: "stray"),
    ])

    @Test func nearestCommonAncestorMatchesTheModelsWalk() {
        let index = HierarchyIndex(layout)
        let ids = layout.views.map(\.id)
        for a in ids {
            for b in ids {
                #expect(index.nearestCommonAncestor(a, b) == layout.nearestCommonAncestor(a, b), "\(a), \(b)")
            }
        }
        #expect(index.nearestCommonAncestor("photo", "footer") == "root")
        #expect(index.nearestCommonAncestor("photo", "name") == "card")
    }

    @Test func separateHierarchiesShareNothing() {
        let index = HierarchyIndex(layout)
        #expect(!index.shareAncestor("photo", "stray"))
        #expect(index.shareAncestor("photo", "footer"))
        #expect(!index.shareAncestor("photo", "unknown"))
    }
}
