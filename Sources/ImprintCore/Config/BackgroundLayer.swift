import Foundation

/// One layer of a background.
public struct BackgroundLayer: Sendable {
    public enum Source: Sendable {
        /// A site path under `/assets/`, and where it is written in site.yml.
        case image(String, line: Int, column: Int)
        case gradient(String)
    }

    public enum Size: Sendable, Equatable {
        case css(String)
        /// The image's own width and height, read from the file.
        case natural
    }

    public let source: Source
    public let repeatStyle: String?
    public let position: String?
    public let size: Size?
    public let attachment: String?
    public let origin: String?
    public let clip: String?
    public let blend: String?
}
