import Foundation

/// A local image a page shows, with the copies the build publishes beside it.
struct ImageUse: Sendable, Equatable {
    /// Its path in the output: `assets/shots/list.png`, `2015/04/02/x/ring.png`; decoded
    /// (`my shot.png` for a URL that writes `my%20shot.png`).
    let outputPath: String

    init(url: String, key: String, image: ProcessedImage) {
        outputPath = url.removingPercentEncoding ?? url
        self.key = key
        self.image = image
    }
    /// The library's key for its copies.
    let key: String
    let image: ProcessedImage

    /// Each copy's path in the output, beside the image.
    var files: [(path: String, variant: ImageVariant)] {
        let folder = outputPath.split(separator: "/").dropLast().map { $0 + "/" }.joined()
        let name = String(outputPath.split(separator: "/").last ?? "")
        return (image.resized + image.webp).map { (folder + $0.fileName(for: name), $0) }
    }

    static func == (lhs: ImageUse, rhs: ImageUse) -> Bool { lhs.outputPath == rhs.outputPath && lhs.key == rhs.key }
}
