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

int imprint_vips_probe(const char *path, int *width, int *height) {
    VipsImage *image = vips_image_new_from_file(path, "access", VIPS_ACCESS_SEQUENTIAL, NULL);
    if (image == NULL) return -1;
    int swaps = 0;
    int orientation = 1;
    if (vips_image_get_typeof(image, VIPS_META_ORIENTATION) && !vips_image_get_int(image, VIPS_META_ORIENTATION, &orientation))
        swaps = orientation >= 5 && orientation <= 8;
    *width = swaps ? vips_image_get_height(image) : vips_image_get_width(image);
    *height = swaps ? vips_image_get_width(image) : vips_image_get_height(image);
    g_object_unref(image);
    return 0;
}

int imprint_vips_resize(const char *path, int width, const char *format, void **bytes, size_t *length, int *out_width, int *out_height) {
    VipsImage *image = NULL;
    if (vips_thumbnail(path, &image, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, NULL)) return -1;
    int failed = vips_image_write_to_buffer(image, format, bytes, length, NULL);
    if (!failed) {
        *out_width = vips_image_get_width(image);
        *out_height = vips_image_get_height(image);
    }
    g_object_unref(image);
    return failed ? -1 : 0;
}

int imprint_vips_can_save(const char *suffix) {
    return vips_foreign_find_save_buffer(suffix) != NULL;
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
