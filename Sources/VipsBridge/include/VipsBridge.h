#ifndef IMPRINT_VIPS_BRIDGE_H
#define IMPRINT_VIPS_BRIDGE_H

#include <stddef.h>

/* libvips, for Swift: its calls take their options as C variadic arguments, which Swift cannot
   pass. Each function returns 0 on success; on failure, imprint_vips_error says why. */

/* Starts libvips, once, before any other call. */
int imprint_vips_start(void);

/* The size of the image in `bytes` as it shows (after its EXIF orientation), its pages (frames
   of an animation), and whether it has a colour profile. */
int imprint_vips_probe(const void *bytes, size_t length, int *width, int *height, int *pages, int *profiled);

/* The image in `source`, upright, in sRGB when `to_srgb`, scaled down to `width` (never up), saved in `format`:
   a libvips suffix with its options, like ".webp[Q=80,strip]". `*bytes` is freed with
   imprint_vips_free. */
int imprint_vips_resize(const void *source, size_t source_length, int width, int to_srgb, const char *format, void **bytes, size_t *length, int *out_width, int *out_height);

/* What went wrong, since the last call; freed with imprint_vips_free. */
char *imprint_vips_error(void);

/* SHA-256 of `length` bytes, in hexadecimal; freed with imprint_vips_free. */
char *imprint_sha256(const void *bytes, size_t length);

void imprint_vips_free(void *pointer);

#endif
