import Foundation

/// Reads `content/site.yml` into a `SiteConfig`.
package struct ConfigLoader {
    package static let path = "content/site.yml"

    /// The configuration, and every error in it. When site.yml is broken, the configuration
    /// holds defaults, so that content can still be checked and all errors reported together.
    package static func load(siteFolder: URL, baseURLOverride: BaseURL?) -> (SiteConfig, [ContentError]) {
        let url = siteFolder.appendingPathComponent(path)
        guard POSIXFiles.kind(of: url.path) != .missing else {
            return (.defaults(), [ContentError(.missingSiteConfig, path: path)])
        }
        let (redirects, redirectProblems) = SiteRedirect.load(siteFolder: siteFolder)
        do throws(ContentError) {
            let content = POSIXFiles.realPath(siteFolder.appendingPathComponent("content").path)
            var (config, problems) = load(try SourceText.read(url, displayPath: path, within: content), baseURLOverride: baseURLOverride)
            config.redirects = redirects
            return (config, problems + redirectProblems)
        } catch {
            return (.defaults(), [error] + redirectProblems)
        }
    }

    /// The configuration in site.yml's text, and every error in it.
    package static func load(_ source: SourceText, baseURLOverride: BaseURL?) -> (SiteConfig, [ContentError]) {
        let fields: YAMLNode
        do throws(ContentError) {
            let parsed: YAMLNode?
            do {
                parsed = try YAMLParser.parse(source.text)
            } catch {
                throw ContentError(error, path: path)
            }
            guard let parsed, case .mapping = parsed.kind else {
                throw ContentError(.notAMapping(found: parsed?.kindDescription ?? "empty"), path: path, line: parsed?.line ?? 1, column: parsed?.column ?? 1)
            }
            fields = parsed
        } catch {
            return (.defaults(), [error])
        }
        var reader = FieldReader(fields, path: path)
        let config = read(&reader, baseURLOverride: baseURLOverride)
        return (config, reader.errors + reader.warnings)
    }
}

private extension ConfigLoader {
    static func read(_ reader: inout FieldReader, baseURLOverride: BaseURL?) -> SiteConfig {
        var config = SiteConfig.defaults(title: reader.string("title", required: true) ?? "")
        if let baseURL = readBaseURL(&reader, required: baseURLOverride == nil) { config.baseURL = baseURL }
        if let baseURLOverride { config.baseURL = baseURLOverride }
        config.description = reader.string("description")
        config.author = readAuthor(&reader)
        config.language = reader.string("language") ?? config.language
        if let name = reader.string("timezone") {
            if let zone = TimeZone(identifier: name) {
                config.timeZone = zone
            } else {
                reader.fail(.invalidTimezone(name), at: reader.fields["timezone"]!)
            }
        }
        config.postsPerPage = reader.positiveInt("posts_per_page") ?? config.postsPerPage
        config.permalinks = readPermalinks(&reader)
        config.social = readSocial(&reader)
        config.tagSlugs = readTagSlugs(&reader)
        config.themeSwitch = reader.bool("theme_switch") ?? config.themeSwitch
        if let markdown = reader.node("markdown") {
            var markdownReader = FieldReader(markdown, path: reader.path)
            config.smartPunctuation = markdownReader.bool("smart_punctuation") ?? true
            config.highlightsCode = markdownReader.bool("highlight") ?? true
            config.filtersTags = markdownReader.bool("tag_filter") ?? false
            config.emoji = markdownReader.bool("emoji") ?? false
            config.tocMinimumHeadings = markdownReader.positiveInt("toc_min_headings") ?? config.tocMinimumHeadings
            reader.add(markdownReader.errors + markdownReader.warnings)
        }
        if let feeds = reader.node("feeds") {
            let (settings, problems) = FeedSettings.read(feeds, path: reader.path)
            config.feeds = settings
            reader.add(problems)
        }
        if let backgrounds = reader.node("backgrounds") {
            let (rules, problems) = BackgroundSettingsReader.read(backgrounds, path: reader.path)
            config.backgrounds = rules
            reader.add(problems)
        }
        if let images = reader.node("images") {
            let (settings, problems) = ImageSettings.read(images, path: reader.path)
            config.images = settings
            reader.add(problems)
        }
        if let statics = reader.node("static") {
            var staticReader = FieldReader(statics, path: reader.path)
            config.keepsStaticMetadata = staticReader.bool("keep_metadata") ?? config.keepsStaticMetadata
            config.publishedAnyway = staticReader.stringList("publish").map(PathPattern.init)
            reader.add(staticReader.errors + staticReader.warnings)
        }
        if let license = reader.node("license") {
            let (settings, problems) = LicenseSettings.read(license, path: reader.path)
            config.license = settings
            reader.add(problems)
        }
        if let comments = reader.node("comments") {
            let (settings, problems) = CommentSettings.read(comments, path: reader.path)
            config.comments = settings
            reader.add(problems)
        }
        config.params = reader.unreadFields
        return config
    }

