import Foundation
import Mustache

/// Makes one kind of output from the site model. Generators never touch the disk.
protocol Generator: Sendable {
    func generate(_ context: GeneratorContext) throws(MustacheError) -> [OutputFile]
}

/// What every generator renders with: the site, the theme, and the data all pages share.
struct GeneratorContext: Sendable {
    let site: SiteModel
    let theme: Theme
    let siteValue: TemplateValue

    init(site: SiteModel, theme: Theme) {
        self.site = site
        self.theme = theme
        siteValue = SiteValue.make(site.config)
    }

    var base: BaseURL { site.config.baseURL }

    /// Renders `template` for the page at `path` with `site`, `menu` and `page` plus `values`.
    func page(
        _ template: String, path: String, page: TemplateValue, values: [(String, TemplateValue)] = [], source: String
    ) throws(MustacheError) -> OutputFile {
        let data = TemplateValue.object(TemplateObject(pairs: [
            ("site", siteValue), ("menu", SiteValue.menu(site, currentPath: path)), ("page", page),
        ] + values))
        return OutputFile(path: OutputFile.path(forSitePath: path), contents: try theme.render(template, with: data), source: source)
    }

    /// Post entries for lists, without their full content.
    func postList(_ posts: some Collection<PublishedPost>) -> TemplateValue {
        .array(posts.map { ItemValue.post($0, base: base, fallbackDescription: site.config.description) })
    }
}
