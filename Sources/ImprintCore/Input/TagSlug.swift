import Foundation

/// The URL segment of a tag: "Open Source", "open source" and "open-source" are one tag.
enum TagSlug {
    /// Lowercased, diacritics folded, runs of spaces and punctuation turned into one `-`.
    /// Letters of any script are kept; a tag with no letters or digits (an emoji) gets
    /// a stable slug spelled from its code points: `u1f680`.
    static func make(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil).lowercased()
        var slug = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if pendingDash, !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        if !slug.isEmpty { return slug }
        let codes = name.unicodeScalars.filter { !$0.properties.isWhitespace }.map { "u" + String($0.value, radix: 16) }
        return codes.isEmpty ? "tag" : codes.joined(separator: "-")
    }
}
