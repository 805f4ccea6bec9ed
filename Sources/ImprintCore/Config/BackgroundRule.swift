import Foundation

/// One rule of site.yml's `backgrounds`: a selector and its layers, first on top.
public struct BackgroundRule: Sendable {
    public let selector: String
    /// The colour drawn under every layer, and on its own by browsers that show no images.
    public let fallback: String?
    /// `height: image`: the element gets the height of its tallest image.
    public let heightFromImages: Bool
    public let layers: [BackgroundLayer]
}
