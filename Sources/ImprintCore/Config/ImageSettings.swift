/// `images:` in site.yml: the sizes and formats the build makes of each local image.
struct ImageSettings: Sendable, Equatable, Hashable {
    /// The widths, in pixels, of the smaller copies (`images.widths`); only those narrower than
    /// the image are made, and the image itself is the largest.
    var widths = [400, 800, 1200]
    /// Whether a WebP copy of each size is offered too, when it is smaller (`images.webp`).
    var webp = true
    /// Whether published copies keep the image's metadata: EXIF, with its location (`images.keep_metadata`).
    var keepsMetadata = false
    /// The `sizes` of the `srcset`: how wide the image shows (`images.sizes`; the default theme's column).
    var sizes = "(min-width: 46rem) 42rem, 100vw"
    /// Whether to make copies at all (`images.resize`).
    var resizes = true
    /// The picture of pages that have none in previews (`images.preview`): a path of the site,
    /// like `/assets/card.png`, or a URL.
    var preview: String?
    /// The size of `preview` when it is a file of the site, which the build reads.
    var previewSize: ImageSize?
    /// Whether a post without a picture gets a generated one for previews (`images.social_cards`).
    var socialCards = false
}

extension ImageSettings {
    /// `images:` of site.yml; a width that is not a whole number above 0 is an error at its place.
    static func read(_ node: YAMLNode, path: String) -> (ImageSettings, [ContentError]) {
        var reader = FieldReader(node, path: path)
        var settings = ImageSettings()
        if let widths = reader.node("widths") {
            let items: [YAMLNode] = if case .sequence(let items) = widths.kind { items } else { [widths] }
            var read: [Int] = []
            for item in items {
                if case .scalar(let text, true) = item.kind, let width = Int(text), width > 0 {
                    read.append(width)
                } else {
                    reader.fail(.notAWidth(item.kindDescription), at: item)
                }
            }
            settings.widths = Array(Set(read)).sorted()
        }
        settings.webp = reader.bool("webp") ?? settings.webp
        settings.keepsMetadata = reader.bool("keep_metadata") ?? settings.keepsMetadata
        settings.sizes = reader.string("sizes") ?? settings.sizes
        settings.resizes = reader.bool("resize") ?? settings.resizes
        settings.preview = reader.string("preview")
        settings.socialCards = reader.bool("social_cards") ?? settings.socialCards
        return (settings, reader.errors + reader.warnings)
    }
}
