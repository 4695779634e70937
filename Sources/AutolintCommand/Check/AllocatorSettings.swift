#if canImport(Glibc)
import Glibc
#endif

/// How the process's allocator is set up, by `autolint` and `autolint-bench` alike before any work.
public enum AllocatorSettings {
    /// glibc maps each allocation past a threshold on its own and unmaps it when freed, moving the
    /// threshold as it goes. A check makes and frees arrays of megabytes stage after stage, and
    /// each mapped one is faulted in afresh while the heap's freed room sits idle. One fixed
    /// threshold keeps them in the heap: the 10,000-row list peaks a few megabytes lower and no
    /// slower (README, Performance, fifteenth round). A gigabyte; an older glibc refuses more than
    /// 32 MB, and takes that. A threshold the environment sets is left as it is.
    ///
    /// Returns whether the threshold is now fixed (by this call or the environment): false
    /// without glibc's `mallopt` (found at run time, as Swift's Glibc module leaves `malloc.h`
    /// out), as with musl or on Apple platforms.
    @discardableResult
    public static func apply() -> Bool {
        #if canImport(Glibc)
        if let tunables = getenv("GLIBC_TUNABLES").map({ String(cString: $0) }), tunables.contains("glibc.malloc.mmap_threshold") {
            return true
        }
        if getenv("MALLOC_MMAP_THRESHOLD_") != nil { return true }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let process = dlopen(nil, RTLD_LAZY), let symbol = dlsym(process, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
        return mallopt(mmapThreshold, 1 << 30) == 1 || mallopt(mmapThreshold, 32 << 20) == 1
        #else
        return false
        #endif
    }
}
