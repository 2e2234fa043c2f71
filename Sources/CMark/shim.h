#ifndef MARGINALIA_CMARK_SHIM_H
#define MARGINALIA_CMARK_SHIM_H
#include <cmark.h>
#endif
