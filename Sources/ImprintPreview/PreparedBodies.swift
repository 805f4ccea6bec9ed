import Foundation
import ImprintCore

/// The bytes served for each file of one build and their ETag, made on the first request for it
/// and then reused until the next build: a 15 MB page would otherwise be decoded, searched for
/// `<head>`, re-encoded and hashed on every request.
final class PreparedBodies: @unchecked Sendable {
    struct Body {
        let data: Data
        let etag: String
    }

    private let lock = NSLock()
    private var bodies: [String: Body] = [:]

    /// The body for `path`, made with `make` only if this build has not served it yet.
    func body(for path: String, make: () -> Data) -> Body {
        if let body = lock.withLock({ bodies[path] }) { return body }
        // Made outside the lock, so that a large page does not hold up requests for other files.
        let data = make()
        let body = Body(data: data, etag: "\"\(ContentHash.of(data))\"")
        return lock.withLock {
            if let first = bodies[path] { return first }
            bodies[path] = body
            return body
        }
    }
}
