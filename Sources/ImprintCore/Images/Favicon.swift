import Foundation

/// `/favicon.ico`, which browsers and feed readers ask for whatever a page links: the theme's
/// `assets/favicon.svg` drawn at 32 pixels, as a PNG inside an ICO file (which Windows Vista
/// and every browser since read).
enum Favicon {
    static let path = "favicon.ico"
    static let source = "assets/favicon.svg"
    static let size = 32

    /// The ICO of the SVG `svg`.
    static func ico(fromSVG svg: Data) throws(Vips.Failure) -> Data {
        let png = try Vips.resize(svg, width: size, toSRGB: false, format: ".png")
        return ico(png: png.bytes, size: png.size)
    }

    /// One image, `png`, in an ICO file: its header, its one entry, then the PNG.
    static func ico(png: Data, size: ImageSize) -> Data {
        func little16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func little32(_ value: Int) -> [UInt8] { little16(value & 0xFFFF) + little16(value >> 16) }
        // A side of 256 is written as 0.
        let side = { (pixels: Int) in UInt8(pixels >= 256 ? 0 : pixels) }
        let header = little16(0) + little16(1) + little16(1)
        let entry = [side(size.width), side(size.height), 0, 0] + little16(1) + little16(32) + little32(png.count) + little32(6 + 16)
        return Data(header + entry) + png
    }
}
