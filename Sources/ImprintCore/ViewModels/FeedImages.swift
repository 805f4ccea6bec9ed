import Foundation

/// Images as a feed shows them: feed readers take one `src`, and many know neither `<picture>`
/// nor `srcset`. Each image the build made copies of keeps one of a sensible size: the widest
/// candidate of its `srcset` that is at most `maximumWidth` pixels wide, at that size.
enum FeedImages {
    static let maximumWidth = 1200

    private static let picture = try! NSRegularExpression(pattern: #"<picture><source [^>]*>(<img [^>]*>)</picture>"#)
    private static let sized = try! NSRegularExpression(pattern: #"<img ([^>]*?) srcset="([^"]*)" sizes="[^"]*"([^>]*)>"#)

    static func simplify(_ html: String) -> String {
        guard html.contains(" sizes=\"") else { return html }
        let unwrapped = picture.replacing(in: html) { $0[1] }
        return sized.replacing(in: unwrapped) { groups in
            let candidates = groups[2].split(separator: ",").compactMap { entry -> (url: Substring, width: Int)? in
                let parts = entry.split(separator: " ")
                guard parts.count == 2, parts[1].hasSuffix("w"), let width = Int(parts[1].dropLast()) else { return nil }
                return (parts[0], width)
            }
            var attributes = groups[1]
            if let chosen = candidates.filter({ $0.width <= maximumWidth }).max(by: { $0.width < $1.width }),
               let src = attributes.range(of: #"src="[^"]*""#, options: .regularExpression) {
                attributes.replaceSubrange(src, with: "src=\"\(chosen.url)\"")
                // The copy's own size: the image's, scaled to its width.
                if let width = HTMLAttribute.integer("width", in: attributes), let height = HTMLAttribute.integer("height", in: attributes), width > chosen.width,
                   let size = attributes.range(of: #"width="\d+" height="\d+""#, options: .regularExpression) {
                    attributes.replaceSubrange(size, with: "width=\"\(chosen.width)\" height=\"\((height * chosen.width + width / 2) / width)\"")
                }
            }
            return "<img " + attributes + groups[3] + ">"
        }
    }
}
