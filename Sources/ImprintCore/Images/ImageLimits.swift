import Foundation

/// The sizes past which an image is not published as the site's image, or not in every format.
extension ImageSize {
    /// The most pixels an image may have: 268 million (16,384 × 16,384), more than any camera
    /// takes. A file that declares more (a GIF's screen of 65,535 × 65,535) would have browsers
    /// set aside gigabytes for it, and its `width` and `height` would make the page that large.
    static let pixelLimit = 16_384 * 16_384

    /// The longest side a WebP image may have (the format stores each side in 14 bits).
    static let webpSideLimit = 16_383

    /// Why the image cannot be shown, when it has more pixels than `pixelLimit`.
    var pastPixelLimit: String? {
        guard width * height > Self.pixelLimit else { return nil }
        return "declares \(width) × \(height) pixels, more than the \(Self.pixelLimit) an image may have: save it again at the size it shows"
    }

    /// Whether a side is too long for a WebP copy: the image is then offered in its own format only.
    var isPastWebPLimit: Bool { max(width, height) > Self.webpSideLimit }
}
