extension PageTemplate {
    /// What a shortcode's template is given, beside the arguments it declares: for the template
    /// check and docs/templates.md.
    static let shortcodeFields: [TemplateSchema.Field] = [
        .init("args", .list(.text), "the arguments written without a name, in order"),
        .init("params", .params, "every argument by name, positional ones under their declared names: `params.id`"),
        .init("inner", .optional(.html), "between the tags of a pair: the inner Markdown as HTML for `{{< >}}`, as written for `{{% %}}`"),
        .init("page", .optional(.object(TemplateSchema("Shortcode page", about: "The page a shortcode is on.", [
            .init("title", .text, "its title"),
            .init("url", .text, "its path, with base_url's path: `/blog/2015/04/02/square-progress/`"),
        ]))), "the page it is on"),
        .init("copies", .optional(.object(TemplateSchema("Image copies", about: "The sizes and formats Imprint made of an image.", [
            .init("srcset", .optional(.text), "the copies in the image's format and the image itself, for `srcset`: `/a-400w.png 400w, /a.png 1600w`; null without smaller copies"),
            .init("webp", .optional(.text), "the WebP copies, for a `<source type=\"image/webp\">`; null when WebP is not lighter"),
            .init("sizes", .text, "site.yml's `images.sizes`, for `sizes`"),
        ]))), "the copies of the `src` argument, when it is a PNG, JPEG or WebP of the site; null otherwise"),
    ]

    /// A template for each of `shortcodes`, given its declared arguments (text, or null when
    /// not given) and `shortcodeFields`.
    static func templates(of shortcodes: Shortcodes) -> [PageTemplate] {
        shortcodes.declarations.keys.sorted().map { name in
            let arguments = shortcodes.declarations[name]!.arguments ?? []
            let fields = arguments.map { TemplateSchema.Field($0, .optional(.text), "an argument") } + shortcodeFields
            return PageTemplate(
                name: Shortcodes.folder + name, pages: "the `\(name)` shortcode", renders: "`{{< \(name) >}}` in Markdown",
                data: TemplateSchema("Shortcode \(name)", about: "", fields))
        }
    }
}
