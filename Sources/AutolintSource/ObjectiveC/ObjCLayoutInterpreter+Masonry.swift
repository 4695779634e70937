import AutolintModel

/// Masonry in Objective-C: `[view mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(superview.mas_top).offset(10); }]`,
/// also with `MAS_SHORTHAND` (`makeConstraints:`, `superview.top`). The lines are read into
/// `ConstraintMaker.Description`s, which `ConstraintMaker` expands as Masonry does; this file only
/// knows Masonry's Objective-C spelling.
extension ObjCLayoutInterpreter {
    /// `view.mas_top`, `view.mas_safeAreaLayoutGuide`, `view.mas_safeAreaLayoutGuideTop`,
    /// `make.top`, `make.left.right`, `.with`/`.and`; in shorthand, `view.top`.
    func masonryMember(_ name: String, of base: SourceValue, at token: ObjCToken) -> SourceValue? {
        switch base {
        case .view(let id):
            let item = LayoutItem(view: id)
            guard name.hasPrefix("mas_") || ConstraintMaker.attributes(named: name) != nil else { return nil }
            let word = name.hasPrefix("mas_") ? String(name.dropFirst(4)) : name
            if word == "safeAreaLayoutGuide" { return .snapDSL(LayoutItem(view: id, guide: .safeArea)) }
            if word.hasPrefix("safeAreaLayoutGuide"), let attributes = Self.attributes(String(word.dropFirst("safeAreaLayoutGuide".count))) {
                return .snapItem(LayoutItem(view: id, guide: .safeArea), attributes)
            }
            return ConstraintMaker.attributes(named: word).map { .snapItem(item, $0) }
        case .snapDSL(let item):
            return Self.attributes(name).map { .snapItem(item, $0) }
        case .maker(let item):
            guard let attributes = ConstraintMaker.attributes(named: name) else { return nil }
            makerLines.append(ConstraintMaker.Description(library: .masonry, item: item, attributes: attributes, location: location(token)))
            return .makerLine(makerLines.count - 1)
        case .makerLine(let index):
            if ["with", "and"].contains(name) { return base }
            guard let attributes = ConstraintMaker.attributes(named: name) else { return nil }
            makerLines[index].attributes += attributes
            return base
        default:
            return nil
        }
    }

    /// `Top` -> [.top], `Left` -> [.left] (the suffix of `mas_safeAreaLayoutGuideTop`).
    private static func attributes(_ word: String) -> [LayoutAttribute]? {
        ConstraintMaker.attributes(named: word.prefix(1).lowercased() + word.dropFirst())
    }

    /// The block properties of a line: relations (`equalTo`, `mas_equalTo`, ...), `offset`, `inset(s)`,
    /// `sizeOffset`, `centerOffset`, `multipliedBy`, `dividedBy`, `priority`, `priorityLow()`....
    func readMasonryCall(_ name: String, of index: Int, arguments: [ObjCExpression]) {
        let value = arguments.first.map(evaluate)
        switch name {
        case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "mas_equalTo", "mas_greaterThanOrEqualTo", "mas_lessThanOrEqualTo":
            let relation = SourceLayoutBuilder.relation(ofLabel: name.hasPrefix("mas_") ? String(name.dropFirst(4)) : name)
            makerLines[index].relation = relation
            if case .array(let items)? = value {
                // `equalTo(@[a, b])`: one line per item, all alike.
                let targets = items.compactMap(Self.makerTarget)
                guard targets.count == items.count, let first = targets.first else { return notUnderstood(index) }
                makerLines[index].target = first
                for target in targets.dropFirst() {
                    var copy = makerLines[index]
                    copy.target = target
                    makerLines.append(copy)
                    siblingLines[index, default: []].append(makerLines.count - 1)
                }
            } else if let target = value.flatMap(Self.makerTarget) {
                makerLines[index].target = target
            } else {
                notUnderstood(index)
            }
        case "offset", "mas_offset", "valueOffset":
            if case .number(let amount)? = value { setConstant(.number(amount), on: index) } else { notUnderstood(index) }
        case "inset":
            if case .number(let amount)? = value { setConstant(.insets(top: amount, left: amount, bottom: amount, right: amount), on: index) } else { notUnderstood(index) }
        case "insets", "sizeOffset", "centerOffset":
            if case .makerConstant(let constant)? = value { setConstant(constant, on: index) } else if case .number(0)? = value { setConstant(.number(0), on: index) } else { notUnderstood(index) }
        case "multipliedBy", "dividedBy":
            guard case .number(let amount)? = value, amount != 0 else { return notUnderstood(index) }
            forEachLine(index) { $0.multiplier = name == "multipliedBy" ? amount : 1 / amount }
        case "priority":
            guard let priority = value.flatMap(SourceValue.priority) else { return notUnderstood(index) }
            forEachLine(index) { $0.priority = LayoutPriority(priority) }
        case "priorityLow", "priorityMedium", "priorityHigh", "priorityRequired":
            let word = name.dropFirst("priority".count).lowercased()
            forEachLine(index) { $0.priority = LayoutPriority(ConstraintMaker.priorities[word] ?? 1000) }
        case "key":
            if case .string(let text)? = value { forEachLine(index) { $0.identifier = text } }
        default:
            notUnderstood(index)
        }
    }

    private func setConstant(_ constant: ConstraintMaker.Constant, on index: Int) {
        forEachLine(index) { $0.constant = constant }
    }

    /// A line and the copies `equalTo(@[…])` made of it.
    private func forEachLine(_ index: Int, _ change: (inout ConstraintMaker.Description) -> Void) {
        change(&makerLines[index])
        for sibling in siblingLines[index] ?? [] { change(&makerLines[sibling]) }
    }

    private func notUnderstood(_ index: Int) {
        forEachLine(index) { $0.isUnderstood = false }
    }

    static func makerTarget(_ value: SourceValue) -> ConstraintMaker.Target? {
        switch value {
        case .view(let id): .item(LayoutItem(view: id))
        case .guide(let item), .snapDSL(let item): .item(item)
        case .snapItem(let item, let attributes): .attributes(item, attributes)
        case .number(let number): .constant(.number(number))
        case .makerConstant(let constant): .constant(constant)
        default: nil
        }
    }

    /// Runs a maker block and makes its constraints, as Masonry does when the block returns.
    func runMasonryBlock(_ argument: ObjCExpression?, on item: LayoutItem, replacing: Bool, updating: Bool, at token: ObjCToken) {
        guard case .block(let parameters, let body)? = argument, let parameter = parameters.first else {
            builder.open([item.view], reason: "a Masonry block autolint cannot see", at: location(token))
            return
        }
        let firstLine = makerLines.count
        runBlock(body, binding: parameter, to: .maker(item))
        let lines = Array(makerLines[firstLine...])
        makerLines.removeSubrange(firstLine...)
        siblingLines = siblingLines.filter { $0.key < firstLine }
        builder.make(lines, on: item, replacing: replacing, updating: updating, library: "Masonry")
    }
}
