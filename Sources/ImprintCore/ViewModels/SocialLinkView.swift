import Mustache

/// One entry of `site.social`: a network, the handle as written, and the profile's URL when known.
struct SocialLinkView: TemplateView {
    let network: String
    let handle: String

    static let schema = TemplateSchema("Social link", about: "An entry of `site.social`.", [
        .init("network", .text, "the key, as written: `github`"),
        .init("name", .text, "the service's name for readers: `GitHub`, `Mastodon`; another key with its first letter in capitals"),
        .init("handle", .text, "the value, as written"),
        .init("url", .optional(.text), "the profile: set for github, twitter/x, mastodon, linkedin and for handles that are URLs"),
    ])

    var templateValue: TemplateValue {
        Self.schema.object([
            ("network", .string(network)), ("name", .string(name)), ("handle", .string(handle)), ("url", profileURL.templateValue),
        ])
    }

    /// How the service spells its own name, for the keys people use most; another key is shown
    /// as written, with its first letter in capitals (`codeberg` → `Codeberg`).
    var name: String {
        Self.names[network.lowercased()] ?? network.prefix(1).uppercased() + network.dropFirst()
    }

    private static let names = [
        "github": "GitHub", "gitlab": "GitLab", "mastodon": "Mastodon", "twitter": "Twitter", "x": "X", "linkedin": "LinkedIn",
        "bluesky": "Bluesky", "youtube": "YouTube", "sourcehut": "SourceHut", "stackoverflow": "Stack Overflow", "email": "Email",
    ]

    /// Profile links for the networks people list most; other keys keep only their handle,
    /// unless the handle is itself a URL.
    private var profileURL: String? {
        let name = handle.hasPrefix("@") && !handle.dropFirst().contains("@") ? String(handle.dropFirst()) : handle
        let encoded = WebURL.percentEncodedPath(name)
        return switch network.lowercased() {
        case _ where WebURL.isAbsoluteHTTP(handle) || handle.lowercased().hasPrefix("mailto:"): handle
        case "github": "https://github.com/\(encoded)"
        case "twitter", "x": "https://x.com/\(encoded)"
        case "linkedin": "https://www.linkedin.com/in/\(encoded)"
        case "mastodon": Self.mastodonURL(handle)
        default: nil
        }
    }

    /// `@user@example.social` → `https://example.social/@user`.
    private static func mastodonURL(_ handle: String) -> String? {
        let parts = handle.split(separator: "@")
        let isName = { (part: Substring) in part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) } }
        guard parts.count == 2, isName(parts[0]), isName(parts[1]) else { return nil }
        return "https://\(parts[1])/@\(parts[0])"
    }
}
