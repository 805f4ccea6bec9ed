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
