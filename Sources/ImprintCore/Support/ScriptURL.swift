/// Tells the URLs that run script when a browser follows or loads them (`javascript:`,
/// `vbscript:`, and `data:` other than raster images) from all others. It reads a URL as a
/// browser does after entities are decoded, and then some: spaces and control characters around
/// it or anywhere inside it, and case, do not hide a scheme.
package enum ScriptURL {
    /// Whether `url`, an attribute's value with its entities decoded, would run script.
    package static func runs(_ url: String) -> Bool {
        // A browser drops tabs and line breaks anywhere and spaces and controls at the ends; Markdown
        // and later steps may trim other white space. Dropping all of them can only find more.
        let squeezed = String(String.UnicodeScalarView(url.unicodeScalars.filter {
            $0.value > 0x20 && $0.value != 0x7F && !$0.properties.isWhitespace
        }))
        guard let colon = squeezed.firstIndex(of: ":") else { return false }
        let scheme = squeezed[..<colon].lowercased()
        switch scheme {
        case "javascript", "vbscript", "livescript": return true
        case "data": return !isRasterImage(data: squeezed[squeezed.index(after: colon)...])
        default: return false
        }
    }

    /// Media types of `data:` URLs that browsers only ever show as pictures.
    static let rasterImageTypes: Set<String> = [
        "image/png", "image/apng", "image/gif", "image/jpeg", "image/jpg", "image/pjpeg", "image/webp", "image/avif",
        "image/bmp", "image/x-icon", "image/vnd.microsoft.icon",
    ]
}

private extension ScriptURL {
    /// Whether a `data:` URL's content (after `data:`) declares a raster image type.
    static func isRasterImage(data: Substring) -> Bool {
        let mediaType = data.prefix { $0 != ";" && $0 != "," }.lowercased()
        return rasterImageTypes.contains(mediaType)
    }
}
