// libxml2 as Imprint uses it: parsing XML exports and HTML bodies into trees.
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, whose headers clash with the ICU Foundation bundles.
// Imprint never touches the encoding handlers that hold ICU types, so leave them out.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
