#include "VipsBridge.h"

#include <string.h>
#include <vips/vips.h>

int imprint_vips_start(void) {
    if (VIPS_INIT("imprint")) return -1;
    /* Imprint runs one image per core: each operation keeps to its thread. */
    vips_concurrency_set(1);
    vips_cache_set_max(0);
    return 0;
}

int imprint_vips_probe(const void *bytes, size_t length, int *width, int *height, int *pages, int *profiled) {
    VipsImage *image = vips_image_new_from_buffer(bytes, length, "", "access", VIPS_ACCESS_SEQUENTIAL, NULL);
    if (image == NULL) return -1;
    *pages = vips_image_get_typeof(image, VIPS_META_N_PAGES) ? vips_image_get_n_pages(image) : 1;
    *profiled = vips_image_get_typeof(image, VIPS_META_ICC_NAME) != 0;
    int swaps = 0;
    int orientation = 1;
    if (vips_image_get_typeof(image, VIPS_META_ORIENTATION) && !vips_image_get_int(image, VIPS_META_ORIENTATION, &orientation))
        swaps = orientation >= 5 && orientation <= 8;
    *width = swaps ? vips_image_get_height(image) : vips_image_get_width(image);
    *height = swaps ? vips_image_get_width(image) : vips_image_get_height(image);
    g_object_unref(image);
    return 0;
}

int imprint_vips_resize(const void *source, size_t source_length, int width, int to_srgb, const char *format, void **bytes, size_t *length, int *out_width, int *out_height) {
    VipsImage *image = NULL;
    /* An image with a profile (a Display P3 screenshot) in sRGB, which every browser shows alike;
       one without is sRGB already. */
    int failed_thumbnail = to_srgb
        ? vips_thumbnail_buffer((void *) source, source_length, &image, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, "export_profile", "srgb", NULL)
        : vips_thumbnail_buffer((void *) source, source_length, &image, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, NULL);
    if (failed_thumbnail) return -1;
    /* In sRGB, the profile says nothing a browser does not assume: a stripped copy leaves it out. */
    if (strstr(format, "strip") != NULL) {
        VipsImage *copy = NULL;
        if (vips_copy(image, &copy, NULL)) {
            g_object_unref(image);
            return -1;
        }
        g_object_unref(image);
        image = copy;
        vips_image_remove(image, VIPS_META_ICC_NAME);
    }
    int failed = vips_image_write_to_buffer(image, format, bytes, length, NULL);
    if (!failed) {
        *out_width = vips_image_get_width(image);
        *out_height = vips_image_get_height(image);
    }
    g_object_unref(image);
    return failed ? -1 : 0;
}

/* `mask` (one band, 0 to 255) painted in `colour` onto `*canvas` at (x, y); the canvas is replaced. */
static int paint(VipsImage **canvas, VipsImage *mask, const double colour[3], int x, int y) {
    VipsImage *placed = NULL, *ink = NULL, *painted = NULL;
    double zero[3] = {0, 0, 0};
    /* The colour as an image as large as the canvas: ifthenelse blends two images by the mask. */
    if (vips_linear(*canvas, &ink, zero, (double *) colour, 3, "uchar", TRUE, NULL)) return -1;
    int failed = vips_embed(mask, &placed, x, y, vips_image_get_width(*canvas), vips_image_get_height(*canvas), NULL)
        || vips_ifthenelse(placed, ink, *canvas, &painted, "blend", TRUE, NULL);
    if (placed) g_object_unref(placed);
    g_object_unref(ink);
    if (failed) return -1;
    g_object_unref(*canvas);
    *canvas = painted;
    return 0;
}

/* The text `markup` in `font`, at most `width` wide (a word longer than a line is broken); when
   taller than `height`, fitted into it. */
static int text_mask(VipsImage **mask, const char *markup, const char *font, int width, int height) {
    if (vips_text(mask, markup, "font", font, "width", width, "wrap", VIPS_TEXT_WRAP_WORD_CHAR, NULL)) return -1;
    if (vips_image_get_height(*mask) <= height) return 0;
    g_object_unref(*mask);
    *mask = NULL;
    return vips_text(mask, markup, "font", font, "width", width, "height", height, "wrap", VIPS_TEXT_WRAP_WORD_CHAR, NULL);
}

int imprint_vips_card(int width, int height, const double background[3], const double text[3], const double accent[3],
                      const char *title, const char *site, void **bytes, size_t *length) {
    int margin = width / 15, bar = height / 40;
    VipsImage *black = NULL, *canvas = NULL, *title_mask = NULL, *site_mask = NULL, *bar_mask = NULL;
    double one[3] = {1, 1, 1};
    if (vips_black(&black, width, height, "bands", 3, NULL)) return -1;
    int failed = vips_linear(black, &canvas, one, (double *) background, 3, "uchar", TRUE, NULL);
    g_object_unref(black);
    black = NULL;
    if (failed) return -1;
    failed = vips_black(&black, width, bar, NULL) || vips_linear1(black, &bar_mask, 0, 255, "uchar", TRUE, NULL);
    if (black) g_object_unref(black);
    failed = failed || paint(&canvas, bar_mask, accent, 0, 0)
        /* libvips draws no empty text: an empty title leaves its place empty. */
        || (*title && (text_mask(&title_mask, title, "sans bold 60", width - 2 * margin, height - 3 * margin - bar)
                       || paint(&canvas, title_mask, text, margin, margin + bar)))
        || (*site && (text_mask(&site_mask, site, "sans 32", width - 2 * margin, margin)
                      || paint(&canvas, site_mask, accent, margin, height - margin - vips_image_get_height(site_mask))))
        || vips_image_write_to_buffer(canvas, ".png[compression=9,strip]", bytes, length, NULL);
    if (bar_mask) g_object_unref(bar_mask);
    if (title_mask) g_object_unref(title_mask);
    if (site_mask) g_object_unref(site_mask);
    g_object_unref(canvas);
    return failed ? -1 : 0;
}

char *imprint_vips_error(void) {
    char *text = g_strdup(vips_error_buffer());
    vips_error_clear();
    return text;
}

char *imprint_sha256(const void *bytes, size_t length) {
    return g_compute_checksum_for_data(G_CHECKSUM_SHA256, bytes, length);
}

void imprint_vips_free(void *pointer) {
    g_free(pointer);
}
