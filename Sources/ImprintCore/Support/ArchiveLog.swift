import Foundation

/// An archive on disk that grows: records added one after another, each with its own length and
/// checksum, under a header that names what wrote them (`key`), as `ArchiveFile`'s does. A
/// record cut short (a crash while adding it) or damaged ends the log: the records before it are
/// read, the rest are not. For what a build adds to a little at a time, and would otherwise
/// write whole again every time.
struct ArchiveLog {
    static let magic = Array("imprint log 1\n".utf8)

    let path: String
    let key: String

    /// The payload of each record, in the order they were added, up to the first that is damaged
    /// or cut short; or why there are none.
    func read() -> Result<[BinaryArchive.Reader], ArchiveFile.Refusal> {
        let bytes: [UInt8]
        do throws(POSIXFiles.Failure) {
            bytes = Array(try POSIXFiles.read(path))
        } catch {
            return .failure(POSIXFiles.kind(of: path) == .missing ? .missing : .unreadable(error.reason))
        }
        guard bytes.starts(with: Self.magic) else { return .failure(.notAnArchive) }
        var reader = BinaryArchive.Reader(bytes, from: Self.magic.count)
        guard let key = try? reader.read(String.self) else { return .failure(.notAnArchive) }
        guard key == self.key else { return .failure(.stale) }
        var records: [BinaryArchive.Reader] = []
        while reader.remaining > 0, let checksum = try? reader.read(UInt64.self), let payload = try? reader.read([UInt8].self),
              payload.withUnsafeBytes(ArchiveFile.checksum) == checksum {
            records.append(BinaryArchive.Reader(payload))
        }
        return .success(records)
    }

    /// Adds `records` at the end.
    func append(_ records: [BinaryArchive]) throws(POSIXFiles.Failure) {
        try POSIXFiles.append(Data(Self.bytes(of: records)), to: path)
    }

    /// Replaces the log with one holding `records`.
    func replace(with records: [BinaryArchive]) throws(POSIXFiles.Failure) {
        var header = BinaryArchive()
        header.write(key)
        try POSIXFiles.replace(Data(Self.magic + header.bytes + Self.bytes(of: records)), at: path)
    }

    private static func bytes(of records: [BinaryArchive]) -> [UInt8] {
        var framed = BinaryArchive()
        for record in records {
            record.bytes.withUnsafeBufferPointer { buffer in
                framed.write(ArchiveFile.checksum(UnsafeRawBufferPointer(buffer)))
                framed.write(buffer)
            }
        }
        return framed.bytes
    }
}
