import AutolintCommand
#if canImport(CMimalloc)
import CMimalloc

// Importing the module links mimalloc, which replaces malloc for the whole process; naming one of
// its symbols keeps the linker from dropping it as unused.
private let allocatorVersion = mi_version()

// Freed memory stays with the process instead of going back to the system at once: on a large
// layout memory freed by one stage is soon asked for again, and each page the system hands out
// afresh is zeroed first (a sixth of the faults of a 100,000-row list, and a tenth of its time).
mi_option_disable(mi_option_allow_decommit)
#endif

Autolint.runAsMain()
