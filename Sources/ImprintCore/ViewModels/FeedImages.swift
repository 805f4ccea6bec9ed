/// Images as a feed shows them: feed readers take one `src`, and many know neither `<picture>`
/// nor `srcset`. Each image the build made copies of keeps one of a sensible size: the widest
/// candidate of its `srcset` that is at most `maximumWidth` pixels wide, at that size.
///
/// The HTML is the body as `LocalImages` wrote it (cmark escapes `>` in attributes, so a tag
/// ends at its first `>`); it is scanned once, as UTF-8 bytes.
enum FeedImages {
    static let maximumWidth = 1200

    static func simplify(_ html: String) -> String {
        let bytes = Array(html.utf8)
        guard bytes.firstOffset(of: Marker.sizes, in: 0..<bytes.count) != nil else { return html }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var done = 0
        while let open = bytes.firstOffset(of: Marker.image, in: done..<bytes.count) {
            // A <picture> as LocalImages writes it goes whole; any other, its <img> only.
            let picture = bytes.firstOffset(of: Marker.picture, in: done..<open).flatMap { start in wrapped(bytes, at: start + Marker.picture.count).map { (start, $0) } }
            guard let (tag, after) = picture?.1 ?? image(bytes, at: open) else {
                // Not a tag this pass writes: kept as it is.
                result += bytes[done..<open + Marker.image.count]
                done = open + Marker.image.count
                continue
            }
            result += bytes[done..<(picture?.0 ?? open)]
            result += simplified(Array(bytes[tag]))
            done = after
        }
        result += bytes[done...]
        return String(decoding: result, as: UTF8.self)
    }
}

private extension FeedImages {
    enum Marker {
        static let image = Array("<img ".utf8)
        static let picture = Array("<picture><source ".utf8)
        static let pictureEnd = Array("</picture>".utf8)
        static let sizes = Array(" sizes=\"".utf8)
    }

    static let tagEnd = UInt8(ascii: ">")
    static let quote = UInt8(ascii: "\"")

    /// The `<img>` tag at `offset`, and the offset after it.
    static func image(_ bytes: [UInt8], at offset: Int) -> (tag: Range<Int>, after: Int)? {
        guard bytes.hasPrefix(Marker.image, at: offset), let close = bytes[offset...].firstIndex(of: tagEnd) else { return nil }
        return (offset..<close + 1, close + 1)
    }

    /// The `<img>` of a `<picture>` whose WebP `<source …>` goes on at `offset` (after `<picture><source `),
    /// and the offset after `</picture>`: the source is what feed readers do not know.
    static func wrapped(_ bytes: [UInt8], at offset: Int) -> (tag: Range<Int>, after: Int)? {
        guard let close = bytes[offset...].firstIndex(of: tagEnd), let (tag, after) = image(bytes, at: close + 1),
              bytes.hasPrefix(Marker.pictureEnd, at: after)
        else { return nil }
        return (tag, after + Marker.pictureEnd.count)
    }

    /// The `<img>` tag with one `src` of its `srcset`, at that copy's size, and neither `srcset` nor `sizes`.
    static func simplified(_ tag: [UInt8]) -> [UInt8] {
        guard let srcset = attribute("srcset", in: tag), let sizes = attribute("sizes", in: tag), srcset.whole.upperBound == sizes.whole.lowerBound else { return tag }
        let candidates = tag[srcset.value].split(separator: UInt8(ascii: ",")).compactMap { entry -> (url: ArraySlice<UInt8>, width: Int)? in
            let parts = entry.split(separator: UInt8(ascii: " "))
            guard parts.count == 2, parts[1].last == UInt8(ascii: "w"), let width = Int(String(decoding: parts[1].dropLast(), as: UTF8.self)) else { return nil }
            return (parts[0], width)
        }
        var kept = Array(tag[..<srcset.whole.lowerBound] + tag[sizes.whole.upperBound...])
        guard let chosen = candidates.filter({ $0.width <= maximumWidth }).max(by: { $0.width < $1.width }) else { return kept }
        if let src = attribute("src", in: kept) {
            kept.replaceSubrange(src.value, with: chosen.url)
        }
        // The copy's own size: the image's, scaled to its width.
        if let width = attribute("width", in: kept), let height = attribute("height", in: kept), width.whole.upperBound == height.whole.lowerBound,
           let shown = Int(String(decoding: kept[width.value], as: UTF8.self)), let tall = Int(String(decoding: kept[height.value], as: UTF8.self)), shown > chosen.width {
            kept.replaceSubrange(width.whole.lowerBound..<height.whole.upperBound, with: Array(" width=\"\(chosen.width)\" height=\"\((tall * chosen.width + shown / 2) / shown)\"".utf8))
        }
        return kept
    }

    /// Where ` name="value"` is in `tag`: the whole attribute, and its value.
    static func attribute(_ name: String, in tag: [UInt8]) -> (whole: Range<Int>, value: Range<Int>)? {
        let opening = Array(" \(name)=\"".utf8)
        guard let start = tag.firstOffset(of: opening, in: 0..<tag.count), let end = tag[(start + opening.count)...].firstIndex(of: quote) else { return nil }
        return (start..<end + 1, start + opening.count..<end)
    }
}
