#ifndef IMPRINT_CURL_BRIDGE_H
#define IMPRINT_CURL_BRIDGE_H

/* libcurl, for Swift: curl_easy_setopt and curl_easy_getinfo take variadic arguments, which Swift
   cannot pass. One request at a time, to an address the caller has checked. */

/* How a request ended. */
typedef enum {
    IMPRINT_HTTP_ANSWERED = 0,
    IMPRINT_HTTP_TIMED_OUT,
    IMPRINT_HTTP_CANNOT_CONNECT,
    IMPRINT_HTTP_FAILED
} ImprintHTTPOutcome;

typedef struct {
    ImprintHTTPOutcome outcome;
    /* The HTTP status when answered. */
    long status;
    /* The absolute address a redirect points to, or NULL. */
    char *location;
    /* curl's words for a failure, or NULL. */
    char *message;
} ImprintHTTPResult;

/* Starts libcurl, once, before any request; 0 on success. */
int imprint_http_start(void);

/* Sends `method` (HEAD or GET) to `url`, whose host curl must not look up: it connects to
   `pinned` ("host:port:address,address", the addresses the caller checked; NULL when the URL's host is an
   address). No redirect is followed, no proxy is used, no credentials are sent, and a GET stops
   at the first byte of the body. Free the result with imprint_http_free. */
ImprintHTTPResult imprint_http_request(const char *url, const char *method, const char *pinned, long timeout_ms,
                                       const char *agent);

void imprint_http_free(ImprintHTTPResult result);

#endif
