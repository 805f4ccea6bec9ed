import Foundation

/// The blocks of a JPEG, PNG, WebP or GIF file, read without decoding its picture: a JPEG's
/// segments, a PNG's and a WebP's chunks, a GIF's extensions. Some of them say where a photo was taken, with
/// which camera (its serial number) and by whom (EXIF, XMP, IPTC, text chunks); the build
/// publishes images without those (`stripped(_:keepingOrientation:)`), byte for byte otherwise,
/// so that no quality is lost and the colour profile stays.
enum ImageMetadata {
    enum Format: Sendable { case jpeg, png, webp, gif }

    /// A block of a file: its name (`APP1`, `COM`, `SOS`, `eXIf`, `XMP `; `trailer` for bytes
    /// after the picture's end) and where it lies, its header included. A JPEG's `SOS` runs to
    /// the end of the scan's data.
    struct Block: Equatable, Sendable {
        let name: String
        let range: Range<Int>
    }

    /// The format of `bytes` and its blocks in order, or nil when it is none of the four. A file
    /// cut short (a camera's or an upload's broken write, which browsers still show in part)
    /// ends at its last whole block, but for a JPEG's picture data, which runs to the end: what
    /// a block cut short held is not known, and may be the photo's location.
    static func blocks(of bytes: [UInt8]) -> (format: Format, blocks: [Block])? {
        if bytes.starts(with: [0xFF, 0xD8]) { return (.jpeg, jpegBlocks(bytes)) }
        if bytes.starts(with: pngSignature) { return (.png, pngBlocks(bytes)) }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return (.webp, webpBlocks(bytes))
        }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return (.gif, gifBlocks(bytes)) }
        return nil
    }

    /// Whether `block` holds what a published image leaves out: EXIF, XMP, IPTC, comments and
    /// text, and bytes after the picture's end (a phone's second picture, with its own EXIF).
    /// A JPEG keeps its JFIF (`APP0`), its colour profile (`APP2` `ICC_PROFILE`) and its Adobe
    /// segment (`APP14`, which says how its colours are stored).
    static func isMetadata(_ block: Block, in bytes: [UInt8], format: Format) -> Bool {
        if block.name == "trailer" { return true }
        switch format {
        case .jpeg:
            if block.name == "COM" { return true }
            guard block.name.hasPrefix("APP") else { return false }
            // Only by what it starts with: cameras put their own data in APP0 too (Canon's CIFF).
            let kept = [(0, "JFIF\0"), (0, "JFXX\0"), (2, "ICC_PROFILE\0"), (14, "Adobe")]
            let data = payload(of: block, in: bytes, format: format)
            return !kept.contains { $0.0 == Int(block.name.dropFirst(3)) && data.starts(with: Array($0.1.utf8)) }
        case .png:
            return ["eXIf", "tEXt", "iTXt", "zTXt"].contains(block.name)
        case .webp:
            return block.name == "EXIF" || block.name == "XMP "
        case .gif:
            return block.name == "comment" || block.name == "XMP DataXMP"
        }
    }

    /// The EXIF orientation of the image (1 to 8), if its EXIF gives one.
    static func orientation(of bytes: [UInt8], format: Format, blocks: [Block]) -> Int? {
        blocks.lazy.compactMap { exif(of: $0, in: bytes, format: format).flatMap { orientation(inTIFF: Array($0)) } }.first
    }

    /// The data of `block`, without its header: a PNG chunk's without its checksum.
    static func payload(of block: Block, in bytes: [UInt8], format: Format) -> ArraySlice<UInt8> {
        switch format {
        case .jpeg: bytes[min(block.range.lowerBound + 4, block.range.upperBound)..<block.range.upperBound]
        case .png: bytes[block.range.lowerBound + 8..<block.range.upperBound - 4]
        case .webp: bytes[block.range.lowerBound + 8..<block.range.lowerBound + 8 + bytes.littleEndian(at: block.range.lowerBound + 4, count: 4)]
        case .gif: bytes[block.range]
        }
    }

    /// The TIFF data of `block` when it is the file's EXIF.
    static func exif(of block: Block, in bytes: [UInt8], format: Format) -> ArraySlice<UInt8>? {
        let header = Array("Exif\0\0".utf8)
        switch (format, block.name) {
        case (.jpeg, "APP1"), (.webp, "EXIF"):
            let data = payload(of: block, in: bytes, format: format)
            // A WebP's EXIF is TIFF data, though some writers put JPEG's header before it.
            return data.starts(with: header) ? data.dropFirst(header.count) : format == .webp ? data : nil
        case (.png, "eXIf"): return payload(of: block, in: bytes, format: format)
        default: return nil
        }
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}

