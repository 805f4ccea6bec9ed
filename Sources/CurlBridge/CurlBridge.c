// libcurl's easy interface, with the options of a link check set in one place.
#include "CurlBridge.h"

#include <curl/curl.h>
#include <stdlib.h>
#include <string.h>

static char *copy(const char *text) {
    return text == NULL ? NULL : strdup(text);
}

// The body is not wanted: the first byte of it ends the transfer (curl then says CURLE_WRITE_ERROR).
static size_t stop_at_body(char *data, size_t size, size_t count, void *context) {
    (void)data; (void)size; (void)count; (void)context;
    return 0;
}

int imprint_http_start(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK ? 0 : -1;
}

ImprintHTTPResult imprint_http_request(const char *url, const char *method, const char *pinned, long timeout_ms,
                                       const char *agent) {
    ImprintHTTPResult result = {IMPRINT_HTTP_FAILED, 0, NULL, NULL};
    CURL *curl = curl_easy_init();
    if (curl == NULL) {
        result.message = copy("libcurl could not start a request");
        return result;
    }
    struct curl_slist *resolve = pinned == NULL ? NULL : curl_slist_append(NULL, pinned);
    char error[CURL_ERROR_SIZE] = "";
    curl_easy_setopt(curl, CURLOPT_URL, url);
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
    curl_easy_setopt(curl, CURLOPT_RESOLVE, resolve);
    // A proxy would look the host up itself, past the check; http_proxy in the environment too.
    curl_easy_setopt(curl, CURLOPT_PROXY, "");
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L);
    curl_easy_setopt(curl, CURLOPT_NETRC, (long)CURL_NETRC_IGNORED);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl_easy_setopt(curl, CURLOPT_USERAGENT, agent);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, stop_at_body);
    if (strcmp(method, "HEAD") == 0) curl_easy_setopt(curl, CURLOPT_NOBODY, 1L);
    CURLcode code = curl_easy_perform(curl);
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &result.status);
    if (code == CURLE_OK || (code == CURLE_WRITE_ERROR && result.status > 0)) {
        result.outcome = IMPRINT_HTTP_ANSWERED;
        char *location = NULL;
        curl_easy_getinfo(curl, CURLINFO_REDIRECT_URL, &location);
        result.location = copy(location);
    } else {
        result.outcome = code == CURLE_OPERATION_TIMEDOUT ? IMPRINT_HTTP_TIMED_OUT
            : code == CURLE_COULDNT_CONNECT || code == CURLE_COULDNT_RESOLVE_HOST ? IMPRINT_HTTP_CANNOT_CONNECT
            : IMPRINT_HTTP_FAILED;
        result.message = copy(error[0] != '\0' ? error : curl_easy_strerror(code));
    }
    curl_easy_cleanup(curl);
    curl_slist_free_all(resolve);
    return result;
}

void imprint_http_free(ImprintHTTPResult result) {
    free(result.location);
    free(result.message);
}
