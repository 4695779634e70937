// mimalloc from the system (Debian: libmimalloc-dev). Linked into the executables on Linux, it
// takes the place of glibc's malloc for the whole process, Swift's runtime and Foundation
// included: a check allocates and frees millions of small arrays and objects, and glibc's
// allocator was a tenth of the time of checking the IB corpus.
#include <mimalloc.h>

// Freed memory stays with the process instead of going back to the system at once: on a large
// layout one stage's freed memory is soon asked for again, and every page the system hands out
// afresh is zeroed first. mimalloc 2.1 renamed the option (purging, delay -1 for never).
static inline void autolint_keep_freed_memory(void) {
#if MI_MALLOC_VERSION >= 210
    mi_option_set(mi_option_purge_delay, -1);
#else
    mi_option_disable(mi_option_allow_decommit);
#endif
}
