/// A copy of an image the build publishes beside it: `shot-800w.png`, `shot-800w.webp`.
struct ImageVariant: Sendable, Equatable, Codable {
    enum Format: String, Sendable, Codable {
        case png, jpeg, webp

        var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

        /// libvips's saver, with its options; `strip` leaves out the metadata.
        func saver(strips: Bool) -> String {
            let options = self == .png ? ["compression=9"] : self == .jpeg ? ["Q=82", "optimize_coding"] : ["Q=80"]
            return "." + fileExtension + "[" + (options + (strips ? ["strip"] : [])).joined(separator: ",") + "]"
        }
    }

    let width: Int
    let height: Int
    let format: Format
    /// Its size in bytes.
    let length: Int
    /// The SHA-256 of its bytes, which a copy found in the cache must have.
    let digest: String

    /// The copy's file name, beside the image's: `shot.png` → `shot-800w.webp`.
    func fileName(for original: String) -> String {
        let stem = original.lastIndex(of: ".").map { String(original[..<$0]) } ?? original
        return "\(stem)-\(width)w.\(format.fileExtension)"
    }
}

/// What the build makes of one image: the size it shows at, and its copies.
struct ProcessedImage: Sendable, Equatable, Codable {
    let width: Int
    let height: Int
    /// The smaller copies in the image's own format, narrowest first.
    let resized: [ImageVariant]
    /// WebP copies of every size, the image's own too, narrowest first, for a PNG or JPEG;
    /// none when WebP is not lighter than the image, nor for a WebP image.
    let webp: [ImageVariant]
}
