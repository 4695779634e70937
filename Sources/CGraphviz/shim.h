// pkg-config --cflags libgvc names <prefix>/include/graphviz, so the headers are included by
// their own names: <graphviz/gvc.h> is found only where <prefix>/include is a default path,
// which Homebrew on Apple Silicon (/opt/homebrew/include) is not.
#include <gvc.h>
#include <cgraph.h>
