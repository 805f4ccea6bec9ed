import Foundation

/// An archive on disk that grows: records added one after another, each with its own length and
/// checksum, after a header that names what wrote them (`key`), as `ArchiveFile`'s does. A
/// record cut short (a crash while adding it) or damaged ends the log: the records before it are
/// read, the rest are not. For what a build adds to a little at a time, and would otherwise
/// write whole again every time; it is read and written a record at a time, so that a log of
/// hundreds of megabytes is never held whole in memory.
struct ArchiveLog {
    static let magic = Array("imprint log 2\n".utf8)

    let path: String
    let key: String

    /// Hands each record's payload to `each`, in the order they were added, up to the first that
    /// is damaged or cut short. Nil when it read the log to its end; `.damaged` when it stopped
    /// before (after the records before the damage: a record added now would never be read);
    /// else why it read none.
    func read(_ each: ([UInt8]) -> Void) -> ArchiveFile.Refusal? {
        let stream: POSIXFiles.Stream
        do throws(POSIXFiles.Failure) {
            stream = try .reading(path)
        } catch {
            return POSIXFiles.kind(of: path) == .missing ? .missing : .unreadable(error.reason)
        }
        guard (try? stream.read(Self.magic.count)) == Self.magic, let length = Self.length(try? stream.read(8), within: stream) else {
            return .notAnArchive
        }
        guard (try? stream.read(length)) == Array(key.utf8) else { return .stale }
        var offset = Self.magic.count + 8 + length
        while let frame = try? stream.read(16), let length = Self.length(Array(frame.prefix(8)), within: stream),
              let payload = try? stream.read(length), payload.withUnsafeBytes(ArchiveFile.checksum) == Self.number(Array(frame.suffix(8))) {
            each(payload)
            offset += 16 + length
        }
        return offset == stream.length ? nil : .damaged
    }

    /// A new log, written beside this one, which takes its place once `finish()`ed. New logs that
    /// processes since gone left beside it (a build killed or stopped with Ctrl-C) are removed:
    /// a site's log may be hundreds of megabytes.
    func replacing() throws(POSIXFiles.Failure) -> Writer {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = (path as NSString).lastPathComponent + ".new-"
        for name in ((try? POSIXFiles.list(folder)) ?? nil) ?? [] {
            guard name.hasPrefix(prefix), let id = Int32(name.dropFirst(prefix.count)), !POSIXFiles.isRunning(id) else { continue }
            POSIXFiles.remove(folder + "/" + name)
        }
        let temporary = folder + "/" + prefix + "\(ProcessInfo.processInfo.processIdentifier)"
        let writer = Writer(stream: try .writing(temporary), moving: temporary, to: self)
        let key = Array(key.utf8)
        try writer.write(Self.magic + Self.bytes(of: UInt64(key.count)) + key)
        return writer
    }

    /// This log, to add records at its end.
    func appending() throws(POSIXFiles.Failure) -> Writer {
        Writer(stream: try .writing(path, appending: true), moving: nil, to: self)
    }

    /// Records being added to a log.
    final class Writer {
        private let stream: POSIXFiles.Stream
        /// The file that takes the log's place, when it is a new one.
        private let temporary: String?
        let path: String
        /// The log as written so far, where it is being written.
        let file: ArchiveLog

        fileprivate init(stream: POSIXFiles.Stream, moving temporary: String?, to log: ArchiveLog) {
            self.stream = stream
            self.temporary = temporary
            path = log.path
            file = ArchiveLog(path: temporary ?? log.path, key: log.key)
        }

        deinit {
            if let temporary { POSIXFiles.remove(temporary) }
        }

        func add(_ record: BinaryArchive) throws(POSIXFiles.Failure) {
            try add(payload: record.bytes)
        }

        /// Adds the records of the log `other`, under the same key, as they are.
        func add(recordsOf other: ArchiveLog) throws(POSIXFiles.Failure) {
            var failure: POSIXFiles.Failure?
            _ = other.read { payload in
                guard failure == nil else { return }
                do throws(POSIXFiles.Failure) {
                    try add(payload: payload)
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }

        private func add(payload: [UInt8]) throws(POSIXFiles.Failure) {
            try write(ArchiveLog.bytes(of: UInt64(payload.count)) + ArchiveLog.bytes(of: payload.withUnsafeBytes(ArchiveFile.checksum)))
            try write(payload)
        }

        /// Closes the log; a new one takes the old one's place.
        func finish() throws(POSIXFiles.Failure) {
            try close()
            if let temporary { try POSIXFiles.move(temporary, to: path) }
        }

        /// Closes the log where it is being written; a new one is removed with the writer.
        func close() throws(POSIXFiles.Failure) {
            try stream.close()
        }

        fileprivate func write(_ bytes: [UInt8]) throws(POSIXFiles.Failure) {
            let failure = bytes.withUnsafeBytes { buffer -> POSIXFiles.Failure? in
                do throws(POSIXFiles.Failure) {
                    try stream.write(buffer)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw failure }
        }
    }

    /// `value` in eight bytes, least significant first.
    fileprivate static func bytes(of value: UInt64) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian, Array.init)
    }

    /// Eight bytes, least significant first, as a number; nil when there are not eight.
    private static func number(_ bytes: [UInt8]?) -> UInt64? {
        guard let bytes, bytes.count == 8 else { return nil }
        return bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }

    /// Eight bytes as a length no longer than the file being read; nil for any other.
    private static func length(_ bytes: [UInt8]?, within stream: POSIXFiles.Stream) -> Int? {
        number(bytes).flatMap { $0 <= UInt64(stream.length) ? Int($0) : nil }
    }
}
