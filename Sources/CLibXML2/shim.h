// libxml2's SAX2 push parser, read directly on Linux (`IBElementTreeBuilder+LibXML2.swift`).
// pkg-config --cflags libxml-2.0 names <prefix>/include/libxml2, so the headers are included as
// <libxml/...>.
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, and <libxml/encoding.h> then includes the system's ICU
// headers, whose enums clash with Foundation's own copy of ICU in any module that imports both.
// Only the layout of xmlCharEncodingHandler depends on it, which autolint never touches (it
// passes parser contexts by pointer and fills in nothing but the SAX handler).
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

// XML_SAX2_MAGIC does not fit a C int, so Swift would not import the macro as a constant.
static const unsigned int autolint_xml_sax2_magic = XML_SAX2_MAGIC;
