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

/* A picture for link previews, `width` by `height` pixels, as PNG: `background` with a bar of
   `accent` along its top, the title (Pango markup, escaped) in `text` colour in bold, wrapped,
   smaller when it is long, and the site's name below it in `accent`. Colours are RGB, 0 to 255.
   `*bytes` is freed with imprint_vips_free. */
int imprint_vips_card(int width, int height, const double background[3], const double text[3], const double accent[3],
                      const char *title, const char *site, void **bytes, size_t *length);

/* What went wrong, since the last call; freed with imprint_vips_free. */
char *imprint_vips_error(void);

/* SHA-256 of `length` bytes, in hexadecimal; freed with imprint_vips_free. */
char *imprint_sha256(const void *bytes, size_t length);

void imprint_vips_free(void *pointer);

#endif
