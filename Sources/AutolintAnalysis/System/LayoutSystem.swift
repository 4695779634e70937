import AutolintModel

/// Everything UIKit would solve for one layout in one configuration: the constraints (the
/// layout's own, after size-class variations, plus the implicit ones) and their linear form.
public struct LayoutSystem: Sendable {
    public struct Options: Hashable, Sendable {
        /// Fix the root's size to the configuration's (fixtures, IB documents); a console log
        /// only pins the root's origin, since the size of the view it printed is not known.
        public var fixesRootSize: Bool
        /// When the input says which constraint UIKit broke (a console log), break that one
        /// rather than the one autolint predicts.
        public var followsReportedRecovery: Bool
        /// The input shows only the constraints of a conflict (a console log), not a whole
        /// hierarchy: what is missing from it says nothing about the app, so only conflicts count.
        public var isFragment: Bool
        /// Say what beats every broken optional constraint (`autolint explain`). Otherwise only
        /// those broken in every optimal solution are explained, the ones a rule can report:
        /// an explanation costs a solve of the constraint's component.
        public var explainsEveryBrokenConstraint = false

        public init(fixesRootSize: Bool = true, followsReportedRecovery: Bool = false, isFragment: Bool = false) {
            self.fixesRootSize = fixesRootSize
            self.followsReportedRecovery = followsReportedRecovery
            self.isFragment = isFragment
        }

        /// What suits where a layout came from: a console block is a fragment with a free root
        /// size, and the recovery it reports is followed; a trace is a fragment too (it prints no
        /// constraints, so its own `AMBIGUOUS LAYOUT` lines are what is reported).
        public init(for origin: LayoutOrigin) {
            let log = origin == .consoleBlock || origin == .constraintDump
            self.init(fixesRootSize: !log, followsReportedRecovery: origin == .consoleBlock, isFragment: origin.isFragment)
        }

        public init(for layout: Layout) { self.init(for: layout.origin) }
    }

    /// A constraint that cannot be solved, and why.
    public struct Unsolvable: Hashable, Sendable {
        public var constraint: Int
        public var reason: String
    }

    /// The layout as installed in the configuration (size-class variations, stack views).
    public let layout: Layout
    public let configuration: Configuration
    public let unknowns: LayoutUnknowns
    public let geometry: GuideGeometry
    /// Implicit constraints first (root frame, then per view in pre-order), then the layout's.
    public let constraints: SystemConstraints
    /// The linear form of every solvable constraint, in `constraints` order. A large system's are
    /// let go once it is solved, and made again if asked for (`EquationStore`): read them once
    /// into a local rather than in a loop.
    public var equations: [LinearConstraint] { equationStore.equations }
    let equationStore: EquationStore
    /// Constraints left out of `equations` (no common ancestor, unknown item).
    public let unsolvable: [Unsolvable]
    public let options: Options

    /// `sideBySide`: a large system is built on both cores (its indexes of the views side by side,
    /// then half of its constraints translated on each).
    public init(layout original: Layout, configuration: Configuration, options: Options = Options(), sideBySide: Bool = false) {
        let installed = InstalledLayout(original, in: configuration)
        let layout = installed.layout
        self.layout = layout
        self.configuration = configuration
        self.options = options
        // The unknowns (with UIKit's own constraints) and the hierarchy each index every view: a
        // large layout's are built side by side.
        let indexUnknowns = { (LayoutUnknowns(layout: layout), LayoutSystem.implicitConstraints(of: layout, configuration: configuration, options: options)) }
        let ((unknowns, implicit), hierarchy) = sideBySide && SideBySide.isWorthSplitting(layout)
            ? SideBySide.run(indexUnknowns, alongside: { HierarchyIndex(layout) })
            : (indexUnknowns(), HierarchyIndex(layout))
        let geometry = GuideGeometry(layout: layout, configuration: configuration)
        self.unknowns = unknowns
        self.geometry = geometry

        let constraints = SystemConstraints(implicit: implicit, installed: installed.constraints)
        let translator = ConstraintTranslator(layout: layout, hierarchy: hierarchy, unknowns: unknowns, geometry: geometry,
                                              direction: configuration.direction)
        var translation: Translation
        if sideBySide, SideBySide.isWorthSplitting(constraintCount: constraints.count) {
            let second: Translation
            (translation, second) = SideBySide.inTwo(of: constraints.count, splitAt: Self.balancedSplit(of: constraints)) { range in
                Translation(constraints, range, by: translator, capacity: range.lowerBound == 0 ? constraints.count : 0)
            }
            translation.equations += second.equations
            translation.unsolvable += second.unsolvable
        } else {
            translation = Translation(constraints, constraints.indices, by: translator)
        }
        self.constraints = constraints
        self.unsolvable = translation.unsolvable
        let direction = configuration.direction
        // Made again with a hierarchy of their own: the one above is let go with this init.
        equationStore = EquationStore(translation.equations) {
            let translator = ConstraintTranslator(layout: layout, hierarchy: HierarchyIndex(layout), unknowns: unknowns, geometry: geometry,
                                                  direction: direction)
            return Translation(constraints, constraints.indices, by: translator).equations
        }
    }

