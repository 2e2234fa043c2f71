#ifndef MARGINALIA_LIBXML2_SHIM_H
#define MARGINALIA_LIBXML2_SHIM_H

#include <libxml/xmlversion.h>
/* Foundation on Linux carries its own copy of ICU's headers (clang module _FoundationICU).
   With LIBXML_ICU_ENABLED, libxml2's encoding.h includes the system's <unicode/ucnv.h>, whose
   `enum UErrorCode` differs from Foundation's, and a Swift file that sees both modules fails
   to compile. Nothing here uses libxml2's ICU converters (only the struct that holds them
   changes shape, and Swift never allocates it), so their declarations are left out. */
#undef LIBXML_ICU_ENABLED

#include <libxml/HTMLparser.h>
#include <libxml/globals.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>

#endif
