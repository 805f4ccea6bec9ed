#ifndef IMPRINT_TOML_BRIDGE_H
#define IMPRINT_TOML_BRIDGE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The result of reading TOML: on success `json` holds the document as JSON in which every
/// value is an object `{"l": line, "c": column, "v": value}` (tables are objects of such values,
/// arrays lists of them), or, for a number, boolean, date or time, `{"l", "c", "p": "text as
/// TOML writes it"}`; on failure `json` is NULL
/// and `error`, `line` and `column` say what is wrong and where, a document of more than
/// `maximumValues` values too (the root table counts as one). Free it with imprint_toml_free.
typedef struct {
    char *json;
    char *error;
    long line;
    long column;
} ImprintTOMLResult;

ImprintTOMLResult imprint_toml_parse(const char *text, size_t length, size_t maximumValues);
void imprint_toml_free(ImprintTOMLResult result);

#ifdef __cplusplus
}
#endif

#endif
