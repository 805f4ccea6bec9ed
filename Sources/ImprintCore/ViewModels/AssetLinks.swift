/// The links to the stylesheets and the script every page of the default theme loads, each
/// with `?v=` and a hash of the file it names, so that readers' browsers take a new version
/// after a deploy instead of the one they kept.
struct AssetLinks: Sendable, Equatable {
    /// The stylesheet made from `backgrounds`, when there are any.
    var backgrounds: String?
    /// Each of `versionedFiles` published, by its path in the output.
    var files: [String: String] = [:]

    /// The script of the readers' theme switch, which site.yml can turn off.
    static let themeSwitchScript = "assets/js/theme-switch.js"

    /// The theme's files that get a versioned link, and their names in `site`.
    static let versionedFiles = [
        ("style_css", "assets/css/style.css"), ("highlight_css", "assets/css/highlight.css"), ("embeds_js", "assets/js/embeds.js"),
        ("comments_js", "assets/js/comments.js"), ("theme_switch_js", themeSwitchScript),
        ("favicon_svg", "assets/favicon.svg"),
    ]

    /// The links to those of `versionedFiles` that `bodies` (by output path) publish; without
    /// `versioned` (the preview, whose server says every time whether a file changed, and swaps
    /// a changed stylesheet in place), without `?v=`.
    init(backgrounds: String?, base: BaseURL, bodies: [String: OutputBody], versioned: Bool = true) {
        self.backgrounds = backgrounds
        for (_, path) in Self.versionedFiles {
            guard let body = bodies[path] else { continue }
            files[path] = base.link("/" + path) + (versioned ? "?v=" + ContentHash.of(body.data) : "")
        }
    }
}
