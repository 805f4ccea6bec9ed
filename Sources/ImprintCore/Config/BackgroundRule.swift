import Foundation

/// One rule of site.yml's `backgrounds`: a selector and its layers, first on top.
struct BackgroundRule: Sendable, Equatable {
    let selector: String
    /// The colour drawn under every layer, and on its own by browsers that show no images.
    let fallback: String?
    /// `height: image`: the element gets the height of its tallest image.
    let heightFromImages: Bool
    let layers: [BackgroundLayer]
}
