import Foundation

/// One table of a `MemoStore`: values a build made, keyed by a path, for the next build to take
/// when what they were made from is unchanged. Each build marks what it looks up; ending it
/// drops what it did not, so the table never outgrows the site. Safe to use from the build's
/// worker threads.
final class MemoTable<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: Value] = [:]
    private var used: Set<String> = []
    private var reused = 0
    private var made = 0

    init() {}

    /// The value stored for `key`, when `isCurrent` accepts it; the key counts as used either way.
    func value(for key: String, if isCurrent: (Value) -> Bool) -> Value? {
        lock.lock()
        used.insert(key)
        let entry = entries[key]
        lock.unlock()
        guard let entry, isCurrent(entry) else { return nil }
        lock.lock()
        reused += 1
        lock.unlock()
        return entry
    }

    func store(_ value: Value, for key: String) {
        lock.lock()
        entries[key] = value
        used.insert(key)
        made += 1
        lock.unlock()
    }

    /// The value stored for `key` when `isCurrent` accepts it, else `make()`, stored for the next build.
    func value<Failure: Error>(for key: String, if isCurrent: (Value) -> Bool, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let kept = value(for: key, if: isCurrent) { return kept }
        let value = try make()
        store(value, for: key)
        return value
    }
}

extension MemoTable: MemoStore.Table {
    func end(forgettingUnused: Bool) -> MemoStore.Counts {
        lock.lock()
        defer { lock.unlock() }
        // Most rebuilds use every entry; filtering would copy the whole table for nothing.
        if forgettingUnused, !(used.count >= entries.count && entries.keys.allSatisfy(used.contains)) {
            entries = entries.filter { used.contains($0.key) }
        }
        let counts = MemoStore.Counts(reused: reused, made: made)
        used = []
        reused = 0
        made = 0
        return counts
    }
}
