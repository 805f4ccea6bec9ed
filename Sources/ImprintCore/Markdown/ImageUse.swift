import Foundation

/// A local image a page shows, with the copies the build publishes beside it.
struct ImageUse: Sendable, Equatable {
    /// Its path in the output: `assets/shots/list.png`, `2015/04/02/x/ring.png`; decoded
    /// (`my shot.png` for a URL that writes `my%20shot.png`).
    let outputPath: String

    init(url: String, source: String, key: String, image: ProcessedImage) {
        outputPath = url.removingPercentEncoding ?? url
        self.source = source
        self.key = key
        self.image = image
    }

    private init(outputPath: String, source: String, key: String, image: ProcessedImage) {
        self.outputPath = outputPath
        self.source = source
        self.key = key
        self.image = image
    }

    /// The path of the image's file, whose copies these are.
    let source: String
    /// The library's key for its copies.
    let key: String
    let image: ProcessedImage

    /// Each copy's path in the output, beside the image.
    var files: [(path: String, variant: ImageVariant)] {
        (image.resized + image.webp).map { (Self.sibling(outputPath, $0.fileName(for: Self.name(outputPath))), $0) }
    }

    /// The last part of a path or URL: `shot.png` of `/assets/shot.png`.
    static func name(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }

    /// The path of `name` in the folder of `path`: `/assets/a.png`, `b.png` → `/assets/b.png`.
    static func sibling(_ path: String, _ name: String) -> String {
        String(path[..<(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)]) + name
    }

    static func == (lhs: ImageUse, rhs: ImageUse) -> Bool { lhs.outputPath == rhs.outputPath && lhs.key == rhs.key }
}

extension ImageUse: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(outputPath)
        archive.write(source)
        archive.write(key)
        archive.write(image)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        self.init(
            outputPath: try reader.read(String.self), source: try reader.read(String.self), key: try reader.read(String.self),
            image: try reader.read(ProcessedImage.self))
    }
}
