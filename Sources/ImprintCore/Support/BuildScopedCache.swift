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

    /// Counts a value reused without a lookup (a whole page taken from the last build).
    func countReused(_ count: Int = 1) {
        lock.lock()
        reused += count
        lock.unlock()
    }

    /// Ends a build: forgets entries it did not use (when `forgettingUnused`; a build that looked
    /// at part of the site keeps them); returns how many it reused and made.
    func finishBuild(forgettingUnused: Bool = true) -> (reused: Int, made: Int) {
        lock.lock()
        defer { lock.unlock() }
        // Most rebuilds use every entry; filtering would copy the whole table for nothing.
        if forgettingUnused, !(used.count >= entries.count && entries.keys.allSatisfy(used.contains)) {
            entries = entries.filter { used.contains($0.key) }
        }
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