    /// Where to split the translation so that both threads get as much work: the implicit
    /// constraints come first and are mostly a view's own sizes, which take about an eighth of what
    /// a written constraint does (650 against 5,200 instructions, resolving no items). Split by
    /// count, the second thread got nearly every written constraint and the first waited for it.
    static func balancedSplit(of constraints: SystemConstraints) -> Int {
        let implicit = constraints.implicit.count, installed = constraints.installed.count
        let half = (implicit + installed * writtenConstraintCost + 1) / 2
        return half <= implicit ? half : implicit + (half - implicit) / writtenConstraintCost
    }

    /// What translating a written constraint costs, in implicit sizes (see `balancedSplit`).
    static let writtenConstraintCost = 8

    /// The linear form of a range of the system's constraints.
    private struct Translation {
        var equations: [LinearConstraint] = []
        var unsolvable: [Unsolvable] = []

        /// `capacity`: room for equations still to come, appended to these.
        init(_ constraints: SystemConstraints, _ range: Range<Int>, by translator: ConstraintTranslator, capacity: Int = 0) {
            equations.reserveCapacity(max(range.count, capacity))
            for index in range {
                if index < constraints.implicit.count, let size = constraints.implicit.viewSize(at: index) {
                    equations.append(translator.translateSize(ofViewAt: size.view, axis: size.axis, relation: size.relation, constant: size.constant,
                                                              priority: size.priority, source: index))
                    continue
                }
                do {
                    equations.append(try translator.translate(constraints[index], source: index))
                } catch {
                    unsolvable.append(Unsolvable(constraint: index, reason: error.reason))
                }
            }
        }
    }

    /// The constraints UIKit adds by itself: a large layout's system holds hundreds of thousands.
    static func implicitConstraints(of layout: Layout, configuration: Configuration, options: Options) -> ImplicitConstraints {
        // A cell takes the size its table or collection view gives it instead of the device's.
        let fixedRootSize = options.fixesRootSize && layout.encapsulatedLayout == nil ? configuration.rootSize : nil
        // The floors and intrinsic sizes, the bulk of them; autoresizing masks may add more.
        // By position: a view is a large value, and iterating the views would copy each one.
        let intrinsicAxes = layout.views.indices.reduce(0) { sum, index in sum + Axis.allCases.count { layout.views[index].intrinsicSize[$0] != nil } }
        let floors = layout.views.indices.reduce(0) { sum, index in sum + 1 + layout.views[index].guides.count { LayoutUnknowns.hasOwnFrame($0.kind) } }
        var constraints = ImplicitConstraints(views: layout.views, reservingCapacity: 4 + 2 * (floors + intrinsicAxes))
        constraints.appendRootFrame(size: fixedRootSize, sizePriority: layout.rootSizePriority)
        if let encapsulated = layout.encapsulatedLayout {
            constraints.append(contentsOf: encapsulated.constraints(root: layout.root.id, in: configuration))
        }
        for index in layout.views.indices {
            constraints.appendFloors(ofViewAt: index)
            constraints.appendIntrinsicSize(ofViewAt: index)
            if layout.views[index].translatesAutoresizingMask, let parentID = layout.views[index].parent, let parent = layout.view(parentID),
               let reference = referenceSize(of: parent, in: layout, configuration: configuration) {
                constraints.append(contentsOf: AutoresizingTranslation.constraints(for: layout.views[index], superview: parent, referenceSize: reference))
            }
            for (guide, layoutGuide) in layout.views[index].guides.enumerated() where LayoutUnknowns.hasOwnFrame(layoutGuide.kind) {
                constraints.appendFloors(ofViewAt: index, guide: guide)
            }
        }
        return constraints
    }

    /// The superview size an autoresizing frame was laid out against: its `frame`, or for the
    /// root without one, the configuration's size.
    static func referenceSize(of superview: LayoutView, in layout: Layout, configuration: Configuration) -> Size? {
        if let frame = superview.frame { return frame.size }
        return superview.id == layout.root.id ? configuration.rootSize : nil
    }
}
