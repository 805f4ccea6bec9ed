import Mustache

/// `site` in templates: the configuration, ready to print.
struct SiteView: TemplateView {
    let config: SiteConfig
    let assetLinks: AssetLinks

    static let schema = TemplateSchema("Site", about: "`site` on every page: site.yml, ready to print.", [
        .init("title", .text, "site.yml's `title`"),
        .init("description", .optional(.text), "`description`"),
        .init("url", .text, "the absolute base URL, ending in `/`: `https://user.github.io/blog/`"),
        .init("base_path", .text,
              "its path, starting and ending with `/`: `/blog/`. Prefix links to site files with it: "
                  + "`{{site.base_path}}assets/css/style.css`"),
        .init("language", .text, "`language`"),
        .init("social", .list(.object(SocialLinkView.schema)), "the profiles under `social`, in the order written"),
        .init("params", .params, "keys of site.yml Imprint does not know"),
        .init("backgrounds_css", .optional(.text), "the link to the stylesheet made from `backgrounds`, when there are any"),
        .init("style_css", .optional(.text), "the link to the theme's `assets/css/style.css` (yours, if you have one), with `?v=` and a hash of it, so that readers get a changed file after a deploy"),
        .init("highlight_css", .optional(.text), "the same for `assets/css/highlight.css`"),
        .init("embeds_js", .optional(.text), "the same for `assets/js/embeds.js`"),
        .init("comments_js", .optional(.text), "the same for `assets/js/comments.js`, which loads a comment service when a reader asks"),
        .init("theme_switch_js", .optional(.text),
              "the same for `assets/js/theme-switch.js`, the readers' light, dark and system switch; nothing when site.yml "
                  + "has `theme_switch: false`"),
        .init("favicon_svg", .optional(.text), "the same for `assets/favicon.svg`, the site's icon (the build draws `/favicon.ico` from it, unless `content/static/` has one)"),
        .init("author", .optional(.object(AuthorView.schema)), "`author`"),
    ])

    var templateValue: TemplateValue {
        Self.schema.object([
            ("title", .string(config.title)),
            ("description", config.description.templateValue),
            ("url", .string(config.baseURL.absolute)),
            ("base_path", .string(config.baseURL.path)),
            ("language", .string(config.language)),
            ("social", .array(config.social.map { SocialLinkView(network: $0.network, handle: $0.handle).templateValue })),
            ("params", ParamsValue.make(config.params)),
            ("backgrounds_css", assetLinks.backgrounds.templateValue),
        ] + AssetLinks.versionedFiles.map { name, path in (name, link(to: path).templateValue) } + [
            ("author", config.author.map { AuthorView(author: $0).templateValue } ?? .null),
        ])
    }
}

private extension SiteView {
    /// The versioned link to the theme's file at `path`; none to the theme switch's script when the site turned it off.
    func link(to path: String) -> String? {
        path == AssetLinks.themeSwitchScript && !config.themeSwitch ? nil : assetLinks.files[path]
    }
}
