import CurlBridge

/// One HTTP request through libcurl, to an address checked beforehand. The only file that
/// imports CurlBridge; every result is freed before returning.
enum CurlRequest {
    /// How a request ended.
    enum Reply: Sendable, Equatable {
        /// The status, and the absolute address a redirect points to.
        case answered(status: Int, location: String?)
        case timedOut
        case cannotConnect
        case failed(String)
    }

    private static let started: Bool = imprint_http_start() == 0

    /// Sends `method` to `target`, connecting to one of `addresses` (none when the URL's host is an address).
    static func send(_ method: String, to target: HTTPTarget, at addresses: [IPAddress], timeout: Double) -> Reply {
        guard started else { return .failed("libcurl could not start") }
        let pinned = addresses.isEmpty ? nil : target.pinned(to: addresses)
        let result = imprint_http_request(target.url, method, pinned, Int(timeout * 1000), "imprint-check")
        defer { imprint_http_free(result) }
        switch result.outcome {
        case IMPRINT_HTTP_ANSWERED:
            return .answered(status: Int(result.status), location: result.location.map { String(cString: $0) })
        case IMPRINT_HTTP_TIMED_OUT:
            return .timedOut
        case IMPRINT_HTTP_CANNOT_CONNECT:
            return .cannotConnect
        default:
            return .failed(result.message.map { String(cString: $0) } ?? "the request failed")
        }
    }
}
