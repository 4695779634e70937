import AutolintModel

/// Layouts built in code, as the readers and the analysis would hand them over.
enum SampleLayouts {
    static func anchor(_ view: String, _ attribute: LayoutAttribute, guide: GuideKind? = nil) -> LayoutAnchor {
        LayoutAnchor(LayoutItem(view: view, guide: guide), attribute)
    }

    static func location(_ line: Int) -> SourceLocation { SourceLocation(file: "login.layout.yml", line: line, column: 5) }

    /// A title, a text field and a button; the button's and field's constraints come from VFL,
    /// the field has an optional maximum width, the title its intrinsic size constraints.
    static var login: Layout {
        let views = [
            LayoutView(id: "root", subviews: ["title", "field", "go"], frame: Rect(x: 0, y: 0, width: 375, height: 667)),
            LayoutView(id: "title", parent: "root", className: "UILabel", displayName: "Title", intrinsicSize: AxisPair(horizontal: 120, vertical: 21), location: location(6)),
            LayoutView(id: "field", parent: "root", className: "UITextField", location: location(9)),
            LayoutView(id: "go", parent: "root", className: "UIButton", location: location(12)),
        ]
        let vfl = ConstraintOrigin.visualFormat("H:|-20-[field]-8-[go]-20-|")
        let constraints = [
            LayoutConstraint(id: "titleTop", first: anchor("title", .top), second: anchor("root", .top, guide: .safeArea), constant: 20, location: location(18)),
            LayoutConstraint(first: anchor("title", .centerX), second: anchor("root", .centerX), location: location(19)),
            LayoutConstraint(first: anchor("field", .leading), second: anchor("root", .leading), constant: 20, origin: vfl, location: location(20)),
            LayoutConstraint(first: anchor("go", .leading), second: anchor("field", .trailing), constant: 8, origin: vfl, location: location(20)),
            LayoutConstraint(first: anchor("root", .trailing), second: anchor("go", .trailing), constant: 20, origin: vfl, location: location(20)),
            LayoutConstraint(first: anchor("field", .top), second: anchor("title", .bottom), constant: 12, location: location(21)),
            LayoutConstraint(first: anchor("go", .centerY), second: anchor("field", .centerY), location: location(22)),
            LayoutConstraint(id: "fieldMax", first: anchor("field", .width), relation: .lessThanOrEqual, constant: 400, priority: .defaultHigh, location: location(23)),
            LayoutConstraint(first: anchor("title", .width), relation: .greaterThanOrEqual, constant: 120, priority: .defaultHigh, origin: .compressionResistance),
            LayoutConstraint(first: anchor("title", .width), relation: .lessThanOrEqual, constant: 120, priority: LayoutPriority(251), origin: .contentHugging),
        ]
        return Layout(name: "Login form", views: views, constraints: constraints, location: location(1))
    }

    /// A card in the root holding an icon and a caption: the icon's width conflicts (a minimal
    /// set of three), an optional width is broken, the caption has no vertical position.
    static var card: Layout {
        let views = [
            LayoutView(id: "root", subviews: ["card"]),
            LayoutView(id: "card", parent: "root", subviews: ["icon", "caption"]),
            LayoutView(id: "icon", parent: "card", className: "UIImageView"),
            LayoutView(id: "caption", parent: "card", className: "UILabel", displayName: "Caption"),
        ]
        let constraints = [
            LayoutConstraint(id: "cardLeading", first: anchor("card", .leading), second: anchor("root", .leading, guide: .margins)),
            LayoutConstraint(id: "cardTrailing", first: anchor("card", .trailing), second: anchor("root", .trailing, guide: .margins)),
            LayoutConstraint(id: "cardTop", first: anchor("card", .top), second: anchor("root", .top, guide: .safeArea)),
            LayoutConstraint(id: "cardHeight", first: anchor("card", .height), constant: 120),
            LayoutConstraint(id: "iconLeading", first: anchor("icon", .leading), second: anchor("card", .leading), constant: 16),
            LayoutConstraint(id: "iconTrailing", first: anchor("icon", .trailing), second: anchor("card", .trailing), constant: -16),
            LayoutConstraint(id: "iconWidth", first: anchor("icon", .width), constant: 500),
            LayoutConstraint(id: "iconTop", first: anchor("icon", .top), second: anchor("card", .top), constant: 8),
            LayoutConstraint(id: "iconHeight", first: anchor("icon", .height), second: anchor("icon", .width)),
            LayoutConstraint(id: "iconWide", first: anchor("icon", .width), relation: .greaterThanOrEqual, constant: 600, priority: LayoutPriority(700)),
            LayoutConstraint(id: "captionLeading", first: anchor("caption", .leading), second: anchor("icon", .trailing), constant: 8),
            LayoutConstraint(first: anchor("caption", .width), relation: .greaterThanOrEqual, constant: 60, priority: .defaultHigh, origin: .compressionResistance),
            LayoutConstraint(first: anchor("caption", .width), relation: .lessThanOrEqual, constant: 60, priority: LayoutPriority(251), origin: .contentHugging),
        ]
        return Layout(name: "Card", views: views, constraints: constraints)
    }

