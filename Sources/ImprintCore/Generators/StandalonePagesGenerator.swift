import Mustache

/// A page for every standalone page.
struct StandalonePagesGenerator: Generator {
    func generate(_ context: GeneratorContext) throws(MustacheError) -> [OutputFile] {
        var files: [OutputFile] = []
        for published in context.site.pages {
            if let reused = context.reusedPage(published.path, showing: []) {
                files.append(reused)
                continue
            }
            let page = PageView(published: published, site: context.site)
            files.append(try context.page(
                "page", path: published.path, page: page.templateValue, source: published.page.sourcePath, sitemap: OutputFile.SitemapEntry(lastModified: nil)))
        }
        return files
    }
}
