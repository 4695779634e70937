// mimalloc from the system (Debian: libmimalloc-dev). Linked into the executables on Linux, it
// takes the place of glibc's malloc for the whole process, Swift's runtime and Foundation
// included: a check allocates and frees millions of small arrays and objects, and glibc's
// allocator was a tenth of the time of checking the IB corpus.
#include <mimalloc.h>
