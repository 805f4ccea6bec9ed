/// The `srcset`s of an image's copies, as the page writes them (unescaped): the copies in the
/// image's own format with the image itself as the largest, and the WebP ones.
struct ImageSourceSets: Equatable {
    /// Nil when the image has no smaller copies.
    let own: String?
    /// Nil when WebP is not lighter.
    let webp: String?

    /// For `image` shown at `published` (its URL as the page writes it).
    init(_ image: ProcessedImage, at written: String) {
        // A srcset splits at spaces and commas: in a URL they are escaped.
        let published = written.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: ",", with: "%2C")
        let name = ImageUse.name(published)
        let set = { (variants: [ImageVariant]) in variants.map { "\(ImageUse.sibling(published, $0.fileName(for: name))) \($0.width)w" } }
        own = image.resized.isEmpty ? nil : (set(image.resized) + ["\(published) \(image.width)w"]).joined(separator: ", ")
        webp = image.webp.isEmpty ? nil : set(image.webp).joined(separator: ", ")
    }
}
