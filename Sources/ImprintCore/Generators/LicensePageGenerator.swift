import Mustache

/// `/license/`: the terms, the credit line with a worked example, and each license's full text.
struct LicensePageGenerator: Generator {
    func generate(_ context: GeneratorContext) throws(MustacheError) -> [OutputFile] {
        let site = context.site
        if let reused = context.reusedPage("/license/", showing: site.posts) { return [reused] }
        let page = GeneratedPageView(
            kind: "license", title: "License", path: "/license/", base: context.base,
            description: "How to use and credit the open-source work of \(site.copyrightHolder).")
        return [try context.page(
            "license", path: "/license/", page: page.templateValue, values: [("license", LicenseView(site: site).templateValue)],
            source: "license page", sitemap: OutputFile.SitemapEntry(lastModified: nil))]
    }
}
