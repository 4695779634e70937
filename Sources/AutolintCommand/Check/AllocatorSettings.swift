#if canImport(Glibc)
import Glibc
#endif

/// How the process's allocator is set up, by `autolint` and `autolint-bench` alike before any work.
public enum AllocatorSettings {
    /// glibc maps each allocation past a threshold on its own and unmaps it when freed, moving the
    /// threshold as it goes. A check makes and frees arrays of megabytes stage after stage, and
    /// each mapped one is faulted in afresh while the heap's freed room sits idle. One fixed
    /// threshold of a gigabyte keeps them in the heap: the 10,000-row list peaks 5 to 8 MB lower
    /// and no slower (README, Performance, fifteenth round).
    ///
    /// Returns whether the allocator took the setting: false without glibc's `mallopt` (found at
    /// run time, as Swift's Glibc module leaves `malloc.h` out), or where an older glibc refuses a
    /// threshold past 32 MB and keeps its own.
    @discardableResult
    public static func apply() -> Bool {
        #if os(Linux)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return false }
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
        return unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 1 << 30) == 1
        #else
        return false
        #endif
    }
}
