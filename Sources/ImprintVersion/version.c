// C, because a C target is what Package.swift can hand a value to (a define with a value): a
// release build sets it from its tag without changing a source file.
#include "ImprintVersion.h"

const char *imprint_version(void) { return IMPRINT_VERSION; }

const char *imprint_repository(void) { return IMPRINT_REPOSITORY; }

int imprint_is_release(void) { return IMPRINT_IS_RELEASE; }

const char *imprint_origin(void) { return IMPRINT_ORIGIN; }

const char *imprint_commit(void) { return IMPRINT_COMMIT; }
