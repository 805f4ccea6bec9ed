#ifndef IMPRINT_VIPS_BRIDGE_H
#define IMPRINT_VIPS_BRIDGE_H

#include <stddef.h>

/* libvips, for Swift: its calls take their options as C variadic arguments, which Swift cannot
   pass. Each function returns 0 on success; on failure, imprint_vips_error says why. */

/* Starts libvips, once, before any other call. */
int imprint_vips_start(void);

/* The size of the image at `path` as it shows: after its EXIF orientation. */
int imprint_vips_probe(const char *path, int *width, int *height);

/* The image at `path`, upright, scaled down to `width` (never up), saved in `format`: a libvips
   suffix with its options, like ".webp[Q=80,strip]". `*bytes` is freed with imprint_vips_free. */
int imprint_vips_resize(const char *path, int width, const char *format, void **bytes, size_t *length, int *out_width, int *out_height);

/* Whether libvips can save images in the format of `suffix` (".avif"). */
int imprint_vips_can_save(const char *suffix);

/* What went wrong, since the last call; freed with imprint_vips_free. */
char *imprint_vips_error(void);

/* SHA-256 of `length` bytes, in hexadecimal; freed with imprint_vips_free. */
char *imprint_sha256(const void *bytes, size_t length);

void imprint_vips_free(void *pointer);

#endif
