import Foundation

/// Values kept from one build to the next in a long-running process (`imprint serve`), keyed by
/// a path. Each build marks what it looks up; finishing the build drops what it did not, so the
/// cache never outgrows the site. Safe to use from the build's worker threads.
final class BuildScopedCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: Value] = [:]
    private var used: Set<String> = []
    private var reused = 0
    private var made = 0

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
        made += 1
        lock.unlock()
    }

    /// Ends a build: forgets entries it did not use; returns how many it reused and made.
    func finishBuild() -> (reused: Int, made: Int) {
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { used.contains($0.key) }
        let counts = (reused, made)
        used = []
        reused = 0
        made = 0
        return counts
    }

    /// Ends a build that failed: keeps every entry for the next one.
    func discardBuild() {
        lock.lock()
        used = []
        reused = 0
        made = 0
        lock.unlock()
    }
}
