import Foundation

/// The pixel size of an image, read from its file header: PNG, JPEG, GIF, WebP, and SVG
/// (its `viewBox`, or its `width` and `height`).
struct ImageSize: Hashable, Sendable {
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size, or nil when the format is unknown or the header is cut short.
    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(65_536))
        guard let size = Self.png(bytes) ?? Self.gif(bytes) ?? Self.webp(bytes) ?? Self.jpeg(bytes) ?? Self.svg(data) else { return nil }
        self = size
    }
}

private extension ImageSize {
    static func png(_ bytes: [UInt8]) -> ImageSize? {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        return ImageSize(width: bytes.bigEndian(at: 16, count: 4), height: bytes.bigEndian(at: 20, count: 4))
    }

    static func gif(_ bytes: [UInt8]) -> ImageSize? {
        guard bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) else { return nil }
        return ImageSize(width: bytes.littleEndian(at: 6, count: 2), height: bytes.littleEndian(at: 8, count: 2))
    }

    static func webp(_ bytes: [UInt8]) -> ImageSize? {
        guard bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            return ImageSize(
                width: bytes.littleEndian(at: 26, count: 2) & 0x3FFF, height: bytes.littleEndian(at: 28, count: 2) & 0x3FFF)
        case "VP8L":
            let bits = bytes.littleEndian(at: 21, count: 4)
            return ImageSize(width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
        case "VP8X":
            return ImageSize(width: bytes.littleEndian(at: 24, count: 3) + 1, height: bytes.littleEndian(at: 27, count: 3) + 1)
        default:
            return nil
        }
    }

    /// Walks the JPEG markers to the first start-of-frame, which holds the size.
    static func jpeg(_ bytes: [UInt8]) -> ImageSize? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            let length = bytes.bigEndian(at: offset + 2, count: 2)
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return ImageSize(width: bytes.bigEndian(at: offset + 7, count: 2), height: bytes.bigEndian(at: offset + 5, count: 2))
            }
            offset += 2 + length
        }
        return nil
    }

    static func svg(_ data: Data) -> ImageSize? {
        guard let text = String(data: data.prefix(8192), encoding: .utf8), let open = text.range(of: "<svg") else { return nil }
        let tag = text[open.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let start = tag.range(of: " \(name)=") else { return nil }
            let rest = tag[start.upperBound...]
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            return String(rest.dropFirst().prefix { $0 != quote })
        }
        if let viewBox = attribute("viewBox") {
            let numbers = viewBox.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if numbers.count == 4, let width = pixels(numbers[2]), let height = pixels(numbers[3]) {
                return ImageSize(width: width, height: height)
            }
        }
        guard let width = attribute("width").flatMap({ Double($0.replacingOccurrences(of: "px", with: "")) }).flatMap(pixels),
              let height = attribute("height").flatMap({ Double($0.replacingOccurrences(of: "px", with: "")) }).flatMap(pixels)
        else { return nil }
        return ImageSize(width: width, height: height)
    }

    /// A length in whole pixels, or nil for one no image has: not a number, infinite, not above
    /// zero, or past a million. (Converting such a Double to Int would stop the program.)
    static func pixels(_ value: Double) -> Int? {
        guard value.isFinite, value > 0, value <= 1_000_000 else { return nil }
        return Int(value.rounded())
    }
}
