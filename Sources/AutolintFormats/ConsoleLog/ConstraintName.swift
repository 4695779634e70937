/// One `key:Class:0xADDR` (or `name:0xADDR`) of a description's names list.
public struct ConstraintName: Hashable, Sendable {
    /// `|`, or the bare name the body uses (`ItemCell`, `AddressToolbar.lockIcon`).
    public var key: String
    /// The class when printed (`'|':UIView:0x...`); nil for `name:0xADDR`.
    public var className: String?
    public var address: String
    /// A quoted text after the address (`UILabel:0x...'Title'`).
    public var quotedName: String?

    public init(key: String, className: String?, address: String, quotedName: String? = nil) {
        self.key = key
        self.className = className
        self.address = address
        self.quotedName = quotedName
    }
}