    static func readBaseURL(_ reader: inout FieldReader, required: Bool) -> BaseURL? {
        guard let text = reader.string("base_url", required: required) else { return nil }
        guard let url = BaseURL(text) else {
            reader.fail(.invalidBaseURL(text), at: reader.fields["base_url"]!)
            return nil
        }
        return url
    }

    static func readAuthor(_ reader: inout FieldReader) -> SiteConfig.Author? {
        guard let node = reader.node("author") else { return nil }
        switch node.kind {
        case .scalar(let name, _):
            return SiteConfig.Author(name: name)
        case .mapping:
            var authorReader = FieldReader(node, path: reader.path)
            let author = SiteConfig.Author(
                name: authorReader.string("name", required: true) ?? "",
                email: authorReader.string("email"), url: authorReader.url("url"))
            reader.add(authorReader.errors + authorReader.warnings)
            return author
        case .sequence:
            reader.fail(.wrongType(key: "author", expected: "a name or a mapping with name, email and url", found: "a list"), at: node)
            return nil
        }
    }

    static func readPermalinks(_ reader: inout FieldReader) -> Permalinks {
        var permalinks = Permalinks.defaults
        guard let node = reader.node("permalinks") else { return permalinks }
        var linkReader = FieldReader(node, path: reader.path)
        for (key, keyPath) in [("post", \Permalinks.post), ("page", \Permalinks.page)] {
            guard let pattern = linkReader.string(key) else { continue }
            if let problem = Permalinks.problem(with: pattern) {
                linkReader.fail(.invalidPermalink(key: key, value: pattern, why: problem), at: linkReader.fields[key]!)
            } else {
                permalinks[keyPath: keyPath] = pattern
            }
        }
        reader.add(linkReader.errors + linkReader.warnings)
        return permalinks
    }

    /// `social`: profile names by network, each a handle or a URL that is safe to link.
    static func readSocial(_ reader: inout FieldReader) -> [(network: String, handle: String)] {
        let key = "social"
        guard let node = reader.node(key) else { return [] }
        guard case .mapping(let members) = node.kind else {
            reader.fail(.wrongType(key: key, expected: "a mapping like `github: user`", found: node.kindDescription), at: node)
            return []
        }
        return members.compactMap { name, value in
            guard case .scalar(let handle, _) = value.kind else {
                reader.fail(.wrongType(key: "\(key).\(name)", expected: "text", found: value.kindDescription), at: value)
                return nil
            }
            guard WebURL.isSocialLink(handle) else {
                reader.fail(.invalidSocialLink(key: "\(key).\(name)", value: handle), at: value)
                return nil
            }
            return (name, handle)
        }
    }

    /// `tag_slugs: {C: c-lang}`: the slug of a tag, by any of its spellings.
    static func readTagSlugs(_ reader: inout FieldReader) -> [String: String] {
        let key = "tag_slugs"
        guard let node = reader.node(key) else { return [:] }
        guard case .mapping(let members) = node.kind else {
            reader.fail(.wrongType(key: key, expected: "a mapping like `C++: cpp`", found: node.kindDescription), at: node)
            return [:]
        }
        var slugs: [String: String] = [:]
        for (name, value) in members {
            guard case .scalar(let slug, _) = value.kind else {
                reader.fail(.wrongType(key: "\(key).\(name)", expected: "text", found: value.kindDescription), at: value)
                continue
            }
            if let problem = Slug.problem(with: slug) {
                reader.fail(.invalidSlug(slug, why: problem), at: value)
                continue
            }
            slugs[TagSlug.identity(of: name)] = slug
        }
        return slugs
    }
}
