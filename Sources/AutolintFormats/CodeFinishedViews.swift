import AutolintModel
import AutolintSource

/// A document's views whose custom class the run's Swift code declares and finishes (its own
/// intrinsic size, views or constraints it adds), or that the code adds views to through their
/// outlet (a stack view filled at run time): marked `finishedInCode`, so that no finding
/// rests on what the document alone says of them (docs/interface-builder.md, "Code finishes the
/// layout"). Only a run that reads the app's Swift files knows; a document checked alone does not.
enum CodeFinishedViews {
    static func mark(_ document: inout InputDocument, in app: SwiftSourceApp) {
        guard document.kind == .interfaceBuilder else { return }
        for layoutIndex in document.layouts.indices {
            var layout = document.layouts[layoutIndex]
            var changed = false
            var views = layout.views
            for index in views.indices {
                if let outlet = views[index].outlets.first(where: app.addsViews(toOutlet:)) {
                    views[index].finishedInCode = "the app's code adds views to it (its outlet \(outlet))"
                    changed = true
                    continue
                }
                guard let className = views[index].customClass, let reason = app.layoutInCode(ofViewClass: className) else { continue }
                views[index].finishedInCode = reason
                changed = true
            }
            guard changed else { continue }
            layout.setViews(views)
            document.layouts[layoutIndex] = layout
        }
    }
}
