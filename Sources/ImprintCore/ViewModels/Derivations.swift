import Foundation

/// Values made from one post each under the site-wide values (`PostDerivation`), made at most
/// once per build: a post is in many lists. Whether one is the last build's is for `reuse` to say.
final class Derivations<D: PostDerivation>: @unchecked Sendable {
    private let derive: (PostUnderSiteWide) -> D.Value
    private let lock = NSLock()
    private var made: [ObjectIdentifier: D.Value] = [:]

    init(_ derivation: D, reuse: any Reuse) {
        derive = reuse.deriving(derivation)
    }

    func value(of post: PublishedPost, shared: SiteWide) -> D.Value {
        lock.lock()
        let known = made[ObjectIdentifier(post)]
        lock.unlock()
        if let known { return known }
        let value = derive(PostUnderSiteWide(post: post, shared: shared))
        lock.lock()
        made[ObjectIdentifier(post)] = value
        lock.unlock()
        return value
    }
}
