#ifndef IMPRINT_VERSION_H
#define IMPRINT_VERSION_H

/// The version Imprint was built as: Package.swift's default, or the IMPRINT_VERSION the build was given.
const char *imprint_version(void);

/// The GitHub repository (owner/name) whose releases `imprint init`'s workflow downloads.
const char *imprint_repository(void);

#endif