    static var cardConflict: [String] { ["iconLeading", "iconTrailing", "iconWidth"] }

    /// A stack view with two arranged labels and a view translating its autoresizing mask, with
    /// the system constraints the analysis would generate for them.
    static var stack: Layout {
        let views = [
            LayoutView(id: "root", subviews: ["stack", "badge"]),
            LayoutView(id: "stack", parent: "root", subviews: ["left", "right"], className: "UIStackView", stack: StackViewProperties(spacing: 8, arrangedSubviews: ["left", "right"])),
            LayoutView(id: "left", parent: "stack", className: "UILabel"),
            LayoutView(id: "right", parent: "stack", className: "UILabel"),
            LayoutView(id: "badge", parent: "root", translatesAutoresizingMask: true, frame: Rect(x: 10, y: 10, width: 20, height: 20), autoresizingMask: [.flexibleRightMargin]),
        ]
        let constraints = [
            LayoutConstraint(first: anchor("stack", .top), second: anchor("root", .top), constant: 40),
            LayoutConstraint(first: anchor("stack", .centerX), second: anchor("root", .centerX)),
            LayoutConstraint(identifier: "UISV-canvas-connection", first: anchor("left", .leading), second: anchor("stack", .leading), origin: .stackView("UISV-canvas-connection")),
            LayoutConstraint(identifier: "UISV-spacing", first: anchor("right", .leading), second: anchor("left", .trailing), constant: 8, origin: .stackView("UISV-spacing")),
            LayoutConstraint(identifier: "UISV-canvas-connection", first: anchor("stack", .trailing), second: anchor("right", .trailing), origin: .stackView("UISV-canvas-connection")),
            LayoutConstraint(first: anchor("badge", .left), second: anchor("root", .left), constant: 10, origin: .autoresizingMask),
            LayoutConstraint(first: anchor("badge", .width), constant: 20, origin: .autoresizingMask),
            LayoutConstraint(identifier: "UIView-Encapsulated-Layout-Width", first: anchor("root", .width), constant: 375, origin: .encapsulatedLayout),
        ]
        return Layout(name: "Stack", views: views, constraints: constraints)
    }

    /// `rows` rows of an icon, a title and a subtitle in a list: 1 + 4 * rows views, about
    /// 11 constraints a row.
    static func list(rows: Int) -> Layout {
        var views = [LayoutView(id: "root", subviews: (0..<rows).map { "row\($0)" })]
        var constraints: [LayoutConstraint] = []
        for row in 0..<rows {
            let (cell, icon, title, subtitle) = ("row\(row)", "icon\(row)", "title\(row)", "subtitle\(row)")
            views.append(LayoutView(id: cell, parent: "root", subviews: [icon, title, subtitle]))
            views.append(LayoutView(id: icon, parent: cell, className: "UIImageView"))
            views.append(LayoutView(id: title, parent: cell, className: "UILabel"))
            views.append(LayoutView(id: subtitle, parent: cell, className: "UILabel"))
            let above = row == 0 ? anchor("root", .top) : anchor("row\(row - 1)", .bottom)
            constraints += [
                LayoutConstraint(first: anchor(cell, .top), second: above),
                LayoutConstraint(first: anchor(cell, .leading), second: anchor("root", .leading)),
                LayoutConstraint(first: anchor(cell, .trailing), second: anchor("root", .trailing)),
                LayoutConstraint(first: anchor(icon, .leading), second: anchor(cell, .leading), constant: 16),
                LayoutConstraint(first: anchor(icon, .centerY), second: anchor(cell, .centerY)),
                LayoutConstraint(first: anchor(icon, .width), constant: 40),
                LayoutConstraint(first: anchor(title, .leading), second: anchor(icon, .trailing), constant: 12),
                LayoutConstraint(first: anchor(title, .top), second: anchor(cell, .top), constant: 8),
                LayoutConstraint(first: anchor(subtitle, .top), second: anchor(title, .bottom), constant: 4),
                LayoutConstraint(first: anchor(subtitle, .leading), second: anchor(title, .leading)),
                LayoutConstraint(first: anchor(cell, .bottom), second: anchor(subtitle, .bottom), constant: 8),
            ]
        }
        return Layout(name: "List of \(rows) rows", views: views, constraints: constraints)
    }
}
