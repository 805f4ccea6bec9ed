import Mustache

/// `site.*` in templates: the configuration, ready to print.
enum SiteValue {
    static func make(_ config: SiteConfig, backgroundsStylesheet: String? = nil) -> TemplateValue {
        var fields: [(String, TemplateValue)] = [
            ("title", .string(config.title)),
            ("description", config.description.templateValue),
            ("url", .string(config.baseURL.absolute)),
            ("base_path", .string(config.baseURL.path)),
            ("language", .string(config.language)),
            ("social", .array(config.social.map(social))),
            ("params", ParamsValue.make(config.params)),
            ("backgrounds_css", backgroundsStylesheet.templateValue),
        ]
        if let author = config.author {
            fields.append(("author", ["name": .string(author.name), "email": author.email.templateValue, "url": author.url.templateValue]))
        }
        return .object(TemplateObject(pairs: fields))
    }

    /// `site.menu` for one page: each menu page, marked `current` on its own page.
    static func menu(_ site: SiteModel, currentPath: String?) -> TemplateValue {
        .array(site.menu.map { entry in
            ["title": .string(entry.page.title), "url": .string(site.config.baseURL.link(entry.path)),
             "current": .bool(entry.path == currentPath)]
        })
    }

    /// Profile links for the networks people list most; other keys keep only their handle,
    /// unless the handle is itself a URL.
    private static func social(_ entry: (network: String, handle: String)) -> TemplateValue {
        let name = entry.handle.hasPrefix("@") && !entry.handle.dropFirst().contains("@") ? String(entry.handle.dropFirst()) : entry.handle
        let handle = WebURL.percentEncodedPath(name)
        let url: String? = switch entry.network.lowercased() {
        case _ where WebURL.isAbsoluteHTTP(entry.handle) || entry.handle.lowercased().hasPrefix("mailto:"): entry.handle
        case "github": "https://github.com/\(handle)"
        case "twitter", "x": "https://x.com/\(handle)"
        case "linkedin": "https://www.linkedin.com/in/\(handle)"
        case "mastodon": mastodonURL(entry.handle)
        default: nil
        }
        return ["network": .string(entry.network), "handle": .string(entry.handle), "url": url.templateValue]
    }

    /// `@user@example.social` → `https://example.social/@user`.
    private static func mastodonURL(_ handle: String) -> String? {
        let parts = handle.split(separator: "@")
        let isName = { (part: Substring) in part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) } }
        guard parts.count == 2, isName(parts[0]), isName(parts[1]) else { return nil }
        return "https://\(parts[1])/@\(parts[0])"
    }
}
