import Foundation

/// What a file of the site holds: bytes the build made, or a file on the disk that is
/// published as it is (an asset, an image's copy in `.imprint-cache/`), copied when the site is
/// written and read only when something asks for its bytes.
public enum OutputBody: Sendable, Equatable {
    case bytes(Data)
    /// A regular file at `path` (no link on its way), as it was when the build saw it: its
    /// `signature` (inode, size, time), which changes when the file does; empty for a page the
    /// build wrote itself into its output folder (`OutputStaging`).
    case file(path: String, signature: String)
    /// A file of Imprint's cache, likewise, which the output may share (a hard link): the
    /// cache never changes a file and keeps its files read-only; one whose length changed
    /// anyway is made again.
    case cacheFile(path: String, signature: String)
    /// An image file published without its metadata (`ImageMetadata`): read, like `file`, and
    /// stripped when its bytes are asked for.
    case strippedImage(path: String, signature: String)

    /// The bytes; a file's as it is now, empty when it has gone since (the next build drops it).
    public var data: Data {
        switch self {
        case .bytes(let data): data
        case .file(let path, _), .cacheFile(let path, _): (try? POSIXFiles.read(path)) ?? Data()
        case .strippedImage(let path, _): (try? POSIXFiles.read(path)).map { ImageMetadata.stripped($0, keepingOrientation: true) ?? $0 } ?? Data()
        }
    }
}
