import Foundation

/// The cache's index of image files: for each file seen (its path and version), its key and
/// what was made of it, so that a rebuild knows an unchanged image without reading it. Plain
/// text, one file a line, read at every build: tab-separated path, version, key, size and the
/// copies (`width:height:format:length:digest`, comma-separated). A path with a tab or a line break
/// is left out: its image is hashed at every build instead.
enum ImageIndex {
    /// An image file as a build saw it: its key, and what was made of it then.
    struct Known: Equatable {
        let key: String
        let image: ProcessedImage
    }

    /// The index's text; lines sorted, so that the same images make the same file.
    static func text(_ index: [String: Known]) -> Data {
        let lines = index.compactMap { signature, known -> String? in
            guard !signature.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return nil }
            let image = known.image
            return [signature.replacingOccurrences(of: "\u{0}", with: "\t"), known.key, "\(image.width)x\(image.height)", variants(image.resized), variants(image.webp)]
                .joined(separator: "\t")
        }
        return Data(lines.sorted().map { $0 + "\n" }.joined().utf8)
    }

    /// The index in `data`; a line that is not one `text(_:)` writes is left out.
    static func read(_ data: Data) -> [String: Known] {
        var index: [String: Known] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 6, let size = size(fields[3]), let resized = variants(fields[4]), let webp = variants(fields[5]) else { continue }
            index[fields[0] + "\u{0}" + fields[1]] = Known(key: String(fields[2]), image: ProcessedImage(width: size.0, height: size.1, resized: resized, webp: webp))
        }
        return index
    }
}

private extension ImageIndex {
    static func variants(_ variants: [ImageVariant]) -> String {
        variants.map { "\($0.width):\($0.height):\($0.format.rawValue):\($0.length):\($0.digest)" }.joined(separator: ",")
    }

    static func variants(_ text: Substring) -> [ImageVariant]? {
        var read: [ImageVariant] = []
        for item in text.split(separator: ",") {
            let parts = item.split(separator: ":")
            guard parts.count == 5, let width = Int(parts[0]), let height = Int(parts[1]), let format = ImageVariant.Format(rawValue: String(parts[2])),
                  let length = Int(parts[3])
            else { return nil }
            read.append(ImageVariant(width: width, height: height, format: format, length: length, digest: String(parts[4])))
        }
        return read
    }

    static func size(_ text: Substring) -> (Int, Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }
}
