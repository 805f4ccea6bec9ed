import Foundation

/// One table of a `MemoStore`: values a build made, keyed by a path, for the next build to take
/// when what they were made from is unchanged. Each build marks what it looks up; ending it
/// drops what it did not, so the table never outgrows the site. Safe to use from the build's
/// worker threads; a lookup hashes its key once and takes the lock once.
final class MemoTable<Value>: @unchecked Sendable {
    /// A value, and the last build that looked it up or stored it.
    private struct Entry {
        let value: Value
        var build: Int
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// The build under way, which marks the entries it uses.
    private var build = 0
    /// Entries the build under way marked.
    private var used = 0
    /// Lookups, values stored and values whose making failed, in the build under way: every
    /// lookup ends in a reuse or in one of the other two, so the reuses need no count of their own.
    private var lookups = 0
    private var made = 0
    private var failed = 0

    init() {}

    /// The value stored for `key`, which counts as used. A caller that does not take it stores
    /// the value it makes instead (`store(_:for:)`), or says that making it failed (`fail()`).
    func value(for key: String) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        lookups += 1
        guard let index = entries.index(forKey: key) else { return nil }
        if entries.values[index].build != build {
            entries.values[index].build = build
            used += 1
        }
        return entries.values[index].value
    }

    /// Keeps `value`, made because the value looked up under `key` was missing or not current.
    func store(_ value: Value, for key: String) {
        lock.lock()
        let old = entries.updateValue(Entry(value: value, build: build), forKey: key)
        if old?.build != build { used += 1 }
        made += 1
        lock.unlock()
    }

    /// Counts a value looked up and neither taken nor made: its making failed.
    func fail() {
        lock.lock()
        failed += 1
        lock.unlock()
    }
}

extension MemoTable: MemoStore.Table {
    func end(forgettingUnused: Bool) -> MemoStore.Counts {
        lock.lock()
        defer { lock.unlock() }
        // Most rebuilds use every entry; filtering would copy the whole table for nothing.
        if forgettingUnused, used < entries.count {
            entries = entries.filter { $0.value.build == build }
        }
        let counts = MemoStore.Counts(reused: lookups - made - failed, made: made)
        build += 1
        used = 0
        lookups = 0
        made = 0
        failed = 0
        return counts
    }
}
