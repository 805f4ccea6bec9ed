import Foundation

/// What a long-running process (`imprint serve`) keeps from one build for the next, in named
/// tables: one per derivation, which `ReuseEngine` looks values up in by what they are made
/// from. Every table lives here, so that ending a build ends it for all of them at once.
public final class MemoStore: Sendable {
    /// How many values of a table one build took from the last one, and how many it made.
    public struct Counts: Sendable, Equatable {
        public let reused: Int
        public let made: Int
    }

    /// What the store needs of each table.
    protocol Table: AnyObject, Sendable {
        /// Ends a build: forgets what it did not look up (when `forgettingUnused`), and returns
        /// and resets its counts.
        func end(forgettingUnused: Bool) -> Counts
    }

    private let tables = Locked<[String: any Table]>([:])

    public init() {}

    /// The table called `name`, made on first use.
    func table<Value>(_ name: String, of _: Value.Type = Value.self) -> MemoTable<Value> {
        table(name) { MemoTable<Value>() }
    }

    /// The table called `name` of a kind of its own, made with `make` on first use.
    func table<Custom: Table>(_ name: String, make: () -> Custom) -> Custom {
        tables.withLock { tables in
            if let table = tables[name] as? Custom { return table }
            let table = make()
            tables[name] = table
            return table
        }
    }

    /// Ends a build in every table. A build that looked at only part of the site passes
    /// `forgettingUnused: false`, so that what it did not look at is kept; a failed build too,
    /// since the next one starts from the same files.
    @discardableResult
    public func endBuild(forgettingUnused: Bool) -> [String: Counts] {
        let tables = tables.withLock { $0 }
        return tables.mapValues { $0.end(forgettingUnused: forgettingUnused) }
    }
}
