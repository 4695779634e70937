/// What most views leave at its default, kept out of line by `LayoutView`: a list of 10,000 rows
/// has 30,000 views, and these fields were more than half of each (456 bytes a view before, 200
/// now). Views whose details are all defaults share one instance; a view's first change to them
/// makes its own, and copies of a view share theirs until one of them changes (copy on write).
struct LayoutViewDetails: Hashable, Sendable, Codable {
    var customClass: String?
    var displayName: String?
    var intrinsicSizeUncertainty = AxisPair<Double>(horizontal: 0, vertical: 0)
    var estimatedIntrinsicAxes: [Axis] = []
    var frameIsEstimated = false
    var finishedInCode: String?
    var outlets: [String] = []
    var firstBaseline: Double?
    var lastBaseline: Double?
    var layoutMargins: EdgeInsets = .defaultLayoutMargins
    var safeAreaInsets: EdgeInsets = .zero
    var alignmentInsets: EdgeInsets = .zero
    var autoresizingMaskUnknownAxes: [Axis] = []
    var guides: [LayoutGuide] = []
    var stack: StackViewProperties?
    var savedFlags: Set<String> = []
    var suppressedRules: Set<String> = []
    var ambiguityVerification: AmbiguityVerification = .full

    /// The details on the heap, shared until changed.
    struct Shared: Hashable, Sendable, Codable {
        private final class Storage: @unchecked Sendable {
            // Changed only through `value`'s modify, when this storage is its only owner's.
            var details: LayoutViewDetails
            init(_ details: LayoutViewDetails) { self.details = details }
        }

        private var storage: Storage

        /// Every view's until it changes a detail.
        private static let defaults = Storage(LayoutViewDetails())

        init(_ details: LayoutViewDetails) {
            storage = details == LayoutViewDetails() ? Shared.defaults : Storage(details)
        }

        var value: LayoutViewDetails {
            get { storage.details }
            _modify {
                if storage === Shared.defaults {
                    // Changed on a stack copy first: readers set details to their defaults too,
                    // which must not give every view storage of its own.
                    var details = storage.details
                    yield &details
                    if details != storage.details { storage = Storage(details) }
                } else {
                    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.details) }
                    yield &storage.details
                }
            }
        }

        /// Whether these are the details every view starts with, shared (tests).
        var isSharedDefaults: Bool { storage === Shared.defaults }

        static func == (a: Shared, b: Shared) -> Bool { a.storage === b.storage || a.storage.details == b.storage.details }
        func hash(into hasher: inout Hasher) { storage.details.hash(into: &hasher) }
        init(from decoder: any Decoder) throws { self.init(try LayoutViewDetails(from: decoder)) }
        func encode(to encoder: any Encoder) throws { try storage.details.encode(to: encoder) }
    }
}
