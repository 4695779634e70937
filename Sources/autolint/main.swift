import AutolintCommand
#if canImport(CMimalloc)
import CMimalloc

// Importing the module links mimalloc, which replaces malloc for the whole process; naming one of
// its symbols keeps the linker from dropping it as unused.
private let allocatorVersion = mi_version()
#endif

Autolint.runAsMain()
