import Foundation

extension ImageMetadata {
    /// `data` without its metadata blocks (`isMetadata`) and a block cut short, the rest as it
    /// was; nil when it has neither, or is no JPEG, PNG, WebP or GIF. With `keepingOrientation`, an image
    /// that the EXIF turns (orientation 2 to 8) keeps a small EXIF of that orientation alone:
    /// browsers turn the picture by it, and its pixels are not encoded again.
    static func stripped(_ data: Data, keepingOrientation: Bool) -> Data? {
        let bytes = [UInt8](data)
        guard let (format, blocks) = blocks(of: bytes),
              blocks.last?.range.upperBound != bytes.count || blocks.contains(where: { isMetadata($0, in: bytes, format: format) }) else {
            return nil
        }
        let turn = keepingOrientation ? orientation(of: bytes, format: format, blocks: blocks).flatMap { $0 == 1 ? nil : $0 } : nil
        // What comes before the first block: PNG's signature, the RIFF header of a WebP.
        let header = switch format { case .png: pngSignature.count; case .webp: 12; case .jpeg, .gif: 0 }
        var result = Array(bytes[0..<min(header, bytes.count)])
        result.reserveCapacity(bytes.count)
        var turned = false
        for block in blocks {
            if let turn, !turned, exif(of: block, in: bytes, format: format) != nil {
                result += exifBlock(orientation: turn, format: format)
                turned = true
            } else if format == .webp, block.name == "VP8X" {
                result += vp8x(block, in: bytes, hasEXIF: turn != nil)
            } else if !isMetadata(block, in: bytes, format: format) {
                result += bytes[block.range]
            }
        }
        if format == .webp, result.count >= 8 {
            result.replaceSubrange(4..<8, with: littleEndian32Bytes(result.count - 8))
        }
        return Data(result)
    }
}

private extension ImageMetadata {
    /// The VP8X chunk, its flags saying there is no XMP, and EXIF only when `hasEXIF`.
    static func vp8x(_ block: Block, in bytes: [UInt8], hasEXIF: Bool) -> ArraySlice<UInt8> {
        var chunk = bytes[block.range]
        let flags = chunk.startIndex + 8
        guard flags < chunk.endIndex else { return chunk }
        let exifFlag: UInt8 = 0x08, xmpFlag: UInt8 = 0x04
        chunk[flags] &= ~(exifFlag | xmpFlag)
        if hasEXIF { chunk[flags] |= exifFlag }
        return chunk
    }

    /// An EXIF block of the format holding only an orientation.
    static func exifBlock(orientation: Int, format: Format) -> [UInt8] {
        // Big-endian TIFF: the first IFD at 8, one SHORT entry (0x0112), no next IFD.
        let tiff: [UInt8] = Array("MM".utf8) + [0, 0x2A, 0, 0, 0, 8] + [0, 1] + [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0] + [0, 0, 0, 0]
        switch format {
        case .jpeg:
            let payload = Array("Exif\0\0".utf8) + tiff
            return [0xFF, 0xE1] + bigEndianBytes(payload.count + 2, count: 2) + payload
        case .png:
            let chunk = Array("eXIf".utf8) + tiff
            return bigEndianBytes(tiff.count, count: 4) + chunk + bigEndianBytes(Int(crc32(chunk)), count: 4)
        case .webp:
            return Array("EXIF".utf8) + littleEndian32Bytes(tiff.count) + tiff
        case .gif:
            return []
        }
    }

    static func bigEndianBytes(_ value: Int, count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) }
    }

    static func littleEndian32Bytes(_ value: Int) -> [UInt8] {
        bigEndianBytes(value, count: 4).reversed()
    }

    /// The CRC-32 of a PNG chunk (its type and data).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
