import Foundation

/// The URL segment of a tag: "Open Source", "open source" and "open-source" are one tag.
package enum TagSlug {
    /// Lowercased, diacritics folded, runs of spaces and punctuation turned into one `-`.
    /// Letters of any script are kept; a `+` or `#` after a letter or digit is spelt out, so
    /// that C, C++ and C# are `c`, `c-plus-plus` and `c-sharp`. A tag with no letters or digits
    /// (an emoji) gets a stable slug spelled from its code points: `u1f680`.
    package static func make(_ name: String) -> String {
        // ASCII has no diacritics or widths to fold: lowercasing is the whole folding, and far cheaper.
        let folded = name.utf8.allSatisfy { $0 < 0x80 }
            ? name.lowercased() : name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil).lowercased()
        var slug = ""
        var pendingDash = false
        var afterWord = false
        func append(_ word: String) {
            if pendingDash, !slug.isEmpty { slug += "-" }
            slug += word
            pendingDash = false
        }
        for scalar in folded.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                append(String(scalar))
                afterWord = true
            } else if afterWord, let word = spelledOut[scalar] {
                // A word of its own: `-plus-`, between dashes.
                pendingDash = true
                append(word)
                pendingDash = true
            } else {
                pendingDash = true
                afterWord = false
            }
        }
        if !slug.isEmpty { return slug }
        let codes = name.unicodeScalars.filter { !$0.properties.isWhitespace }.map { "u" + String($0.value, radix: 16) }
        return codes.isEmpty ? "tag" : codes.joined(separator: "-")
    }

    /// What makes two spellings one tag: case, diacritics, spaces, dashes and underscores do not
    /// count, other punctuation does ("Caliburn.Micro" is not "Caliburn-Micro", though both are
    /// `caliburn-micro`).
    static func identity(of name: String) -> String {
        name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil).lowercased()
            .split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "_" }).joined(separator: " ")
    }

    private static let spelledOut: [Unicode.Scalar: String] = ["+": "plus", "#": "sharp"]
}
