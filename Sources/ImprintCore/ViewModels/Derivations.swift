import Foundation

/// Values made from one post each, made at most once per build and, given a memo table, kept
/// for the next build while the post and the site-wide values are the same.
final class Derivations<Value: Sendable>: @unchecked Sendable {
    struct Entry {
        let post: PublishedPost
        let shared: SiteWide
        let value: Value
    }

    private let memo: MemoTable<Entry>?
    private let lock = NSLock()
    private var made: [ObjectIdentifier: Value] = [:]

    init(_ memo: MemoTable<Entry>?) {
        self.memo = memo
    }

    func value(of post: PublishedPost, shared: SiteWide, make: () -> Value) -> Value {
        lock.lock()
        let known = made[ObjectIdentifier(post)]
        lock.unlock()
        if let known { return known }
        let value = memo?.value(for: post.path, if: { $0.shared === shared && $0.post == post }) { Entry(post: post, shared: shared, value: make()) }.value
            ?? make()
        lock.lock()
        made[ObjectIdentifier(post)] = value
        lock.unlock()
        return value
    }
}
