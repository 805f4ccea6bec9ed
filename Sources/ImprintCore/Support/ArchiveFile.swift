import Foundation

/// A `BinaryArchive` on disk, made to be thrown away rather than trusted: a header names what
/// wrote it (the binary and its settings, `key`), and a checksum covers the rest, so an archive
/// from another version, other settings, a crash mid-write or a damaged disk reads as absent,
/// with the reason. Replaced in one step, so a reader never sees half of one.
struct ArchiveFile {
    /// Why an archive was not read.
    enum Refusal: Error, Equatable, CustomStringConvertible {
        case missing
        case unreadable(String)
        case notAnArchive
        /// Written by another binary or under other settings.
        case stale
        case damaged

        var description: String {
            switch self {
            case .missing: "there is none"
            case .unreadable(let reason): "it cannot be read (\(reason))"
            case .notAnArchive: "it is not one of Imprint's"
            case .stale: "another version of Imprint or other settings wrote it"
            case .damaged: "its checksum does not match its contents"
            }
        }
    }

    static let magic = Array("imprint archive\n".utf8)

    let path: String
    /// Everything the archive's contents depend on besides the sources they name: the binary's
    /// version and the build's settings.
    let key: String

    /// The archive's payload, or why there is none to trust.
    func read() -> Result<BinaryArchive.Reader, Refusal> {
        let bytes: [UInt8]
        do throws(POSIXFiles.Failure) {
            bytes = Array(try POSIXFiles.read(path))
        } catch {
            return .failure(POSIXFiles.kind(of: path) == .missing ? .missing : .unreadable(error.reason))
        }
        guard bytes.starts(with: Self.magic) else { return .failure(.notAnArchive) }
        // One copy of the bytes, read in place: a build's memory is tens of megabytes.
        var reader = BinaryArchive.Reader(bytes, from: Self.magic.count)
        guard let key = try? reader.read(String.self), let checksum = try? reader.read(UInt64.self) else { return .failure(.notAnArchive) }
        guard key == self.key else { return .failure(.stale) }
        let start = reader.offset
        guard bytes.withUnsafeBytes({ Self.checksum(UnsafeRawBufferPointer(rebasing: $0[start...])) }) == checksum else { return .failure(.damaged) }
        return .success(reader)
    }

    /// Replaces the archive with `archive`'s bytes.
    func write(_ archive: BinaryArchive) throws(POSIXFiles.Failure) {
        var header = BinaryArchive()
        header.write(key)
        header.write(archive.bytes.withUnsafeBytes(Self.checksum))
        try POSIXFiles.replace(Data(Self.magic + header.bytes + archive.bytes), at: path)
    }

    /// A 64-bit checksum of `bytes`: it finds damage, it does not resist an attacker (who could
    /// as well change the sources).
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        StableDigest.of(bytes).low
    }
}
