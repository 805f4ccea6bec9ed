#ifndef IMPRINT_VERSION_H
#define IMPRINT_VERSION_H

/// The version Imprint was built as: Package.swift's default, or the IMPRINT_VERSION the build was given.
const char *imprint_version(void);

/// The GitHub repository (owner/name) whose releases `imprint init`'s workflow downloads.
const char *imprint_repository(void);

/// 1 when built by the release workflow (IMPRINT_REPOSITORY set), whose releases `imprint_repository` names.
int imprint_is_release(void);

/// The `origin` URL of the clone a build that is no release was made from, or "" when not known.
const char *imprint_origin(void);

/// The commit of the clone a build that is no release was made from, or "" when not known.
const char *imprint_commit(void);

#endif