private extension ImageMetadata {
    /// Segments to the end of the picture (EOI), each scan's data in its `SOS`, then what follows.
    static func jpegBlocks(_ bytes: [UInt8]) -> [Block] {
        var blocks = [Block(name: "SOI", range: 0..<2)]
        var offset = 2
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else {
                // Bytes between segments, which decoders pass over to the next marker.
                let next = bytes[offset...].firstIndex(of: 0xFF) ?? bytes.count
                blocks.append(Block(name: "extraneous", range: offset..<next))
                offset = next
                continue
            }
            let marker = bytes[offset + 1]
            // Fill bytes before a marker.
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xD9 {
                blocks.append(Block(name: "EOI", range: offset..<offset + 2))
                if offset + 2 < bytes.count { blocks.append(Block(name: "trailer", range: offset + 2..<bytes.count)) }
                return blocks
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                offset += 2
                continue
            }
            guard offset + 4 <= bytes.count else { return blocks }
            var end = offset + 2 + bytes.bigEndian(at: offset + 2, count: 2)
            guard end <= bytes.count else { return blocks }
            if marker == 0xDA {
                // The scan's data: up to the next marker other than a stuffed 0xFF00 or a restart,
                // or to the end of a picture cut short.
                func isMarker(_ at: Int) -> Bool { bytes[at] == 0xFF && bytes[at + 1] != 0 && !(0xD0...0xD7).contains(bytes[at + 1]) }
                while end + 1 < bytes.count, !isMarker(end) { end += 1 }
                if end + 1 >= bytes.count { end = bytes.count }
            }
            blocks.append(Block(name: name(ofJPEGMarker: marker), range: offset..<end))
            offset = end
        }
        return blocks
    }

    static func name(ofJPEGMarker marker: UInt8) -> String {
        switch marker {
        case 0xE0...0xEF: "APP\(marker - 0xE0)"
        case 0xFE: "COM"
        case 0xDA: "SOS"
        default: String(format: "FF%02X", marker)
        }
    }

    /// Chunks to IEND, then what follows.
    static func pngBlocks(_ bytes: [UInt8]) -> [Block] {
        var blocks: [Block] = []
        var offset = pngSignature.count
        while offset + 12 <= bytes.count {
            let end = offset + 12 + bytes.bigEndian(at: offset, count: 4)
            guard end <= bytes.count else { return blocks }
            let name = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            blocks.append(Block(name: name, range: offset..<end))
            offset = end
            if name == "IEND" {
                if offset < bytes.count { blocks.append(Block(name: "trailer", range: offset..<bytes.count)) }
                return blocks
            }
        }
        return blocks
    }

    /// Chunks to the end the RIFF header gives (or the file's, when it is cut short), then what follows.
    static func webpBlocks(_ bytes: [UInt8]) -> [Block] {
        let riffEnd = min(8 + bytes.littleEndian(at: 4, count: 4), bytes.count)
        var blocks: [Block] = []
        var offset = 12
        while offset + 8 <= riffEnd {
            let length = bytes.littleEndian(at: offset + 4, count: 4)
            let end = offset + 8 + length + length % 2
            // The last chunk's padding byte may be missing.
            guard end <= riffEnd || (end == riffEnd + 1 && riffEnd == bytes.count && length % 2 == 1) else { return blocks }
            blocks.append(Block(name: String(decoding: bytes[offset..<offset + 4], as: UTF8.self), range: offset..<min(end, riffEnd)))
            offset = end
        }
        if offset < riffEnd { return blocks }
        if riffEnd < bytes.count { blocks.append(Block(name: "trailer", range: riffEnd..<bytes.count)) }
        return blocks
    }

    /// The blocks of a GIF: its header (with the screen's colour table), then extensions
    /// (`comment`, an application's by its name: `NETSCAPE2.0` for looping, `XMP DataXMP`) and
    /// pictures (`image`) to its end (`end`), then what follows.
    static func gifBlocks(_ bytes: [UInt8]) -> [Block] {
        guard bytes.count >= 13 else { return [] }
        func colourTable(_ flags: UInt8) -> Int { flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 7) + 1) }
        // Data sub-blocks from `offset`, each a length byte and that many bytes, to an empty one.
        func subBlocksEnd(_ offset: Int) -> Int? {
            var at = offset
            while at < bytes.count {
                if bytes[at] == 0 { return at + 1 }
                at += 1 + Int(bytes[at])
            }
            return nil
        }
        var blocks = [Block(name: "header", range: 0..<min(13 + colourTable(bytes[10]), bytes.count))]
        var offset = blocks[0].range.upperBound
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x3B:
                blocks.append(Block(name: "end", range: offset..<offset + 1))
                if offset + 1 < bytes.count { blocks.append(Block(name: "trailer", range: offset + 1..<bytes.count)) }
                return blocks
            case 0x21 where offset + 2 < bytes.count:
                let label = bytes[offset + 1]
                guard let end = subBlocksEnd(offset + 2) else { return blocks }
                let application = label == 0xFF && offset + 14 <= end ? String(decoding: bytes[offset + 3..<offset + 14], as: UTF8.self) : nil
                blocks.append(Block(name: label == 0xFE ? "comment" : application ?? "extension", range: offset..<end))
                offset = end
            case 0x2C where offset + 10 < bytes.count:
                guard let end = subBlocksEnd(offset + 11 + colourTable(bytes[offset + 9])) else { return blocks }
                blocks.append(Block(name: "image", range: offset..<end))
                offset = end
            default:
                return blocks
            }
        }
        return blocks
    }

    /// The Orientation (tag 0x0112) of the first IFD of the TIFF data `tiff`.
    static func orientation(inTIFF tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8, tiff[0] == tiff[1], tiff[0] == UInt8(ascii: "I") || tiff[0] == UInt8(ascii: "M") else { return nil }
        let little = tiff[0] == UInt8(ascii: "I")
        func number(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= tiff.count else { return nil }
            let part = tiff[offset..<offset + count]
            return (little ? Array(part.reversed()) : Array(part)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let first = number(4, 4), let count = number(first, 2) else { return nil }
        for entry in 0..<count {
            let at = first + 2 + entry * 12
            guard let tag = number(at, 2) else { return nil }
            if tag == 0x0112, let value = number(at + 8, 2), (1...8).contains(value) { return value }
        }
        return nil
    }
}
