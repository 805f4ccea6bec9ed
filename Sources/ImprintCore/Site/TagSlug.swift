import Foundation

/// The URL segment of a tag: "Open Source", "open source" and "open-source" are one tag.
public enum TagSlug {
    /// Lowercased, diacritics folded, runs of spaces and punctuation turned into one `-`.
    /// Letters of any script are kept; a tag with no letters or digits (an emoji) gets
    /// a stable slug spelled from its code points: `u1f680`.
    public static func make(_ name: String) -> String {
        if let known = made.slug(of: name) { return known }
        let slug = slugify(name)
        made.store(slug, of: name)
        return slug
    }

    /// Slugs already made: a build asks for the slug of each tag of each post several times, and
    /// folding is slow. Tags are few, so the table stays small for the life of `imprint serve`.
    private static let made = MadeSlugs()

    private final class MadeSlugs: @unchecked Sendable {
        private let lock = NSLock()
        private var slugs: [String: String] = [:]

        func slug(of name: String) -> String? { lock.withLock { slugs[name] } }
        func store(_ slug: String, of name: String) { lock.withLock { slugs[name] = slug } }
    }

    private static func slugify(_ name: String) -> String {
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
