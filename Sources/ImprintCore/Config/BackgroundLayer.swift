import Foundation

/// One layer of a background.
struct BackgroundLayer: Sendable, Equatable {
    enum Source: Sendable, Equatable {
        /// A site path under `/assets/`, and where it is written in site.yml.
        case image(String, line: Int, column: Int)
        case gradient(String)
    }

    enum Size: Sendable, Equatable {
        case css(String)
        /// The image's own width and height, read from the file.
        case natural
    }

    let source: Source
    let repeatStyle: String?
    let position: String?
    let size: Size?
    let attachment: String?
    let origin: String?
    let clip: String?
    let blend: String?
}
