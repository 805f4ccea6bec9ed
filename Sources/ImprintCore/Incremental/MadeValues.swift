/// The values a remembering build made, written as they come to a new values log beside the
/// memory's (`ArchiveLog.replacing()`) in records of about a megabyte, so that a build of 100,000
/// posts never holds them all: at the end they are added to the memory's log, or the new log,
/// with the values taken added too, takes its place. A build that fails leaves the memory's log
/// as it was: the new one goes with the build.
final class MadeValues: @unchecked Sendable {
    private struct Pending {
        var writer: ArchiveLog.Writer?
        var batch: [String: [String: BuildMemory.Value]] = [:]
        var batchBytes = 0
    }

    /// About how many bytes of values a record holds.
    static let recordBytes = 1 << 20

    private let log: ArchiveLog
    private let pending = Locked(Pending())

    /// Values to add to `log`.
    init(for log: ArchiveLog) {
        self.log = log
        pending.withLock { $0.writer = try? log.replacing() }
    }

    func add(_ value: BuildMemory.Value, of name: String, under key: String) {
        pending.withLock { pending in
            pending.batch[name, default: [:]][key] = value
            pending.batchBytes += value.bytes.count + key.utf8.count
            if pending.batchBytes >= Self.recordBytes { Self.flush(&pending) }
        }
    }

    /// Brings the memory's log up to date: adds the `count` values made to it, or writes it anew
    /// with those and `taken` when there was no log to add to (`logged` nil) or when it would
    /// hold more than twice the values to remember. With none made, it is left as it is.
    func finish(count: Int, taken: [String: [String: BuildMemory.Value]], logged: Int?) throws(POSIXFiles.Failure) {
        guard count > 0 else { return }
        let writer = pending.withLock { pending in
            Self.flush(&pending)
            defer { pending.writer = nil }
            return pending.writer
        }
        guard let writer else { throw POSIXFiles.Failure(path: log.path, operation: "write", reason: "the values made could not be kept") }
        let takenCount = taken.values.reduce(0) { $0 + $1.count }
        if let logged, logged + count <= 2 * (takenCount + count) {
            try writer.close()
            let appending = try log.appending()
            try appending.add(recordsOf: writer.file)
            try appending.finish()
        } else {
            try BuildMemory.write(taken, to: writer)
            try writer.finish()
        }
    }

    private static func flush(_ pending: inout Pending) {
        guard !pending.batch.isEmpty else { return }
        // A log that cannot be written is no log: the memory's is then written anew, or left.
        if let writer = pending.writer, (try? BuildMemory.write(pending.batch, to: writer)) == nil { pending.writer = nil }
        pending.batch = [:]
        pending.batchBytes = 0
    }
}
